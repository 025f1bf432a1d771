import { describe, expect, it } from 'vitest';
import { ancestry, reachableCategory } from '../../../src/domain/catalogue/category-tree';
import { categoryFactory } from '../../factories/category-factory';

const tree = () => [
  categoryFactory.build({ id: 1, parentCategory: null }),
  categoryFactory.build({ id: 2, parentCategory: 1, isParent: false }),
  // 3's parent 9 is hidden, so not in the list
  categoryFactory.build({ id: 3, parentCategory: 9, isParent: false }),
  categoryFactory.build({ id: 4, parentCategory: 5 }),
  categoryFactory.build({ id: 5, parentCategory: 4 }),
];

describe('category tree', () => {
  it('reaches a category whose ancestors are all visible', () => {
    expect(reachableCategory(tree(), 2)?.id).toBe(2);
    expect(reachableCategory(tree(), 1)?.id).toBe(1);
  });

  it('hides a child of a hidden parent, an unknown id and a cycle', () => {
    expect(reachableCategory(tree(), 3)).toBeUndefined();
    expect(reachableCategory(tree(), 42)).toBeUndefined();
    expect(reachableCategory(tree(), 4)).toBeUndefined();
  });

  it('answers the path from the root', () => {
    expect(ancestry(tree(), 2).map((category) => category.id)).toEqual([1, 2]);
    expect(ancestry(tree(), 4).map((category) => category.id)).toEqual([5, 4]);
  });
});
