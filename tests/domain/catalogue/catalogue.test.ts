import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_PAGE_SIZE,
  DEFAULT_SORT_ORDER,
  childrenOf,
  groupDiscountedByCategory,
  normaliseCategory,
  parentCategories,
  sortCategories,
  visibleCategories,
  type Category,
} from '../../../src/domain/catalogue/catalogue';
import { categoryFactory } from '../../factories/category-factory';
import { discountedProductFactory, type DiscountedProduct } from '../../factories/discounted-product-factory';
import { inLanguage } from '../../../src/domain/shared/localised-text';

const ids = (list: readonly { id: number }[]): number[] => list.map((item) => item.id);

// Arbitrary category lists with many sort-order ties and every kind of missing value.
const categoryList = fc
  .array(
    fc.record({
      sortOrder: fc.option(fc.oneof(fc.integer({ min: -2, max: 3 }), fc.constant(DEFAULT_SORT_ORDER), fc.constant(Number.NaN)), {
        nil: null,
      }),
      visible: fc.constantFrom(true, false, null, undefined),
      isParent: fc.boolean(),
      parentCategory: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    }),
    { maxLength: 30 },
  )
  .map((rows) => rows.map((row, index) => categoryFactory.build({ id: index + 1, ...row })));

const product = (id: number, categoryId: number, discount: number): DiscountedProduct =>
  discountedProductFactory.build({ id, categoryId, discount });

const sortKey = (category: Category): number => normaliseCategory(category).sortOrder;

describe('catalogue constants (spec section 9)', () => {
  it('match the spec', () => {
    expect(DEFAULT_SORT_ORDER).toBe(999);
    expect(CATEGORY_PAGE_SIZE).toBe(500);
  });
});

describe('visibleCategories', () => {
  it('drops only the categories whose visible flag is false', () => {
    const list = [
      categoryFactory.build({ id: 1, visible: true }),
      categoryFactory.build({ id: 2, visible: false }),
      categoryFactory.build({ id: 3, visible: null }),
      categoryFactory.build({ id: 4, visible: undefined }),
    ];
    expect(ids(visibleCategories(list))).toEqual([1, 3, 4]);
  });

  it('is idempotent and keeps input order', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        const visible = visibleCategories(list);
        expect(visibleCategories(visible)).toEqual(visible);
        expect(ids(visible)).toEqual(ids(list.filter((c) => c.visible !== false)));
      }),
    );
  });
});

describe('normaliseCategory', () => {
  it.each([
    [undefined, 999],
    [null, 999],
    [Number.NaN, 999],
    [0, 0],
    [5, 5],
    [-1, -1],
  ])('reads sortOrder %j as %j', (sortOrder, expected) => {
    expect(normaliseCategory(categoryFactory.build({ sortOrder })).sortOrder).toBe(expected);
  });

  it('reads a missing visible flag as visible', () => {
    expect(normaliseCategory(categoryFactory.build({ visible: null })).visible).toBe(true);
    expect(normaliseCategory(categoryFactory.build({ visible: false })).visible).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        for (const category of list) {
          const once = normaliseCategory(category);
          expect(normaliseCategory(once)).toEqual(once);
        }
      }),
    );
  });
});

describe('sortCategories', () => {
  it('orders by sortOrder, missing values last as 999, ties in input order', () => {
    const list = [
      categoryFactory.build({ id: 1, sortOrder: null }),
      categoryFactory.build({ id: 2, sortOrder: 2 }),
      categoryFactory.build({ id: 3, sortOrder: 1 }),
      categoryFactory.build({ id: 4, sortOrder: 2 }),
      categoryFactory.build({ id: 5, sortOrder: undefined }),
      categoryFactory.build({ id: 6, sortOrder: 999 }),
    ];
    expect(ids(sortCategories(list))).toEqual([3, 2, 4, 1, 5, 6]);
  });

  it('does not change its input', () => {
    const list = [categoryFactory.build({ sortOrder: 2 }), categoryFactory.build({ sortOrder: 1 })];
    const before = ids(list);
    sortCategories(list);
    expect(ids(list)).toEqual(before);
  });

  it('is a stable sort: a permutation, ordered by sortOrder, ties in input order', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        const sorted = sortCategories(list);
        expect(ids(sorted).toSorted((a, b) => a - b)).toEqual(ids(list));
        sorted.slice(1).forEach((current, i) => {
          const previous = sorted[i] ?? current;
          const inOrder =
            sortKey(previous) < sortKey(current) ||
            (sortKey(previous) === sortKey(current) && list.indexOf(previous) < list.indexOf(current));
          expect(inOrder).toBe(true);
        });
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        const once = sortCategories(list);
        expect(sortCategories(once)).toEqual(once);
      }),
    );
  });
});

