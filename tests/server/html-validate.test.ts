// Issue 28: the server's pages pass html-validate's recommended rules (the rules turned off, each with
// its reason, are in tooling/html-validate.config.ts). Each page is validated as the server sends it:
// the storefront's index.html with the page drawn into it, its head (canonical, language versions, link
// preview tags, structured data) and its state, in both languages.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { HTML_VALIDATE_CONFIG } from '../../tooling/html-validate.config';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

let dist = '';
let t: TestApp;
const ids = { product: 0, category: 0, brand: 0 };

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dukkan-html-validate-'));
  // The storefront's own template (the build adds its script and style tags to it).
  writeFileSync(join(dist, 'index.html'), readFileSync('index.html', 'utf8'));
  const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: 'https://shop.example.com' }, staticSite: { distDir: dist, renderer: { render }, renderBudgetMs: 30_000 } });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1&inStock=true' })).json() as { productsReturned: { products: { id: number; categoryId: number; brand: { id: number } | null }[] } };
  const first = listed.productsReturned.products[0];
  if (!first) throw new Error('seed lists no product');
  ids.product = first.id;
  ids.category = first.categoryId;
  ids.brand = first.brand?.id ?? 1;
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const PAGES = () => [
  '/',
  '/shop',
  '/shop?onSale=true&sort=price_asc',
  `/product/${ids.product}`,
  '/categories',
  `/categories/products/${ids.category}`,
  '/brands',
  `/brands/products/${ids.brand}`,
  '/sales',
  '/new',
  '/faq',
  '/policies',
  '/contact',
  '/login',
  '/signup',
  '/no-such-page',
];

describe('the server’s pages under html-validate', () => {
  it('have no error of the recommended rules, in English and in Arabic', async () => {
    const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);
    const problems: string[] = [];
    for (const lng of ['en', 'ar'] as const) {
      for (const path of PAGES()) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lng=${lng}`;
        const response = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect({ url, drawn: response.body.includes('id="dukkan-state"') }).toEqual({ url, drawn: true });
        const report = await validator.validateString(response.body, url);
        const messages: Message[] = report.results.flatMap((result) => result.messages);
        for (const message of messages) problems.push(`${url} ${message.ruleId}: ${message.message} [${message.selector ?? ''}]`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
