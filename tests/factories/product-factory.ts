import { Factory } from 'fishery';
import type { Brand, ProductDetails, ProductSummary, Variant } from '../../src/domain/catalogue/product';

export const brandFactory = Factory.define<Brand>(({ sequence }) => ({
  id: sequence,
  name: { en: `Brand ${sequence}`, ar: `العلامة ${sequence}` },
  logo: `/images/brands/${sequence}.svg`,
  productsCount: 3,
}));

export const productFactory = Factory.define<ProductSummary>(({ sequence }) => ({
  id: sequence,
  title: { en: `Product ${sequence}`, ar: `المنتج ${sequence}` },
  image: `/images/products/p-${sequence}.svg`,
  brand: { id: 1, name: { en: 'Brand 1', ar: 'العلامة 1' } },
  categoryId: 1,
  serialNo: `DK-2026-${String(sequence).padStart(5, '0')}`,
  variantId: sequence * 10,
  price: 1000,
  priceWithDiscount: null,
  discount: 0,
  inStock: true,
  arrivalDate: '2026-01-01',
}));

export const variantFactory = Factory.define<Variant>(({ sequence }) => ({
  variantId: sequence,
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
    description: { en: `About product ${sequence}`, ar: `عن المنتج ${sequence}` },
    images: variants.flatMap((variant) => variant.images),
    category: { id: 1, title: { en: 'Category 1', ar: 'الفئة 1' }, parentCategory: null },
    variantId: first.variantId,
    price: first.price,
    priceWithDiscount: first.priceWithDiscount,
    discount: first.discount,
    variants,
    relatedProducts: [],
  };
});
