// Spec §7 reference calls: countries, contact info, currencies, categories.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { categories, contactInfo, products, brands } from '../../server/src/db/schema.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // These tests rewrite the rows between reads; the short server cache is tested in reference-cache.test.ts.
  t = await createTestApp({ config: { referenceCacheSeconds: 0 } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/countries', () => {
  test('lists Syria and Lebanon with flags and their delivery rule (issue 26), in English by default', async () => {
    const response = await get('/api/countries');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      countriesReturned: [
        { id: 1, name: 'Syria', flag: 'sy', delivery: { fee: 2, freeFrom: 50 } },
        { id: 2, name: 'Lebanon', flag: 'lb', delivery: { fee: 4, freeFrom: 75 } },
      ],
    });
  });

  test('names follow ?lang=ar, then Accept-Language', async () => {
    const byQuery = (await get('/api/countries?lang=ar')).json();
    const byHeader = (await get('/api/countries', { 'accept-language': 'ar-SY,ar;q=0.9,en;q=0.5' })).json();
    const queryWins = (await get('/api/countries?lang=en', { 'accept-language': 'ar' })).json();
    expect(byQuery.countriesReturned.map((c: { name: string }) => c.name)).toEqual(['سوريا', 'لبنان']);
    expect(byHeader).toEqual(byQuery);
    expect(queryWins.countriesReturned[0].name).toBe('Syria');
  });

  test('an unknown language is a 400 naming lang', async () => {
    const response = await get('/api/countries?lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'lang' });
  });
});

describe('GET /api/contactInfo', () => {
  test('answers recordReturned with the address in the request language', async () => {
    const en = await get('/api/contactInfo');
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({
      recordReturned: { phoneCall: '+963 11 234 5678', email: 'support@dukkan.test', address: 'Al-Hamra Street 12, Damascus, Syria' },
    });
    expect((await get('/api/contactInfo?lang=ar')).json().recordReturned.address).toBe('شارع الحمراء 12، دمشق، سوريا');
  });

  test('leaves address out when there is none', async () => {
    await t.database.db.update(contactInfo).set({ addressEn: null, addressAr: null }).where(eq(contactInfo.countryId, 1));
    const body = (await get('/api/contactInfo')).json();
    expect(body.recordReturned).not.toHaveProperty('address');
    await t.database.db
      .update(contactInfo)
      .set({ addressEn: 'Al-Hamra Street 12, Damascus, Syria', addressAr: 'شارع الحمراء 12، دمشق، سوريا' })
      .where(eq(contactInfo.countryId, 1));
  });

  test("answers the shopper's country's details (issue 26): Beirut and a +961 number for Lebanon, by ?country or the page's cookie", async () => {
    const lebanon = { phoneCall: '+9611345678', email: 'support.lb@dukkan.test', address: 'Hamra Street 45, Beirut, Lebanon' };
    expect((await get('/api/contactInfo?country=2')).json()).toEqual({ recordReturned: lebanon });
    expect((await get('/api/contactInfo?country=2&lang=ar')).json().recordReturned.address).toBe('شارع الحمرا 45، بيروت، لبنان');
    const byCookie = await get('/api/contactInfo', { cookie: 'dukkan-country=2' });
    expect(byCookie.json()).toEqual({ recordReturned: lebanon });
    expect(byCookie.headers.vary).toContain('cookie');
    expect((await get('/api/contactInfo?country=1', { cookie: 'dukkan-country=2' })).json().recordReturned.phoneCall).toBe('+963 11 234 5678');
  });

  test('a country the store does not serve is refused with 400 naming the field', async () => {
    const answer = await get('/api/contactInfo?country=7');
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('country');
  });
});

