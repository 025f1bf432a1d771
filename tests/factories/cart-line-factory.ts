import { Factory } from 'fishery';
import type { CartLine } from '../../src/domain/cart';

/** A cart line without a discount; override discountPrice/priceWithDiscount for a discounted one. */
export const cartLineFactory = Factory.define<CartLine>(({ sequence }) => ({
  cartItemId: sequence,
  productDetailId: 1000 + sequence,
  titleEN: `Product ${sequence}`,
  titleAR: `منتج ${sequence}`,
  imageURL: `https://images.example.test/products/${sequence}.jpg`,
  color: 'black',
  variantValue: 'M',
  price: 1999,
  discountPrice: null,
  priceWithDiscount: null,
  quantity: 1,
  stock: 10,
}));
