import { Factory } from 'fishery';
import type { Brand, ProductDetails, ProductSummary, Variant } from '../../src/domain/product';

export const brandFactory = Factory.define<Brand>(({ sequence }) => ({
  id: sequence,
  nameEN: `Brand ${sequence}`,
  nameAR: `العلامة ${sequence}`,
  logo: `/images/brands/${sequence}.svg`,
  productsCount: 3,
}));

export const productFactory = Factory.define<ProductSummary>(({ sequence }) => ({
  id: sequence,
  titleEN: `Product ${sequence}`,
  titleAR: `المنتج ${sequence}`,
  image: `/images/products/p-${sequence}.svg`,
  brand: { id: 1, nameEN: 'Brand 1', nameAR: 'العلامة 1' },
  categoryId: 1,
  serialNo: `DK-2026-${String(sequence).padStart(5, '0')}`,
  productDetailId: sequence * 10,
  price: 1000,
  priceWithDiscount: null,
  discount: 0,
  inStock: true,
  arrivalDate: '2026-01-01',
}));

export const variantFactory = Factory.define<Variant>(({ sequence }) => ({
  productDetailId: sequence,
  color: 'blue',
  variantValue: 'M',
  price: 1000,
  priceWithDiscount: null,
  discount: 0,
  stock: 5,
  images: [`/images/products/v-${sequence}.svg`],
}));

export const productDetailsFactory = Factory.define<ProductDetails>(({ sequence, params }) => {
  const variants = params.variants?.length ? (params.variants as Variant[]) : [variantFactory.build()];
  const first = variants[0] ?? variantFactory.build();
  return {
    ...productFactory.build({ id: sequence }),
    descriptionEN: `About product ${sequence}`,
    descriptionAR: `عن المنتج ${sequence}`,
    images: variants.flatMap((variant) => variant.images),
    category: { id: 1, titleEN: 'Category 1', titleAR: 'الفئة 1', parentCategory: null },
    productDetailId: first.productDetailId,
    price: first.price,
    priceWithDiscount: first.priceWithDiscount,
    discount: first.discount,
    variants,
    relatedProducts: [],
  };
});
