// Link previews (issue 19): /og/product/{id}.png, /og/category/{id}.png, /og/brand/{id}.png and
// /og/site.png are 1200 x 630 PNGs drawn from the catalogue's own pictures; unknown and hidden ids
// answer 404; the answer carries a long Cache-Control and an ETag, revalidates with 304, and a
// picture is rendered once however often it is asked.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories, products } from '../../server/src/db/schema.js';
import { LinkPreviews, pictureSvg, previewEtag, previewSvg } from '../../server/src/images/link-preview.js';
import { insertProducts } from '../../server/src/seed/catalogue.js';
import { SMALL_CATALOGUE } from './shop-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let t: TestApp;
let visible: { product: number; category: number; brand: number };
let hidden: { product: number; category: number };
let noPicture = 0;

/** Width and height from the PNG's IHDR chunk (bytes 16-23), after checking the signature and the chunk's name. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGB of the first pixel row's first pixel is not readable without inflating; the IHDR's colour type is. */
const colourType = (png: Buffer): number => png.readUInt8(25);

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  const db = t.database.db;
  const rows = await db.select().from(categories);
  const isHidden = (id: number | null): boolean => {
    const row = rows.find((r) => r.id === id);
    return row !== undefined && (row.visible === false || isHidden(row.parentCategoryId));
  };
  const all = await db.select().from(products);
  const shown = all.find((row) => !isHidden(row.categoryId));
  const hiddenProduct = all.find((row) => isHidden(row.categoryId));
  const hiddenCategory = rows.find((row) => isHidden(row.id));
  const [brand] = await db.select().from(brands).limit(1);
  if (!shown || !hiddenProduct || !hiddenCategory || !brand) throw new Error('fixture');
  visible = { product: shown.id, category: shown.categoryId, brand: brand.id };
  hidden = { product: hiddenProduct.id, category: hiddenCategory.id };
  // A listed product without a picture of its own: the store's preview stands in.
  await insertProducts(db, [
    {
      titleEn: 'Plain box',
      titleAr: 'علبة',
      descriptionEn: '',
      descriptionAr: '',
      brandId: brand.id,
      categoryId: shown.categoryId,
      serialNo: 'OG-PLAIN-1',
      arrivalDate: '2025-03-01',
      variants: [{ color: null, variantValue: null, price: '3.00', discountPrice: null, stock: 1, images: [] }],
    },
  ]);
  const [plain] = await db.select().from(products).where(eq(products.serialNo, 'OG-PLAIN-1'));
  noPicture = plain?.id ?? 0;
});

afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('link previews', () => {
  it('answers a 1200 x 630 PNG for a listed product, category and brand, and for the site', async () => {
    for (const url of [`/og/product/${visible.product}.png`, `/og/category/${visible.category}.png`, `/og/brand/${visible.brand}.png`, '/og/site.png']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toBe('image/png');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
      expect([2, 6]).toContain(colourType(response.rawPayload));
      expect(response.rawPayload.length).toBeGreaterThan(2_000);
      expect(response.rawPayload.length).toBeLessThan(300_000);
    }
  });

  it('draws the product from its first picture, and the store when it has none', async () => {
    const product = (await get(`/og/product/${visible.product}.png`)).rawPayload;
    const other = (await get(`/og/category/${visible.category}.png`)).rawPayload;
    const site = (await get('/og/site.png')).rawPayload;
    expect(product.equals(other)).toBe(false);
    expect(product.equals(site)).toBe(false);
    const plain = await get(`/og/product/${noPicture}.png`);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.equals(site)).toBe(true);
  });

  it('answers 404 for an unknown or hidden id, and for a name that is not an id', async () => {
    for (const url of [
      '/og/product/987654.png',
      `/og/product/${hidden.product}.png`,
      '/og/category/987654.png',
      `/og/category/${hidden.category}.png`,
      '/og/brand/987654.png',
      `/og/product/${visible.product}.jpg`,
      `/og/product/${visible.product}`,
      '/og/product/abc.png',
      '/og/product/0.png',
      '/og/product/99999999999999999999.png',
      '/og/shop.png',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });

  it('carries a long Cache-Control and an ETag, and answers 304 to it without drawing again', async () => {
    const url = `/og/brand/${visible.brand}.png`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    // Other sites and web chat clients may show it; the rest of the security headers stay.
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"og\d+-[\w-]+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 to a revalidation without drawing: the ETag follows from the picture path alone', async () => {
    const fresh = await createTestApp({ seed: SMALL_CATALOGUE });
    try {
      const [brand] = await fresh.database.db.select().from(brands).limit(1);
      const url = `/og/brand/${brand?.id}.png`;
      const revalidated = await fresh.app.inject({ method: 'GET', url, headers: { 'if-none-match': previewEtag(brand?.logo ?? '') } });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(previewEtag(brand?.logo ?? ''));
      expect((await fresh.app.inject({ method: 'GET', url })).headers.etag).toBe(previewEtag(brand?.logo ?? ''));
    } finally {
      await fresh.close();
    }
  });

  it('answers HEAD with the headers alone', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/og/site.png' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.rawPayload.length).toBe(0);
  });
});

describe('the preview cache', () => {
  it('renders a picture once for concurrent and later asks, and keeps at most its bound', async () => {
    const previews = new LinkPreviews(2);
    const paths = ['/images/categories/electronics.svg', '/images/brands/apple.svg', '/images/brands/samsung.svg'].filter((path) => pictureSvg(path) !== null);
    expect(paths).toHaveLength(3);
    const [a, b] = await Promise.all([previews.get(paths[0] ?? ''), previews.get(paths[0] ?? '')]);
    expect(a).toBe(b);
    expect(previews.renders).toBe(1);
    await previews.get(paths[0] ?? '');
    expect(previews.renders).toBe(1);
    await previews.get(paths[1] ?? '');
    await previews.get(paths[2] ?? '');
    expect(previews.size).toBe(2);
    // The oldest was let go: asked again, it is drawn again.
    await previews.get(paths[0] ?? '');
    expect(previews.renders).toBe(4);
    expect(await previews.get('/images/products/nowhere/none.svg')).toBeNull();
  });

  it('letterboxes the square picture on its own background', () => {
    const svg = previewSvg(pictureSvg('/images/brands/apple.svg') ?? '');
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain('<rect width="1200" height="630" fill="#0f172a"/>');
    expect(svg).toContain('<svg x="285" y="0" width="630" height="630" viewBox="0 0 400 400">');
  });
});
