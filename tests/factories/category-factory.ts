import { Factory } from 'fishery';
import type { Category } from '../../src/domain/catalogue/catalogue';

export const categoryFactory = Factory.define<Category>(({ sequence }) => ({
  id: sequence,
  title: { en: `Category ${sequence}`, ar: `الفئة ${sequence}` },
  image: `/images/categories/${sequence}.webp`,
  isParent: true,
  parentCategory: null,
  productsCount: 10,
  sortOrder: sequence,
  visible: true,
}));
