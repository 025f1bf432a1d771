// The build's CSS pipeline (vite.config.ts, postcss-rtlcss): our stylesheets get their right-to-left
// rules, a package's CSS is left as it comes. sonner's stylesheet, flipped a second time, put its
// centring transform under [dir="ltr"] / [dir="rtl"], which outranked its own phone rule and left the
// toasts half off a phone's screen (found by tests/e2e/journey.test.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preprocessCSS, resolveConfig, type ResolvedConfig } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
let config: ResolvedConfig;

beforeAll(async () => {
  config = await resolveConfig({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'silent' }, 'build');
});

describe('right-to-left styles in the build', () => {
  it("leaves sonner's stylesheet as it comes, so its phone rule still centres the toasts", async () => {
    const file = createRequire(import.meta.url).resolve('sonner/dist/styles.css');
    const source = readFileSync(file, 'utf8');
    const { code } = await preprocessCSS(source, file, config);
    expect(code).not.toMatch(/\[dir="?(ltr|rtl)"?\] \[data-sonner-toaster\]/);
    expect(code).toMatch(/\[data-sonner-toaster\]\[data-x-position=['"]?center['"]?\]\s*\{[^}]*transform:\s*none/);
  });

  it('gives our own stylesheets their right-to-left rules', async () => {
    const { code } = await preprocessCSS('.probe { left: 0; }', join(ROOT, 'src/ui/styles/probe.css'), config);
    expect(code).toContain('[dir="rtl"] .probe');
    expect(code).toContain('[dir="ltr"] .probe');
  });

  // Issue 26: "9+" read "+9" on Arabic pages, and phone numbers and "-15%" were turned right to left: a
  // `/* rtl:ignore */` written after `direction: ltr;` is taken for the next declaration, and rtlcss wrote
  // [dir="rtl"] … { direction: rtl } for them. Nothing of ours is ever meant to turn right to left that way.
  it('never turns a left-to-right run of ours right to left', async () => {
    const file = join(ROOT, 'src/ui/styles/main.scss');
    const { code } = await preprocessCSS(readFileSync(file, 'utf8'), file, config);
    expect(code).toContain('.ltr-text');
    expect(code.match(/\[dir="?rtl"?\][^{}]*\{[^}]*direction:\s*rtl[^}]*\}/g) ?? []).toEqual([]);
  });
});
