// Issue 29: the operator's catalogue API (docs/adr/0055). Create a product in both languages and find it
// in the shop and its search; change a variant's price and stock under the version rule (409 when stale, 409
// when the stock moved since); hide a product (gone from lists, search, category and brand pages, sitemaps and
// its page) while a cart and an order holding it keep working; upload a picture checked by its bytes; every
// action in the product's history. On PGlite, and on PostgreSQL with TEST_DATABASE_URL. Who may call these
// operations (401/403 on each) is walked in admin-orders.test.ts over the whole OpenAPI document.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PICTURE_MAX_BYTES, type AdminProductWire, type AdminVariantWire } from '@/infrastructure/admin/admin-catalogue-contract';
import type { ProductDetailsWire } from '@/infrastructure/catalogue/catalogue-contract';
import { addToCart, call, cartOf, checkout, SMALL_CATALOGUE, type OrderWire } from './shop-fixtures.js';
import { createTestApp, SHOPPER, type TestApp } from './support/test-app.js';

const OPERATOR = { email: 'operator@dukkan.test', password: 'Operator123' } as const;
const ORIGIN = 'https://shop.example';

type Variant = AdminVariantWire;
type Product = AdminProductWire;
type ShopProduct = ProductDetailsWire;

let t: TestApp;
let operator: string;
let shopper: string;
let categoryId: number;
let brandId: number;
let serial = 0;

const newProduct = (overrides: Record<string, unknown> = {}) => ({
  titleEn: 'Cedar olive oil soap',
  titleAr: 'صابون زيت الزيتون بالأرز',
  descriptionEn: 'Made in Tripoli.',
  descriptionAr: 'صُنع في طرابلس.',
  categoryId,
  brandId,
  serialNo: `OP-${process.pid}-${(serial += 1)}`,
  variants: [{ color: 'green', variantValue: '200 g', price: '4.50', stock: 12 }],
  ...overrides,
});

