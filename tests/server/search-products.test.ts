// Arabic-aware search through GET /api/products: products are stored in one spelling and found
// with another (alef forms, taa marbuta, alef maqsura, diacritics, tatweel, digits, case).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, categories } from '../../server/src/db/schema.js';
import { insertProducts, seedCatalogue, type NewProduct } from '../../server/src/seed/catalogue.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { now, productsPage, TODAY } from './catalogue-fixtures.js';

let t: TestApp;

const FIXTURES: { serialNo: string; titleEn: string; titleAr: string }[] = [
  { serialNo: 'FX-0001', titleEn: 'Copper jug', titleAr: 'إبريق نحاسي' },
  { serialNo: 'FX-0002', titleEn: 'Red scarf', titleAr: 'وشاح أحمر' },
  { serialNo: 'FX-0003', titleEn: 'Tool kit', titleAr: 'آلة حاسبة علمية' },
  { serialNo: 'FX-0004', titleEn: 'Old Damascus coffee', titleAr: 'قهوة الشام القديمة' },
  { serialNo: 'FX-0005', titleEn: 'Sesame brittle', titleAr: 'حلوى السمسم' },
  { serialNo: 'FX-0006', titleEn: 'Vowelled bag', titleAr: 'حَقِيبَةٌ جِلْدِيَّةٌ' },
  { serialNo: 'FX-0007', titleEn: 'Stretched tea', titleAr: 'شـــاي أخضر' },
  { serialNo: 'FX-0008', titleEn: 'Wasla lantern', titleAr: 'ٱلفانوس المضيء' },
  { serialNo: 'FX-0009', titleEn: 'Discount 50% pack', titleAr: 'عرض ٥٠٪' },
  { serialNo: 'FX-0010', titleEn: 'Under_score mug', titleAr: 'كوب' },
  { serialNo: 'FX-0011', titleEn: 'Back\\slash poster', titleAr: 'ملصق' },
  { serialNo: 'DK-2024-77123', titleEn: 'Serial probe', titleAr: 'منتج تجريبي' },
  { serialNo: 'FX-0013', titleEn: 'SAMSUNG Galaxy Probe', titleAr: 'هاتف تجريبي' },
  { serialNo: 'FX-0014', titleEn: 'Galaxy frame', titleAr: 'إطار صور' },
];

beforeAll(async () => {
  t = await createTestApp({ now });
  const db = t.database.db;
  await seedCatalogue(db, { products: 0, today: TODAY });
  const [brand] = await db.select().from(brands).limit(1);
  const visible = (await db.select().from(categories)).find((c) => c.visible !== false && !c.isParent);
  if (brand === undefined || visible === undefined) throw new Error('catalogue frame missing');
  const rows: NewProduct[] = FIXTURES.map((f) => ({
    ...f,
    descriptionEn: '',
    descriptionAr: '',
    brandId: brand.id,
    categoryId: visible.id,
    arrivalDate: '2025-03-01',
    variants: [{ color: null, variantValue: null, price: '10.00', discountPrice: null, stock: 1, images: [] }],
  }));
  await insertProducts(db, rows);
});

afterAll(async () => {
  await t.close();
});

const serialsFound = async (query: string): Promise<string[]> =>
  (await productsPage(t.app, `${query}&pageSize=100`)).products.map((p) => p.serialNo).toSorted();

const byName = (term: string) => serialsFound(`productName=${encodeURIComponent(term)}`);
const bySerial = (term: string) => serialsFound(`serialNo=${encodeURIComponent(term)}`);

describe('search by productName: alef forms', () => {
  it.each(['ابريق', 'أبريق', 'إبريق', 'آبريق', 'ٱبريق'])('finds إبريق with %s', async (term) => {
    expect(await byName(term)).toEqual(['FX-0001']);
  });

  it('finds أحمر stored with hamza when typed with bare alef, and آلة typed as اله', async () => {
    expect(await byName('احمر')).toEqual(['FX-0002']);
    expect(await byName('اله حاسبه')).toEqual(['FX-0003']);
  });

  it('finds a word stored with alef wasla when typed with a plain alef', async () => {
    expect(await byName('الفانوس')).toEqual(['FX-0008']);
  });
});

