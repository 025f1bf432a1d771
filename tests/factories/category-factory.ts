import { Factory } from 'fishery';
import type { Category } from '../../src/domain/catalogue';

export const categoryFactory = Factory.define<Category>(({ sequence }) => ({
  id: sequence,
  titleEN: `Category ${sequence}`,
  titleAR: `الفئة ${sequence}`,
  image: `/images/categories/${sequence}.webp`,
  isParent: true,
  parentCategory: null,
  productsCount: 10,
  sortOrder: sequence,
  visible: true,
}));