const create = async (overrides: Record<string, unknown> = {}): Promise<Product> => {
  const response = await call(t, operator, 'POST', '/api/admin/catalogue/products', newProduct(overrides));
  expect(response.statusCode, `${response.body}`).toBe(201);
  return (response.json() as { product: Product }).product;
};
const adminProduct = async (id: number): Promise<Product> => {
  const response = await call(t, operator, 'GET', `/api/admin/catalogue/products/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { product: Product }).product;
};
const shopProduct = async (id: number) => t.app.inject({ method: 'GET', url: `/api/products/${id}` });
const listed = async (query: string): Promise<number[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/products?pageSize=100&${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json() as { productsReturned: { products: { id: number }[] } }).productsReturned.products.map((p) => p.id);
};
/** The shop's lists are cached until the database announces a change (ADR 0021): ask until it shows. */
const eventually = (check: () => Promise<unknown>, expected: unknown) => expect.poll(check, { timeout: 3_000, interval: 50 }).toEqual(expected);

beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE, config: { publicUrl: `${ORIGIN}/` } });
  operator = await t.login(OPERATOR.email, OPERATOR.password);
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  const choices = (await call(t, operator, 'GET', '/api/admin/catalogue/choices')).json() as { categories: { id: number; parentCategoryId: number | null }[]; brands: { id: number }[] };
  categoryId = choices.categories.find((category) => category.parentCategoryId !== null)?.id ?? 0;
  brandId = choices.brands[0]?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('creating a product', () => {
  test('in both languages, with variants: it is in the shop, its search (either language) and its category at once, and in its history', async () => {
    const product = await create({
      variants: [
        { color: 'green', variantValue: '200 g', price: '4.50', stock: 12 },
        { color: null, variantValue: '500 g', price: '9.00', discountPrice: '1.50', stock: 0 },
      ],
    });
    expect(product).toMatchObject({ titleEn: 'Cedar olive oil soap', titleAr: 'صابون زيت الزيتون بالأرز', descriptionAr: 'صُنع في طرابلس.', hidden: false, version: 0, categoryId, brandId });
    expect(product.variants.map((v) => [v.color, v.variantValue, v.price, v.discountPrice, v.stock])).toEqual([
      ['green', '200 g', '4.50', null, 12],
      [null, '500 g', '9.00', '1.50', 0],
    ]);
    expect(product.history).toEqual([expect.objectContaining({ action: 'create', actorEmail: OPERATOR.email, before: {} })]);
    expect(product.history[0]?.after).toMatchObject({ titleEn: 'Cedar olive oil soap', serialNo: product.serialNo });

    const shop = await shopProduct(product.id);
    expect(shop.statusCode).toBe(200);
    expect((shop.json() as { productReturned: ShopProduct }).productReturned).toMatchObject({ titleEN: 'Cedar olive oil soap', titleAR: 'صابون زيت الزيتون بالأرز', price: 4.5 });
    await eventually(async () => (await listed(`productName=${encodeURIComponent('cedar soap')}`)).includes(product.id), true);
    // Arabic search folds the spellings: taa marbuta, alef forms (the normaliser of the shop's search).
    expect(await listed(`productName=${encodeURIComponent('صابون الارز')}`)).toContain(product.id);
    expect(await listed(`categoryId=${categoryId}`)).toContain(product.id);
  });

  test('bad input is a 400 naming the field; a serial number in use is a 409 naming serialNo', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titleAr: '   ' }, 'titleAr'],
      [{ titleEn: 'x'.repeat(201) }, 'titleEn'],
      [{ categoryId: 0 }, 'categoryId'],
      [{ categoryId: 999_999 }, 'categoryId'],
      [{ brandId: 999_999 }, 'brandId'],
      [{ variants: [] }, 'variants'],
      [{ variants: [{ price: 'abc', stock: 1 }] }, 'variants.0.price'],
      [{ variants: [{ price: '-1', stock: 1 }] }, 'variants.0.price'],
      [{ variants: [{ price: '1.999', stock: 1 }] }, 'variants.0.price'],
      [{ variants: [{ price: '5', stock: -1 }] }, 'variants.0.stock'],
      [{ variants: [{ price: '5', discountPrice: '5', stock: 1 }] }, 'variants.0.discountPrice'],
      [{ extra: true }, 'extra'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(t, operator, 'POST', '/api/admin/catalogue/products', newProduct(overrides));
      expect(response.statusCode, `${JSON.stringify(overrides)}`).toBe(400);
      expect(response.json(), `${JSON.stringify(overrides)}`).toMatchObject({ code: expect.any(String), message: expect.any(String), field });
    }
    const first = await create();
    const again = await call(t, operator, 'POST', '/api/admin/catalogue/products', newProduct({ serialNo: first.serialNo.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SERIAL_NO_TAKEN', field: 'serialNo' });
  });
});

describe("a variant's price and stock", () => {
  test("the operator's change is what the shopper's product page and lists show; the history keeps before and after", async () => {
    const product = await create();
    const variant = product.variants[0] as Variant;
    await eventually(async () => (await listed(`serialNo=${product.serialNo}`)).length, 1);
    const changed = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}/variants/${variant.id}`, { version: 0, price: '6.25', stock: 30, stockWas: 12 });
    expect(changed.statusCode, `${changed.body}`).toBe(200);
    const after = (changed.json() as { product: Product }).product;
    expect(after.version).toBe(1);
    expect(after.variants[0]).toMatchObject({ price: '6.25', stock: 30 });
    expect(after.history.at(-1)).toMatchObject({ action: 'variant', actorEmail: OPERATOR.email, before: { variantId: variant.id, price: '4.50', stock: 12 }, after: { variantId: variant.id, price: '6.25', stock: 30 } });

    const shop = (await shopProduct(product.id)).json() as { productReturned: ShopProduct };
    expect(shop.productReturned.variants[0]).toMatchObject({ price: 6.25, stock: 30 });
    const listPrice = async () => {
      const body = (await t.app.inject({ method: 'GET', url: `/api/products?serialNo=${product.serialNo}` })).json() as { productsReturned: { products: { price: number }[] } };
      return body.productsReturned.products[0]?.price;
    };
    await eventually(listPrice, 6.25);

    const discounted = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}/variants/${variant.id}`, { version: 1, discountPrice: '1.25' });
    expect(discounted.statusCode).toBe(200);
    expect(((await shopProduct(product.id)).json() as { productReturned: { variants: { priceWithDiscount: number | null }[] } }).productReturned.variants[0]?.priceWithDiscount).toBe(5);
  });

  test('two operators: the second, acting on what she saw, gets 409 PRODUCT_CHANGED with the product as it is now, and nothing is overwritten', async () => {
    const product = await create();
    const variant = product.variants[0] as Variant;
    const url = `/api/admin/catalogue/products/${product.id}/variants/${variant.id}`;
    const first = await call(t, operator, 'PATCH', url, { version: 0, price: '7.00' });
    expect(first.statusCode).toBe(200);
    const second = await call(t, operator, 'PATCH', url, { version: 0, price: '8.00' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'PRODUCT_CHANGED', product: { id: product.id, version: 1, variants: [{ price: '7.00' }] } });
    const edit = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}`, { version: 0, titleEn: 'Stale title' });
    expect(edit.statusCode).toBe(409);
    expect((await adminProduct(product.id)).titleEn).toBe('Cedar olive oil soap');
  });

  test('a stock change carries the stock the operator saw: a checkout in between is 409 STOCK_CHANGED, never lost', async () => {
    const product = await create();
    const variant = product.variants[0] as Variant;
    await addToCart(t, shopper, variant.id, 2);
    const placed = await checkout(t, shopper);
    expect(placed.statusCode, `${placed.body}`).toBe(201);
    const url = `/api/admin/catalogue/products/${product.id}/variants/${variant.id}`;
    const stale = await call(t, operator, 'PATCH', url, { version: 0, stock: 20, stockWas: 12 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STOCK_CHANGED', field: 'stock', product: { variants: [{ stock: 10 }] } });
    expect((await call(t, operator, 'PATCH', url, { version: 0, stock: 20, stockWas: 10 })).statusCode).toBe(200);
    expect((await adminProduct(product.id)).variants[0]?.stock).toBe(20);
  });

  test('bad input is a 400 naming the field; an unknown variant or product is a 404', async () => {
    const product = await create();
    const url = `/api/admin/catalogue/products/${product.id}/variants/${product.variants[0]?.id}`;
    for (const [body, field] of [
      [{ version: 0, stock: 3 }, 'stockWas'],
      [{ version: 0, stockWas: 3 }, 'stockWas'],
      [{ version: 0, price: '12.345' }, 'price'],
      [{ version: 0, stock: 2.5, stockWas: 12 }, 'stock'],
      [{ version: 0, discountPrice: '4.50' }, 'discountPrice'],
      [{ price: '3' }, 'version'],
    ] as const) {
      const response = await call(t, operator, 'PATCH', url, body);
      expect(response.statusCode, `${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ field });
    }
    expect((await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}/variants/1`, { version: 0, price: '3' })).statusCode).toBe(404);
    expect((await call(t, operator, 'PATCH', '/api/admin/catalogue/products/2147483647', { version: 0, titleEn: 'x' })).statusCode).toBe(404);
  });

  test('a variant can be added, and names, descriptions, category and brand edited, each recorded', async () => {
    const product = await create();
    const added = await call(t, operator, 'POST', `/api/admin/catalogue/products/${product.id}/variants`, { version: 0, color: 'white', variantValue: '1 kg', price: '15', stock: 4 });
    expect(added.statusCode, `${added.body}`).toBe(200);
    expect((added.json() as { product: Product }).product.variants.map((v) => v.variantValue)).toEqual(['200 g', '1 kg']);
    const edited = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}`, { version: 1, titleEn: 'Laurel soap', titleAr: 'صابون الغار', descriptionEn: 'From Aleppo.' });
    expect(edited.statusCode).toBe(200);
    const now = (edited.json() as { product: Product }).product;
    expect(now).toMatchObject({ titleEn: 'Laurel soap', titleAr: 'صابون الغار', descriptionEn: 'From Aleppo.', version: 2 });
    expect(now.history.map((event) => event.action)).toEqual(['create', 'add-variant', 'edit']);
    expect(now.history[2]).toMatchObject({ before: { titleEn: 'Cedar olive oil soap', titleAr: 'صابون زيت الزيتون بالأرز', descriptionEn: 'Made in Tripoli.' }, after: { titleEn: 'Laurel soap', titleAr: 'صابون الغار', descriptionEn: 'From Aleppo.' } });
    await eventually(async () => (await listed(`productName=${encodeURIComponent('صابون الغار')}`)).includes(product.id), true);
  });
});

describe('hiding a product', () => {
  test('it leaves the lists, search, category and brand pages, sitemaps and its page; carts and orders holding it keep working; shown again, it is back', async () => {
    const product = await create();
    const variant = product.variants[0] as Variant;
    await eventually(async () => (await listed(`serialNo=${product.serialNo}`)).length, 1);
    const sitemap = async () => (await t.app.inject({ method: 'GET', url: '/sitemaps/products-1.xml' })).body.includes(`/product/${product.id}?lng=en`);
    await eventually(sitemap, true);
    await addToCart(t, shopper, variant.id, 1);

    const hidden = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}`, { version: 0, hidden: true });
    expect(hidden.statusCode).toBe(200);
    expect((hidden.json() as { product: Product }).product.history.at(-1)).toMatchObject({ action: 'hide', before: { hidden: false }, after: { hidden: true } });

    expect((await shopProduct(product.id)).statusCode).toBe(404);
    await eventually(async () => (await listed(`serialNo=${product.serialNo}`)).length, 0);
    expect(await listed(`productName=${encodeURIComponent('cedar soap')}`)).not.toContain(product.id);
    expect(await listed(`categoryId=${categoryId}`)).not.toContain(product.id);
    const brandPage = (await t.app.inject({ method: 'GET', url: `/api/brands/products/${brandId}?pageSize=100` })).json() as { productsReturned: { products: { id: number }[] } };
    expect(brandPage.productsReturned.products.map((p) => p.id)).not.toContain(product.id);
    await eventually(sitemap, false);

    // The shopper's cart keeps the line, and she can still buy what she put in it.
    expect((await cartOf(t, shopper)).cartItems.map((item) => item.productDetailId)).toContain(variant.id);
    const order = await checkout(t, shopper);
    expect(order.statusCode, `${order.body}`).toBe(201);
    const orderId = (order.json() as { orderReturned: OrderWire }).orderReturned.id;
    const mine = await call(t, shopper, 'GET', `/api/orders/${orderId}`);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { orderReturned: OrderWire }).orderReturned.items.map((item) => item.productDetailId)).toContain(variant.id);

    // The console still lists and opens it, marked hidden.
    const rows = (await call(t, operator, 'GET', `/api/admin/catalogue/products?q=${product.serialNo}`)).json() as { products: { id: number; hidden: boolean }[] };
    expect(rows.products).toEqual([expect.objectContaining({ id: product.id, hidden: true })]);

    const shown = await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${product.id}`, { version: 1, hidden: false });
    expect((shown.json() as { product: Product }).product.history.at(-1)).toMatchObject({ action: 'show' });
    expect((await shopProduct(product.id)).statusCode).toBe(200);
    await eventually(async () => (await listed(`serialNo=${product.serialNo}`)).length, 1);
    await eventually(sitemap, true);
  });
});

// A 1×1 PNG, a tiny JPEG header and a WebP header: what the server reads is the bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('pictures', () => {
  test('a PNG is stored, first in the variant, served with its type for a year, and in the shop and the history', async () => {
    const product = await create();
    const variant = product.variants[0] as Variant;
    const response = await call(t, operator, 'POST', `/api/admin/catalogue/products/${product.id}/variants/${variant.id}/pictures`, { version: 0, dataUrl: dataUrl('image/png', PNG) });
    expect(response.statusCode, `${response.body}`).toBe(200);
    const after = (response.json() as { product: Product }).product;
    const path = after.variants[0]?.images[0] ?? '';
    expect(path).toMatch(/^\/images\/uploads\/\d+-[0-9a-f]{16}\.png$/);
    expect(after.history.at(-1)).toMatchObject({ action: 'picture', after: { contentType: 'image/png', bytes: PNG.length } });
    const served = await t.app.inject({ method: 'GET', url: path });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(((await shopProduct(product.id)).json() as { productReturned: ShopProduct }).productReturned.variants[0]?.images[0]).toBe(path);
    // Another hash or extension names no picture.
    expect((await t.app.inject({ method: 'GET', url: path.replace(/-[0-9a-f]{16}/, '-0000000000000000') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path.replace('.png', '.jpg') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/images/uploads/..%2Fpackage.json' })).statusCode).toBe(400);
  });

  test('the type is read from the bytes: a text file called a PNG, an SVG or a GIF is a 400 BAD_PICTURE naming dataUrl; too big is refused', async () => {
    const product = await create();
    const url = `/api/admin/catalogue/products/${product.id}/variants/${product.variants[0]?.id}/pictures`;
    for (const bytes of [Buffer.from('not a picture at all'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF89a\x01\x00\x01\x00')]) {
      const response = await call(t, operator, 'POST', url, { version: 0, dataUrl: dataUrl('image/png', bytes) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_PICTURE', field: 'dataUrl' });
    }
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
    const accepted = await call(t, operator, 'POST', url, { version: 0, dataUrl: dataUrl('application/octet-stream', jpeg) });
    expect(accepted.statusCode, `${accepted.body}`).toBe(200);
    expect((accepted.json() as { product: Product }).product.variants[0]?.images[0]).toMatch(/\.jpg$/);

    const big = Buffer.concat([PNG, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const tooBig = await call(t, operator, 'POST', url, { version: 1, dataUrl: dataUrl('image/png', big) });
    expect([400, 413]).toContain(tooBig.statusCode);
    expect(tooBig.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect((await adminProduct(product.id)).variants[0]?.images).toHaveLength(1);
  });
});

describe('the console list', () => {
  test('newest first, paged, searched by name in either language, serial or number, hidden ones marked and filterable', async () => {
    const a = await create({ titleEn: 'Pistachio halva', titleAr: 'حلاوة بالفستق' });
    const b = await create({ titleEn: 'Rose water', titleAr: 'ماء الورد' });
    await call(t, operator, 'PATCH', `/api/admin/catalogue/products/${a.id}`, { version: 0, hidden: true });
    const page = (await call(t, operator, 'GET', '/api/admin/catalogue/products?pageSize=2')).json() as { products: { id: number }[]; total: number };
    expect(page.products.map((p) => p.id)).toEqual([b.id, a.id]);
    expect(page.total).toBeGreaterThan(24);
    const search = async (query: string) => ((await call(t, operator, 'GET', `/api/admin/catalogue/products?${query}`)).json() as { products: { id: number; hidden: boolean; stock: number; variantCount: number }[] }).products;
    expect((await search(`q=${encodeURIComponent('حلاوه')}`)).map((p) => [p.id, p.hidden])).toEqual([[a.id, true]]);
    expect((await search('q=rose%20WATER')).map((p) => p.id)).toEqual([b.id]);
    expect((await search(`q=${b.serialNo}`)).map((p) => p.id)).toEqual([b.id]);
    expect((await search(`q=${b.id}`)).map((p) => p.id)).toContain(b.id);
    expect((await search('hidden=true')).map((p) => p.id)).toContain(a.id);
    expect((await search('hidden=false')).map((p) => p.id)).not.toContain(a.id);
    expect((await search(`q=${b.serialNo}`))[0]).toMatchObject({ stock: 12, variantCount: 1 });
    const bad = await call(t, operator, 'GET', '/api/admin/catalogue/products?pageSize=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'pageSize' });
  });
});