describe('search by productName: taa marbuta, alef maqsura, diacritics, tatweel', () => {
  it('finds قهوة typed with haa and with taa marbuta', async () => {
    expect(await byName('قهوه')).toEqual(['FX-0004']);
    expect(await byName('قهوة')).toEqual(['FX-0004']);
  });

  it('finds حلوى typed with yaa', async () => {
    expect(await byName('حلوي')).toEqual(['FX-0005']);
    expect(await byName('حلوى')).toEqual(['FX-0005']);
  });

  it('finds a product stored with diacritics from a bare query, and the reverse', async () => {
    expect(await byName('حقيبة جلدية')).toEqual(['FX-0006']);
    expect(await byName('شَاي')).toEqual(['FX-0007']);
  });

  it('ignores tatweel on both sides', async () => {
    expect(await byName('شاي')).toEqual(['FX-0007']);
    expect(await byName('حـقـيـبـة')).toEqual(['FX-0006']);
  });
});

describe('search by productName: words, case, literal wildcards', () => {
  it('matches part of a word, case-insensitively, every word required in any order', async () => {
    expect(await byName('galax')).toEqual(['FX-0013', 'FX-0014']);
    expect(await byName('GALAXY PROBE')).toEqual(['FX-0013']);
    expect(await byName('frame galaxy')).toEqual(['FX-0014']);
  });

  it('takes % and _ and backslash literally', async () => {
    expect(await byName('50%')).toEqual(['FX-0009']);
    expect(await byName('%')).toEqual(['FX-0009']);
    expect(await byName('under_score')).toEqual(['FX-0010']);
    expect(await byName('_')).toEqual(['FX-0010']);
    expect(await byName('back\\slash')).toEqual(['FX-0011']);
    expect(await byName('\\')).toEqual(['FX-0011']);
  });

  it('finds Arabic-Indic digits in titles from Latin digits', async () => {
    expect(await byName('عرض 50')).toEqual(['FX-0009']);
  });

  it('finds by brand name in either language', async () => {
    const [brand] = await t.database.db.select().from(brands).limit(1);
    expect((await byName(brand?.nameAr ?? '?')).length).toBe(FIXTURES.length);
  });

  it('treats a blank query as no filter', async () => {
    expect(await byName('   ')).toHaveLength(FIXTURES.length);
  });

  it('finds nothing for a word no product has', async () => {
    expect(await byName('زرافة')).toEqual([]);
  });
});

describe('insertProducts', () => {
  it('refuses a product without a variant: its price would come from nowhere', async () => {
    const [brand] = await t.database.db.select().from(brands).limit(1);
    const [category] = await t.database.db.select().from(categories).limit(1);
    const lonely: NewProduct = {
      titleEn: 'Lonely',
      titleAr: 'وحيد',
      descriptionEn: '',
      descriptionAr: '',
      brandId: brand?.id ?? 0,
      categoryId: category?.id ?? 0,
      serialNo: 'FX-9999',
      arrivalDate: '2025-03-01',
      variants: [],
    };
    await expect(insertProducts(t.database.db, [lonely])).rejects.toThrow(/no variant/);
  });
});

describe('search by serialNo', () => {
  it('matches part of a serial number, in any case', async () => {
    expect(await bySerial('dk-2024-77')).toEqual(['DK-2024-77123']);
    expect(await bySerial('77123')).toEqual(['DK-2024-77123']);
  });

  it('matches Arabic-Indic and Eastern Arabic-Indic digits against Latin ones', async () => {
    expect(await bySerial('٧٧١٢٣')).toEqual(['DK-2024-77123']);
    expect(await bySerial('DK-۲۰۲۴-۷۷')).toEqual(['DK-2024-77123']);
  });

  it('does not match titles: a serial search looks at serial numbers only', async () => {
    expect(await bySerial('galaxy')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await bySerial('%')).toEqual([]);
    expect(await bySerial('FX_0001')).toEqual([]);
    expect(await bySerial('fx-0001')).toEqual(['FX-0001']);
  });
});
