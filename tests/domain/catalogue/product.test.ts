import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, isDiscounted, pageCount, payablePrice } from '../../../src/domain/catalogue/product';
import { inLanguage } from '../../../src/domain/shared/localised-text';
import { productDetailsFactory, productFactory } from '../../factories/product-factory';

describe('product prices', () => {
  it('pays the discounted price when there is one', () => {
    expect(payablePrice(productFactory.build({ price: 800, priceWithDiscount: 480, discount: 40 }))).toBe(480);
    expect(payablePrice(productFactory.build({ price: 800 }))).toBe(800);
  });

  it('answers the percent off: the server figure, else computed, never for a price that is not lower', () => {
    expect(discountPercent(productFactory.build({ price: 800, priceWithDiscount: 480, discount: 40 }))).toBe(40);
    expect(discountPercent(productFactory.build({ price: 800, priceWithDiscount: 600, discount: 0 }))).toBe(25);
    expect(discountPercent(productFactory.build({ price: 800, priceWithDiscount: 800, discount: 10 }))).toBe(0);
    expect(isDiscounted(productFactory.build({ price: 800, priceWithDiscount: null }))).toBe(false);
  });

  it('keeps the percent between 0 and 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e7 }), fc.option(fc.integer({ min: 0, max: 1e7 }), { nil: null }), (price, withDiscount) => {
        const percent = discountPercent({ price, priceWithDiscount: withDiscount, discount: 0 });
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});

describe('product texts', () => {
  it('speaks the active language and falls back to the other one when blank', () => {
    const product = productDetailsFactory.build({ title: { en: 'Dress', ar: 'فستان' }, description: { en: ' ', ar: 'قطن' } });
    expect(inLanguage(product.title, 'ar')).toBe('فستان');
    expect(inLanguage(product.title, 'en')).toBe('Dress');
    expect(inLanguage(product.description, 'en')).toBe('قطن');
    expect(inLanguage({ en: 'LEGO', ar: 'ليغو' }, 'ar')).toBe('ليغو');
  });

  it('counts pages, at least one', () => {
    expect(pageCount({ pageSize: 20, totalCount: 0 })).toBe(1);
    expect(pageCount({ pageSize: 20, totalCount: 41 })).toBe(3);
  });
});
