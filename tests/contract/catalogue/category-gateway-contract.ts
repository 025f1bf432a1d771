import { describe, expect, it } from 'vitest';
import type { CategoryGateway } from '../../../src/application/catalogue/category-gateway';

// What every CategoryGateway answers: every category (hidden ones too), each parent one of them.
export function describeCategoryGatewayContract(name: string, make: () => CategoryGateway): void {
  describe(`${name} (CategoryGateway contract)`, () => {
    it('lists the categories, each titled in both languages, each parent among them', async () => {
      const categories = await make().list();
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.some((category) => category.isParent)).toBe(true);
      const ids = new Set(categories.map((category) => category.id));
      for (const category of categories) expect(category.title).toEqual({ en: expect.any(String), ar: expect.any(String) });
      const orphans = categories.filter((category) => category.parentCategory !== null && !ids.has(category.parentCategory));
      expect(orphans).toEqual([]);
    });
  });
}
