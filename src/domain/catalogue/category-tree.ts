import type { Category } from './catalogue';

// Walking the category tree the frame loaded (GET /categories, hidden ones already left out).

/** The category when it and every ancestor are in the visible list; a child of a hidden parent is hidden too. */
export function reachableCategory<T extends Pick<Category, 'id' | 'parentCategory'>>(visible: readonly T[], id: number): T | undefined {
  const byId = new Map(visible.map((category) => [category.id, category]));
  const found = byId.get(id);
  const seen = new Set<number>();
  for (let current = found; current !== undefined; ) {
    if (seen.has(current.id)) return undefined;
    seen.add(current.id);
    if (current.parentCategory === null) return found;
    current = byId.get(current.parentCategory);
    if (current === undefined) return undefined;
  }
  return undefined;
}

/** From the root down to the category: the breadcrumb. */
export function ancestry<T extends Pick<Category, 'id' | 'parentCategory'>>(visible: readonly T[], id: number): T[] {
  const byId = new Map(visible.map((category) => [category.id, category]));
  const path: T[] = [];
  for (let current = byId.get(id); current !== undefined && !path.includes(current); ) {
    path.unshift(current);
    current = current.parentCategory === null ? undefined : byId.get(current.parentCategory);
  }
  return path;
}
