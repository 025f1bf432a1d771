import type { LocalisedText } from '../shared/localised-text';

// Categories as GET /categories returns them, and the rules the frame applies to them
// (spec sections 3, 7 and 9).

export const DEFAULT_SORT_ORDER = 999;
export const CATEGORY_PAGE_SIZE = 500;

export interface Category {
  id: number;
  title: LocalisedText;
  image: string;
  isParent: boolean;
  parentCategory: number | null;
  productsCount: number;
  sortOrder?: number | null;
  visible?: boolean | null;
}

export type NormalisedCategory = Category & { sortOrder: number; visible: boolean };

// A missing, null or non-numeric sort order sorts with the default, after the ordered ones.
const sortOrderOf = (category: Pick<Category, 'sortOrder'>): number => {
  const { sortOrder } = category;
  return typeof sortOrder === 'number' && !Number.isNaN(sortOrder) ? sortOrder : DEFAULT_SORT_ORDER;
};

const isVisible = (category: Pick<Category, 'visible'>): boolean => category.visible !== false;

export const normaliseCategory = (category: Category): NormalisedCategory => ({
  ...category,
  sortOrder: sortOrderOf(category),
  visible: isVisible(category),
});

export const visibleCategories = <T extends Pick<Category, 'visible'>>(list: readonly T[]): T[] =>
  list.filter(isVisible);

// Stable whatever the engine: equal sort orders keep the order the server sent.
export const sortCategories = <T extends Pick<Category, 'sortOrder'>>(list: readonly T[]): T[] =>
  list
    .map((category, index) => ({ category, index, key: sortOrderOf(category) }))
    .toSorted((a, b) => a.key - b.key || a.index - b.index)
    .map(({ category }) => category);

// The categories of the strip and of the desktop Categories dropdown.
export const parentCategories = (list: readonly Category[]): Category[] =>
  sortCategories(visibleCategories(list).filter((category) => category.isParent));

export const childrenOf = (list: readonly Category[], parentId: number): Category[] =>
  sortCategories(visibleCategories(list).filter((category) => category.parentCategory === parentId));

export interface DiscountGroup<T> {
  categoryId: number;
  items: T[];
}

// Items with a discount above zero, grouped by category; groups in order of first appearance,
// items in input order within a group.
export const groupDiscountedByCategory = <T extends { discount: number; categoryId: number }>(
  products: readonly T[],
): DiscountGroup<T>[] => {
  const groups = new Map<number, T[]>();
  for (const product of products) {
    if (!(product.discount > 0)) continue;
    const items = groups.get(product.categoryId);
    if (items === undefined) groups.set(product.categoryId, [product]);
    else items.push(product);
  }
  return [...groups].map(([categoryId, items]) => ({ categoryId, items }));
};
