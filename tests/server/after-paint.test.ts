// A drawn page asks for its scripts after its first paint (issue 18): the app's module scripts and the
// route's module preloads are named for public/after-paint.js, and its translations (in its state) are
// not preloaded again.
import { describe, expect, it } from 'vitest';
import { afterPaint } from '../../server/src/http/server-render.js';

const PAGE = [
  '<head>',
  '    <script type="module" crossorigin src="/assets/rolldown-runtime-A.js"></script>',
  '    <script type="module" crossorigin src="/assets/app-B.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/app-C.css">',
  '    <link rel="preload" href="/locales/en/common.json" as="fetch" crossorigin="anonymous" />',
  '    <link rel="preload" href="/assets/inter-D.woff2" as="font" type="font/woff2" crossorigin="anonymous" />',
  '    <link rel="modulepreload" crossorigin href="/assets/home-screen-E.js" />',
  '  </head>',
].join('\n');

describe('a drawn page and its scripts', () => {
  it('names its module scripts and preloads for after the paint, keeps its styles and fonts, drops its translation preloads', () => {
    const page = afterPaint(PAGE);
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    expect(page).not.toContain('/locales/');
    expect(page).toContain('<script type="after-paint" src="/assets/rolldown-runtime-A.js"></script>');
    expect(page).toContain('<script type="after-paint" src="/assets/app-B.js"></script>');
    expect(page).toContain('<link rel="after-paint-modulepreload" href="/assets/home-screen-E.js" />');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-C.css">');
    expect(page).toContain('as="font"');
    expect(page).toMatch(/<script src="\/after-paint\.js" defer><\/script>\s*<\/head>/);
  });

  it('leaves a page without the app script as it is (a test page, an older build)', () => {
    const bare = '<head><title>x</title></head>';
    expect(afterPaint(bare)).toBe(bare);
  });
});
