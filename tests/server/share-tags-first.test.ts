// Issue 28: a link-preview fetcher may read only the first kilobytes of a page. The Open Graph and
// Twitter tags come right after the title, before the inline stylesheet (tens of kilobytes) and the
// preloads, so a preview never misses them.
import { describe, expect, it } from 'vitest';
import { assemblePage, type RenderedPage } from '../../server/src/http/server-render.js';

const STYLES = `body{margin:0}${'.x{color:red}'.repeat(4000)}`;
const TEMPLATE = `<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n    <meta name="description" content="Dukkan — shop online." />\n    <title>Dukkan</title>\n    <style>${STYLES}</style><link rel="stylesheet" crossorigin href="/assets/app.css" disabled />\n    <link rel="preload" href="/assets/font.woff2" as="font" type="font/woff2" crossorigin="anonymous" />\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n`;

const PAGE: RenderedPage = {
  status: 200,
  html: '<main><h1>Olive soap</h1></main>',
  title: 'Olive soap, model DK-2025-00001 | Dukkan',
  description: 'Olive soap from Layali: SYP 10,000, in stock.',
  share: { kind: 'product', image: '/og/product/1.png', structuredData: [] },
  stateScript: '<script type="application/json" id="dukkan-state">{}</script>',
};

describe('a page with its link-preview tags', () => {
  it('has them before the inline stylesheet, within the first kilobytes', () => {
    const html = assemblePage(TEMPLATE, PAGE, { origin: 'https://shop.example.com', pathname: '/product/1', language: 'en', named: true });
    const style = html.indexOf('<style>');
    expect(style).toBeGreaterThan(0);
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card', 'twitter:image']) {
      const at = html.indexOf(`"${tag}"`);
      expect({ tag, found: at > 0, beforeStyles: at < style, withinFirstKilobytes: at < 2048 }).toEqual({ tag, found: true, beforeStyles: true, withinFirstKilobytes: true });
    }
    expect(html).toContain('<title>Olive soap, model DK-2025-00001 | Dukkan</title>');
  });
});
