import { Type } from 'typebox';
import { PageNo, PageSize } from '../../http/schemas.js';

export const CategoriesQuery = Type.Object({
  pageNo: PageNo,
  pageSize: PageSize(500, 500),
});

export const CategoryItem = Type.Object({
  id: Type.Integer(),
  titleEN: Type.String(),
  titleAR: Type.String(),
  image: Type.String({ description: 'URL path of the image, e.g. /images/categories/phones.svg' }),
  isParent: Type.Boolean(),
  parentCategory: Type.Union([Type.Integer(), Type.Null()], { description: 'Id of the parent category' }),
  productsCount: Type.Integer({ description: 'Products in this category and its subcategories' }),
  sortOrder: Type.Union([Type.Integer(), Type.Null()], { description: 'null: none given (the storefront uses 999)' }),
  visible: Type.Union([Type.Boolean(), Type.Null()], { description: 'false: hidden (the storefront filters them out)' }),
});

export const CategoriesResponse = Type.Object({
  categoriesReturned: Type.Object({
    categories: Type.Array(CategoryItem),
    totalCount: Type.Integer(),
  }),
});
