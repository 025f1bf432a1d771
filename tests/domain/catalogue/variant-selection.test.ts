import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedQuantity,
  colourInStock,
  colours,
  initialVariant,
  valueInStock,
  valuesFor,
  withColour,
  withValue,
} from '../../../src/domain/catalogue/variant-selection';
import { variantFactory } from '../../factories/product-factory';

const dress = () => [
  variantFactory.build({ variantId: 1, color: 'blue', variantValue: 'M', stock: 0 }),
  variantFactory.build({ variantId: 2, color: 'blue', variantValue: 'XL', stock: 3 }),
  variantFactory.build({ variantId: 3, color: 'white', variantValue: 'XL', stock: 7, price: 1200 }),
  variantFactory.build({ variantId: 4, color: 'white', variantValue: 'S', stock: 2 }),
];

describe('variant selection', () => {
  it('lists colours and the values of a colour, in the variants order', () => {
    expect(colours(dress())).toEqual(['blue', 'white']);
    expect(valuesFor(dress(), 'white')).toEqual(['XL', 'S']);
    expect(valuesFor(dress(), null)).toEqual(['M', 'XL', 'S']);
  });

  it('opens on the first variant in stock', () => {
    expect(initialVariant(dress())?.variantId).toBe(2);
    expect(initialVariant([variantFactory.build({ variantId: 9, stock: 0 })])?.variantId).toBe(9);
  });

  it('keeps the value when changing colour, if that colour has it', () => {
    const [, blueXl] = dress();
    if (blueXl === undefined) throw new Error('fixture');
    expect(withColour(dress(), blueXl, 'white').variantId).toBe(3);
  });

  it('moves to a value in the current colour, else any variant with it', () => {
    const variants = dress();
    const whiteXl = variants[2];
    if (whiteXl === undefined) throw new Error('fixture');
    expect(withValue(variants, whiteXl, 'S').variantId).toBe(4);
    expect(withValue(variants, whiteXl, 'M').variantId).toBe(1);
  });

  it('tells which colours and values are in stock', () => {
    expect(valueInStock(dress(), 'blue', 'M')).toBe(false);
    expect(valueInStock(dress(), 'white', 'XL')).toBe(true);
    expect(colourInStock(dress(), 'white')).toBe(true);
  });

  it('bounds the quantity by the stock: at least 1, 0 when sold out', () => {
    expect(boundedQuantity(5, 3)).toBe(3);
    expect(boundedQuantity(0, 3)).toBe(1);
    expect(boundedQuantity(Number.NaN, 3)).toBe(1);
    expect(boundedQuantity(2, 0)).toBe(0);
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: -5, max: 1000 }), (quantity, stock) => {
        const bounded = boundedQuantity(quantity, stock);
        expect(bounded).toBeGreaterThanOrEqual(stock > 0 ? 1 : 0);
        expect(bounded).toBeLessThanOrEqual(Math.max(0, stock));
        expect(boundedQuantity(bounded, stock)).toBe(bounded);
      }),
    );
  });
});