describe('parentCategories', () => {
  it('lists visible parent categories in sort order, for the strip and the dropdown', () => {
    const list = [
      categoryFactory.build({ id: 1, isParent: true, sortOrder: 3 }),
      categoryFactory.build({ id: 2, isParent: false, parentCategory: 1, sortOrder: 1 }),
      categoryFactory.build({ id: 3, isParent: true, sortOrder: 1 }),
      categoryFactory.build({ id: 4, isParent: true, sortOrder: 0, visible: false }),
      categoryFactory.build({ id: 5, isParent: true, sortOrder: null }),
    ];
    expect(ids(parentCategories(list))).toEqual([3, 1, 5]);
  });

  it('holds only visible parents, sorted', () => {
    fc.assert(
      fc.property(categoryList, (list) => {
        const parents = parentCategories(list);
        expect(parents.every((c) => c.isParent && c.visible !== false)).toBe(true);
        expect(parents).toEqual(sortCategories(parents));
        expect(parents.length).toBe(list.filter((c) => c.isParent && c.visible !== false).length);
      }),
    );
  });
});

describe('childrenOf', () => {
  it('lists the visible children of one parent in sort order', () => {
    const list = [
      categoryFactory.build({ id: 1, isParent: true, parentCategory: null }),
      categoryFactory.build({ id: 2, isParent: false, parentCategory: 1, sortOrder: 5 }),
      categoryFactory.build({ id: 3, isParent: false, parentCategory: 1, sortOrder: 2 }),
      categoryFactory.build({ id: 4, isParent: false, parentCategory: 9, sortOrder: 1 }),
      categoryFactory.build({ id: 5, isParent: false, parentCategory: 1, visible: false }),
    ];
    expect(ids(childrenOf(list, 1))).toEqual([3, 2]);
    expect(childrenOf(list, 42)).toEqual([]);
  });

  it('holds only visible children of that parent', () => {
    fc.assert(
      fc.property(categoryList, fc.integer({ min: 1, max: 3 }), (list, parentId) => {
        const children = childrenOf(list, parentId);
        expect(children.every((c) => c.parentCategory === parentId && c.visible !== false)).toBe(true);
        expect(children).toEqual(sortCategories(children));
      }),
    );
  });
});

describe('a category title in a language (inLanguage)', () => {
  const category = categoryFactory.build({ title: { en: 'Perfumes', ar: 'عطور' } });

  it('uses the title of the active language', () => {
    expect(inLanguage(category.title, 'en')).toBe('Perfumes');
    expect(inLanguage(category.title, 'ar')).toBe('عطور');
  });

  it('falls back to the other title when one is blank', () => {
    expect(inLanguage(categoryFactory.build({ title: { en: 'Perfumes', ar: '  ' } }).title, 'ar')).toBe('Perfumes');
    expect(inLanguage(categoryFactory.build({ title: { en: '', ar: 'عطور' } }).title, 'en')).toBe('عطور');
  });
});

describe('groupDiscountedByCategory', () => {
  it('groups items with a discount by category, in order of first appearance', () => {
    const groups = groupDiscountedByCategory([
      product(1, 7, 10),
      product(2, 3, 0),
      product(3, 3, 5),
      product(4, 7, 20),
      product(5, 9, -5),
    ]);
    expect(groups.map((g) => [g.categoryId, ids(g.items)])).toEqual([
      [7, [1, 4]],
      [3, [3]],
    ]);
  });

  it('returns no groups when nothing is discounted', () => {
    expect(groupDiscountedByCategory([discountedProductFactory.build({ discount: 0 })])).toEqual([]);
    expect(groupDiscountedByCategory([])).toEqual([]);
  });

  it('keeps every discounted item once, in its own category, in input order', () => {
    const products = fc
      .array(fc.record({ categoryId: fc.integer({ min: 1, max: 4 }), discount: fc.integer({ min: -5, max: 30 }) }), {
        maxLength: 40,
      })
      .map((rows) => rows.map((row, index) => discountedProductFactory.build({ id: index + 1, ...row })));
    fc.assert(
      fc.property(products, (list) => {
        const groups = groupDiscountedByCategory(list);
        const discounted = list.filter((p) => p.discount > 0);
        const categoryIds = groups.map((g) => g.categoryId);
        expect(new Set(categoryIds).size).toBe(categoryIds.length);
        expect(categoryIds).toEqual([...new Set(discounted.map((p) => p.categoryId))]);
        for (const group of groups) {
          expect(group.items).toEqual(discounted.filter((p) => p.categoryId === group.categoryId));
        }
      }),
    );
  });
});