describe('GET /api/currencies/:id', () => {
  test('currency 1 is the Syrian pound with its rate per USD, its display step and its cash step (issue 26)', async () => {
    const response = await get('/api/currencies/1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ currencyReturned: { id: 1, name: 'Syrian pound', code: 'SYP', excRate: 13000, displayStep: 100, cashStep: 1000 } });
    expect((await get('/api/currencies/2?lang=ar')).json().currencyReturned).toEqual({
      id: 2,
      name: 'ليرة لبنانية',
      code: 'LBP',
      excRate: 89500,
      displayStep: 1000,
      cashStep: 5000,
    });
    expect((await get('/api/currencies/3')).json().currencyReturned).toMatchObject({ code: 'USD', excRate: 1, displayStep: 0.01, cashStep: 0.01 });
  });

  test('an unknown id is 404, a malformed one 400 naming id', async () => {
    const missing = await get('/api/currencies/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    for (const bad of ['abc', '0', '-1', '1.5']) {
      const response = await get(`/api/currencies/${bad}`);
      expect({ bad, status: response.statusCode, body: response.json() }).toMatchObject({
        bad,
        status: 400,
        body: { code: 'VALIDATION_FAILED', field: 'id' },
      });
    }
  });
});

describe('GET /api/categories', () => {
  test('404 "no categories" before any exist', async () => {
    const response = await get('/api/categories?pageNo=1&pageSize=500');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('answers every category, hidden ones too, with counts, order and wire names', async () => {
    const db = t.database.db;
    const [parent] = await db
      .insert(categories)
      .values({ titleEn: 'Phones', titleAr: 'هواتف', image: '/images/categories/phones.svg', isParent: true, sortOrder: 2, visible: true })
      .returning();
    const [first] = await db
      .insert(categories)
      .values({ titleEn: 'Home', titleAr: 'المنزل', isParent: true, sortOrder: 1, visible: null })
      .returning();
    if (!parent || !first) throw new Error('fixture');
    const [child] = await db
      .insert(categories)
      .values({ titleEn: 'Cases', titleAr: 'أغطية', parentCategoryId: parent.id, sortOrder: null, visible: false })
      .returning();
    if (!child) throw new Error('fixture');
    const [brand] = await db.insert(brands).values({ nameEn: 'Acme', nameAr: 'أكمي' }).returning();
    if (!brand) throw new Error('fixture');
    await db.insert(products).values([
      { titleEn: 'Phone', titleAr: 'هاتف', brandId: brand.id, categoryId: parent.id, serialNo: 'P-1', arrivalDate: '2025-01-01' },
      { titleEn: 'Case', titleAr: 'غطاء', brandId: brand.id, categoryId: child.id, serialNo: 'C-1', arrivalDate: '2025-01-01' },
      { titleEn: 'Case 2', titleAr: 'غطاء ٢', brandId: brand.id, categoryId: child.id, serialNo: 'C-2', arrivalDate: '2025-01-01' },
    ]);

    const response = await get('/api/categories?pageNo=1&pageSize=500');
    expect(response.statusCode).toBe(200);
    const { categories: list, totalCount } = response.json().categoriesReturned;
    expect(totalCount).toBe(3);
    expect(list.map((c: { titleEN: string }) => c.titleEN)).toEqual(['Home', 'Phones', 'Cases']);
    expect(list[1]).toEqual({
      id: parent.id,
      titleEN: 'Phones',
      titleAR: 'هواتف',
      image: '/images/categories/phones.svg',
      isParent: true,
      parentCategory: null,
      productsCount: 3,
      sortOrder: 2,
      visible: true,
    });
    expect(list[2]).toMatchObject({ parentCategory: parent.id, productsCount: 2, sortOrder: null, visible: false, isParent: false });
    expect(list[0]).toMatchObject({ visible: null, productsCount: 0 });
  });

  test('pages with pageNo and pageSize; defaults when absent', async () => {
    const page2 = (await get('/api/categories?pageNo=2&pageSize=2')).json().categoriesReturned;
    expect(page2.categories).toHaveLength(1);
    expect(page2.totalCount).toBe(3);
    expect((await get('/api/categories')).json().categoriesReturned.categories).toHaveLength(3);
    expect((await get('/api/categories?pageNo=9&pageSize=2')).statusCode).toBe(404);
  });

  test.each([
    ['pageSize=501', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageNo=0', 'pageNo'],
    ['pageNo=x', 'pageNo'],
  ])('%s is a 400 naming %s', async (query, field) => {
    const response = await get(`/api/categories?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
  });
});
