// Renders the PNG icons of the web app manifest from the Dukkan mark (src/ui/icons/brand-mark.tsx)
// with the Chromium the browser tests use. Run after changing the mark: npx tsx tooling/render-icons.ts
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const MARK = `<rect width="40" height="40" rx="11" fill="#0f5c4d"/><path d="M8 15h24l-2-6H10l-2 6Z" fill="#f2b84b"/>
<path d="M8 15a4 4 0 0 0 8 0 4 4 0 0 0 8 0 4 4 0 0 0 8 0" fill="#f2b84b" stroke="#0f5c4d" stroke-width="0.8"/>
<path d="M11 20v11h18V20" fill="none" stroke="#fff8ec" stroke-width="2.2" stroke-linejoin="round"/>
<path d="M17 31v-6.5a3 3 0 0 1 6 0V31" fill="none" stroke="#fff8ec" stroke-width="2.2"/>`;

// Maskable: the mark on a full-bleed square, inside the 80% safe zone launchers may crop to.
const MASKABLE = `<rect width="40" height="40" fill="#0f5c4d"/><g transform="translate(6 6) scale(0.7)">${MARK}</g>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, body: MARK, transparent: true },
  { file: 'icon-512.png', size: 512, body: MARK, transparent: true },
  { file: 'icon-maskable-512.png', size: 512, body: MASKABLE, transparent: false },
  { file: 'apple-touch-icon.png', size: 180, body: MASKABLE, transparent: false },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" viewBox="0 0 40 40">${icon.body}</svg></body></html>`,
  );
  await page.screenshot({ path: `${OUT}${icon.file}`, omitBackground: icon.transparent });
  await page.close();
}
await browser.close();
console.info(`icons written to ${OUT}`);
