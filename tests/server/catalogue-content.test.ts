import { describe, expect, it } from 'vitest';
import {
  brandLogoPath,
  categoryImagePath,
  renderBrandLogo,
  renderCategoryImage,
  renderProductImage,
} from '../../server/src/images/catalogue-images';
import { BRANDS, CATEGORIES } from '../../server/src/seed/catalogue-content';
import { generateProducts, NEW_ARRIVAL_DAYS, daysBefore } from '../../server/src/seed/catalogue-generator';
import { createPrng } from '../../server/src/seed/prng';

const today = new Date('2025-03-15T10:00:00Z');
const products = generateProducts({ count: 320, today });
const ARABIC_LETTER = /[\u0621-\u064A]/;

describe('seeded PRNG', () => {
  it('repeats for the same seed and differs for another', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    const c = createPrng(8);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});

describe('catalogue content', () => {
  it('has at least 8 visible parent categories, each with subcategories', () => {
    const visibleParents = CATEGORIES.filter((c) => c.visible !== false);
    expect(visibleParents.length).toBeGreaterThanOrEqual(8);
    expect(CATEGORIES.every((c) => c.children.length > 0)).toBe(true);
  });

  it('hides some categories and leaves some without a sort order', () => {
    const all = CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(all.some((c) => c.visible === false)).toBe(true);
    expect(all.some((c) => c.sortOrder === null)).toBe(true);
  });

  it('has at least 20 brands with unique keys and Arabic names', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(BRANDS.map((b) => b.key)).size).toBe(BRANDS.length);
    expect(BRANDS.every((b) => ARABIC_LETTER.test(b.nameAr))).toBe(true);
  });

  it('writes every category title in Arabic script', () => {
    const all = CATEGORIES.flatMap((c) => [c, ...c.children]);
    expect(all.every((c) => ARABIC_LETTER.test(c.titleAr))).toBe(true);
  });
});

describe('generateProducts', () => {
  it('is deterministic', () => {
    expect(generateProducts({ count: 320, today })).toEqual(products);
  });

  it('gives every product Arabic and English titles, a unique serial and at least one variant', () => {
    expect(products).toHaveLength(320);
    expect(new Set(products.map((p) => p.serialNo)).size).toBe(320);
    for (const product of products) {
      expect(product.titleAr).toMatch(ARABIC_LETTER);
      expect(product.titleEn).toMatch(/^[\x20-\x7E\u00C0-\u024F]+$/);
      expect(product.serialNo).toMatch(/^DK-\d{4}-\d{5}$/);
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.variants.length).toBeLessThanOrEqual(6);
    }
  });

  it('discounts about a fifth of the products, with the discount below the price', () => {
    const discounted = products.filter((p) => p.variants.some((v) => v.discountCents !== null));
    expect(discounted.length / products.length).toBeGreaterThan(0.15);
    expect(discounted.length / products.length).toBeLessThan(0.25);
    for (const variant of discounted.flatMap((p) => p.variants)) {
      expect(variant.discountCents).not.toBeNull();
      expect(variant.discountCents ?? 0).toBeGreaterThan(0);
      expect(variant.discountCents ?? 0).toBeLessThan(variant.priceCents);
    }
  });

  it('leaves some products out of stock and some variants sold out', () => {
    const soldOut = products.filter((p) => p.variants.every((v) => v.stock === 0));
    expect(soldOut.length).toBeGreaterThan(5);
    expect(soldOut.length).toBeLessThan(products.length / 4);
  });

  it('has new arrivals within the window and older stock before it', () => {
    const cutoff = daysBefore(today, NEW_ARRIVAL_DAYS - 1);
    const fresh = products.filter((p) => p.arrivalDate >= cutoff);
    expect(fresh.length).toBeGreaterThan(20);
    expect(fresh.length).toBeLessThan(products.length / 3);
    expect(products.every((p) => p.arrivalDate <= '2025-03-15')).toBe(true);
  });

  it('offers colours, sizes and capacities as variants', () => {
    const variants = products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.color !== null)).toBe(true);
    expect(variants.some((v) => v.variantValue === 'M')).toBe(true);
    expect(variants.some((v) => v.variantValue === '256GB')).toBe(true);
  });

  it('points every variant image at a picture the server can render', () => {
    for (const image of new Set(products.flatMap((p) => p.variants.flatMap((v) => v.images)))) {
      const match = /^\/images\/products\/([a-z-]+)\/(.+)$/.exec(image);
      expect(match).not.toBeNull();
      expect(renderProductImage(match?.[1] ?? '', match?.[2] ?? '')).toContain('<svg');
    }
  });
});

describe('generated pictures', () => {
  it('renders small SVGs for products, categories and brands', () => {
    const svg = renderProductImage('smartphones', 'samsung-0-navy.svg');
    expect(svg).toContain('fill="navy"');
    expect(svg?.length ?? 0).toBeLessThan(2000);
    expect(renderCategoryImage(categoryImagePath('electronics').split('/').pop() ?? '')).toContain('<svg');
    expect(renderBrandLogo(brandLogoPath('beirut-style').split('/').pop() ?? '')).toContain('<svg');
  });

  // Issue 26: the pictures were the brand's two Latin initials, on Arabic pages too. They draw the kind of
  // product now, with no text to read in either language.
  it('draws the kind of product, with no text', () => {
    const phone = renderProductImage('smartphones', 'samsung-0-navy.svg') ?? '';
    const tv = renderProductImage('tvs', 'samsung-0-navy.svg') ?? '';
    const coffee = renderProductImage('coffee-tea', 'bunn-aljabal-0.svg') ?? '';
    for (const svg of [phone, tv, coffee, renderCategoryImage('groceries.svg') ?? '', renderBrandLogo('samsung.svg') ?? '']) {
      expect(svg).toContain('<svg');
      expect(svg).not.toContain('<text');
      expect(svg).not.toMatch(/>[^<]*[A-Za-z][^<]*</);
    }
    // A phone, a television and a basket are three drawings; the same shelf's two brands share one.
    expect(new Set([phone, tv, coffee].map((svg) => svg.replace(/fill="[^"]*"/g, ''))).size).toBe(3);
    expect(renderProductImage('smartphones', 'apple-0-navy.svg')).toBe(phone);
  });

  it('renders nothing for names it does not know', () => {
    expect(renderProductImage('nowhere', 'samsung-0.svg')).toBeNull();
    expect(renderProductImage('smartphones', 'nobody-0.svg')).toBeNull();
    expect(renderProductImage('smartphones', 'samsung-0-chartreuse.svg')).toBeNull();
    expect(renderProductImage('smartphones', 'samsung-0.png')).toBeNull();
    expect(renderCategoryImage('nowhere.svg')).toBeNull();
    expect(renderBrandLogo('samsung.png')).toBeNull();
  });
});
