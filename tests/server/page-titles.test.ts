// Issue 28: every product page has a title and a description of its own. The catalogue has products
// that share a name ("Anker Wireless mouse" three times); their pages shared "… — buy online | Dukkan",
// and search engines fold pages with one title together. The model number tells them apart.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../server/src/db/schema.js';
import { render } from '../../src/ui/server/entry-server';
import { builtSite } from './seo-support.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { TODAY } from './shop-fixtures.js';

let dist = '';
let t: TestApp;

beforeAll(async () => {
  dist = builtSite();
  // As the build's index.html: a description the page's own replaces.
  writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html lang="en" dir="ltr"><head><meta name="description" content="Dukkan — shop online." />\n<title>Dukkan</title></head><body><div id="root"></div></body></html>\n');
  t = await createTestApp({ seed: { catalogue: { products: 120, today: TODAY } }, config: { catalogueListCacheSeconds: 0 }, staticSite: { distDir: dist, renderer: { render }, renderBudgetMs: 30_000 } });
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const shared = (map: Map<string, number[]>) => [...map].filter(([, ids]) => ids.length > 1);
const decode = (text: string): string => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>');

describe('product pages', () => {
  it('each have a title and a description no other product page has, in both languages', async () => {
    const rows = await t.database.db.select({ id: products.id, titleEn: products.titleEn }).from(products);
    const listed: number[] = [];
    for (const row of rows) {
      const status = (await t.app.inject({ method: 'GET', url: `/api/products/${row.id}` })).statusCode;
      if (status === 200) listed.push(row.id);
    }
    // The catalogue has products that share a name: the case the titles must tell apart.
    const names = rows.filter((row) => listed.includes(row.id)).map((row) => row.titleEn);
    expect(new Set(names).size).toBeLessThan(names.length);
    for (const lng of ['en', 'ar'] as const) {
      const titles = new Map<string, number[]>();
      const descriptions = new Map<string, number[]>();
      for (const id of listed) {
        const body = (await t.app.inject({ method: 'GET', url: `/product/${id}?lng=${lng}`, headers: { accept: 'text/html' } })).body;
        const title = decode(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
        const description = decode(/<meta name="description" content="([^"]*)"/.exec(body)?.[1] ?? '');
        expect(title).not.toBe('');
        titles.set(title, [...(titles.get(title) ?? []), id]);
        descriptions.set(description, [...(descriptions.get(description) ?? []), id]);
      }
      expect({ lng, shared: shared(titles) }).toEqual({ lng, shared: [] });
      expect({ lng, shared: shared(descriptions) }).toEqual({ lng, shared: [] });
    }
  }, 300_000);
});
