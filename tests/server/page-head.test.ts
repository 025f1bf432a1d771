// What a page's head tells search engines and link previews (issue 19), read in the server's HTML as
// a crawler reads it: every public page, in both languages, has its own title and description in its
// language, its canonical URL and its hreflang set, its Open Graph card; product pages carry a
// Product whose price, currency and availability are the page's; trails and the store's own data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailsWire } from '../../src/infrastructure/catalogue/catalogue-contract';
import { products } from '../../server/src/db/schema.js';
import { routeEntries } from '../../src/application/frame/route-table';
import { render } from '../../src/ui/server/entry-server';
import { createTestApp, type TestApp } from './support/test-app.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';

const ORIGIN = 'https://dukkan.example';
const INDEX =
  '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <meta name="description" content="Dukkan — shop online." />\n    <title>Dukkan</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

let dir = '';
let t: TestApp;
let ids: { product: number; category: number; parentCategory: number; brand: number };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dukkan-head-'));
  const dist = join(dir, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  const routes = routeEntries().map(([, route]) => ({ path: route.path, signIn: route.signIn, files: [] }));
  writeFileSync(join(dist, 'route-chunks.json'), JSON.stringify({ routes }));
  t = await createTestApp({
    seed: SMALL_CATALOGUE,
    config: { catalogueListCacheSeconds: 0, publicUrl: ORIGIN },
    staticSite: { distDir: dist, renderer: { render }, renderBudgetMs: 30_000 },
  });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=1&inStock=true' })).json() as {
    productsReturned: { products: { id: number; categoryId: number; brand: { id: number } }[] };
  };
  const first = listed.productsReturned.products[0];
  if (first === undefined) throw new Error('seed lists no product');
  const categories = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json() as { categoriesReturned: { categories: { id: number; isParent: boolean; visible: boolean | null }[] } };
  const parent = categories.categoriesReturned.categories.find((category) => category.isParent && category.visible !== false);
  if (parent === undefined) throw new Error('seed has no parent category');
  ids = { product: first.id, category: first.categoryId, parentCategory: parent.id, brand: first.brand.id };
}, 120_000);

afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = async (url: string, headers: Record<string, string> = {}): Promise<string> => {
  const answer = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
  if (answer.statusCode !== 200) throw new Error(`${url} answered ${answer.statusCode}`);
  return answer.body;
};

const attribute = (text: string): string => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"');
const titleOf = (body: string): string => attribute(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '');
const metaOf = (body: string, key: string): string | undefined => {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(body)?.[1];
  return found === undefined ? undefined : attribute(found);
};
const linkOf = (body: string, rel: string, hreflang?: string): string | undefined =>
  new RegExp(`<link rel="${rel}"${hreflang === undefined ? '' : ` hreflang="${hreflang}"`} href="([^"]*)" />`).exec(body)?.[1];
const structured = (body: string): Record<string, unknown>[] =>
  [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => JSON.parse(found[1] ?? 'null') as Record<string, unknown>);
const ARABIC = /[\u0600-\u06FF]/;

/** Every public page a search engine may index: the route table's, with real ids. */
function publicPages(): string[] {
  const skip = new Set(['/emergency', '/home-desktop', '/reset-password', '/verify-email', '/sentry-test']);
  return routeEntries()
    .filter(([, route]) => !route.signIn && !skip.has(route.path))
    .map(([name, route]) =>
      route.path.replace(':id', String(name === 'product' ? ids.product : name === 'brandProducts' ? ids.brand : name === 'category' ? ids.parentCategory : ids.category)),
    );
}

describe('every public page, in both languages', () => {
  it('has its own title and description in its language, its canonical URL and the hreflang set', async () => {
    const seen = { titles: new Map<string, string>(), descriptions: new Map<string, string>() };
    const duplicates: string[] = [];
    const pages = publicPages();
    expect(pages.length).toBeGreaterThan(15);
    for (const path of pages) {
      for (const lng of ['en', 'ar'] as const) {
        const body = await html(`${path}?lng=${lng}`);
        const title = titleOf(body);
        const description = metaOf(body, 'description') ?? '';
        const where = `${path} (${lng})`;
        const canonical = `${ORIGIN}${path}?lng=${lng}`;
        if (seen.titles.has(title)) duplicates.push(`${where} has the title of ${seen.titles.get(title)}`);
        if (seen.descriptions.has(description)) duplicates.push(`${where} has the description of ${seen.descriptions.get(description)}`);
        seen.titles.set(title, where);
        seen.descriptions.set(description, where);
        expect({
          where,
          drawn: title !== 'Dukkan' && description !== 'Dukkan — shop online.',
          titleInItsLanguage: ARABIC.test(title) === (lng === 'ar'),
          descriptionInItsLanguage: ARABIC.test(description) === (lng === 'ar'),
          canonical: linkOf(body, 'canonical'),
          en: linkOf(body, 'alternate', 'en'),
          ar: linkOf(body, 'alternate', 'ar'),
          xDefault: linkOf(body, 'alternate', 'x-default'),
          ogTitle: metaOf(body, 'og:title'),
          ogDescription: metaOf(body, 'og:description'),
          ogUrl: metaOf(body, 'og:url'),
          ogImage: /^https:\/\/dukkan\.example\/og\/[a-z/0-9]+\.png$/.test(metaOf(body, 'og:image') ?? ''),
          card: metaOf(body, 'twitter:card'),
        }).toEqual({
          where,
          drawn: true,
          titleInItsLanguage: true,
          descriptionInItsLanguage: true,
          canonical,
          en: `${ORIGIN}${path}?lng=en`,
          ar: `${ORIGIN}${path}?lng=ar`,
          xDefault: `${ORIGIN}${path}`,
          ogTitle: title,
          ogDescription: description,
          ogUrl: canonical,
          ogImage: true,
          card: 'summary_large_image',
        });
      }
    }
    expect(duplicates).toEqual([]);
  }, 120_000);

  it('asked without a language, a page is the x-default and names itself, not a language version', async () => {
    const body = await html(`/product/${ids.product}`, { 'accept-language': 'ar' });
    expect(linkOf(body, 'canonical')).toBe(`${ORIGIN}/product/${ids.product}`);
    expect(linkOf(body, 'alternate', 'x-default')).toBe(`${ORIGIN}/product/${ids.product}`);
    expect(metaOf(body, 'og:url')).toBe(`${ORIGIN}/product/${ids.product}`);
  });

  it('a page kept out of search engines names no canonical: a 404, a page behind sign-in', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/no-such-page', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    expect(linkOf(missing.body, 'canonical')).toBeUndefined();
    const cart = await t.app.inject({ method: 'GET', url: '/cart', headers: { accept: 'text/html' } });
    expect(linkOf(cart.body, 'canonical')).toBeUndefined();
  });
});

