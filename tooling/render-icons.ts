// Renders the PNG icons of the web app manifest from the Dukkan mark (server/src/images/brand-mark.ts)
// with the Chromium the browser tests use. Run after changing the mark: npx tsx tooling/render-icons.ts
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { DUKKAN_MARK, DUKKAN_MARK_MASKABLE } from '../server/src/images/brand-mark.js';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));
const MARK = DUKKAN_MARK;
const MASKABLE = DUKKAN_MARK_MASKABLE;

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