describe('a product page for search engines', () => {
  it('describes the product from its data: name, brand, price in the shopper currency, availability', async () => {
    const details = (await t.app.inject({ method: 'GET', url: `/api/products/${ids.product}` })).json() as {
      productReturned: ProductDetailsWire;
    };
    const en = await html(`/product/${ids.product}?lng=en`);
    expect(metaOf(en, 'description')).toMatch(new RegExp(`^${escapeRegExp(details.productReturned.titleEN)} from ${escapeRegExp(details.productReturned.brand.nameEN)}, model ${escapeRegExp(details.productReturned.serialNo)}: SYP\\s[\\d,]+, in stock\\.`));
    const ar = await html(`/product/${ids.product}?lng=ar`, { cookie: 'dukkan-country=2' });
    expect(metaOf(ar, 'description')).toMatch(new RegExp(`^${escapeRegExp(details.productReturned.titleAR)} من ${escapeRegExp(details.productReturned.brand.nameAR)}، طراز ${escapeRegExp(details.productReturned.serialNo)}: .*ل\\.ل\\..*، متوفر\\.`));
  });

  it('carries a Product with every required field, priced as the page shows it, in Syrian and in Lebanese pounds', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=6' })).json() as { productsReturned: { products: { id: number }[] } };
    for (const { id } of listed.productsReturned.products) {
      for (const country of [1, 2]) {
        const body = await html(`/product/${id}?lng=en`, { cookie: `dukkan-country=${country}` });
        const product = structured(body).find((data) => data['@type'] === 'Product');
        expect(product).toMatchObject({ '@context': 'https://schema.org', name: expect.any(String), sku: expect.stringMatching(/\S/), image: expect.any(Array) });
        const offers = (Array.isArray(product?.offers) ? product.offers : [product?.offers]) as Record<string, string>[];
        expect(offers.length).toBeGreaterThan(0);
        for (const offer of offers) {
          expect(offer).toMatchObject({ '@type': 'Offer', url: `${ORIGIN}/product/${id}?lng=en`, priceCurrency: country === 1 ? 'SYP' : 'LBP' });
          expect(offer.price).toMatch(/^\d+$/);
          expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
        }
        // The price the page shows first is one of the offers' (whole pounds, digits grouped).
        const shown = /class="price__now[^"]*">(?:<span[^>]*>[^<]*<\/span>)?([^<]+)</.exec(body)?.[1]?.replace(/\D/g, '');
        expect(offers.map((offer) => offer.price)).toContain(shown);
        const trail = structured(body).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] } | undefined;
        expect(trail?.itemListElement.map((step) => step.position)).toEqual([1, 2, 3]);
        expect(trail?.itemListElement.at(-1)?.item).toBe(`${ORIGIN}/product/${id}?lng=en`);
        expect(metaOf(body, 'og:type')).toBe('product');
        expect(metaOf(body, 'og:image')).toBe(`${ORIGIN}/og/product/${id}.png`);
      }
    }
  }, 60_000);

  it('keeps hostile product text inside its JSON-LD', async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ids.product));
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & "quoted"';
    await t.database.db.update(products).set({ titleEn: hostile }).where(eq(products.id, ids.product));
    try {
      const body = await html(`/product/${ids.product}?lng=en`);
      expect(body.match(/<script>alert\(1\)<\/script>/g)).toBeNull();
      const product = structured(body).find((data) => data['@type'] === 'Product');
      expect(product?.name).toBe(hostile);
      expect(metaOf(body, 'og:title')).toContain(hostile);
    } finally {
      await t.database.db.update(products).set({ titleEn: row?.titleEn ?? '' }).where(eq(products.id, ids.product));
    }
  });
});

describe('trails and the store', () => {
  it('category and brand pages carry their trail, in the page language', async () => {
    for (const path of [`/categories/products/${ids.category}`, `/categories/${ids.parentCategory}`, `/brands/products/${ids.brand}`]) {
      const body = await html(`${path}?lng=ar`);
      const trail = structured(body).find((data) => data['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
      expect(trail?.itemListElement[0]).toEqual(expect.objectContaining({ name: 'الرئيسية', item: `${ORIGIN}/?lng=ar` }));
      expect(trail?.itemListElement.at(-1)?.item).toBe(`${ORIGIN}${path}?lng=ar`);
      expect(metaOf(body, 'og:image')).toMatch(/\/og\/(category|brand)\/\d+\.png$/);
    }
  });

  it('the home page is the Organization and the WebSite whose search is the shop', async () => {
    const data = structured(await html('/?lng=en'));
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'Dukkan', url: `${ORIGIN}/` });
    expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: `${ORIGIN}/shop?productName={search_term_string}&lng=en` } },
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
