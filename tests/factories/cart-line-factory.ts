import { Factory } from 'fishery';
import type { CartLine } from '../../src/domain/cart/cart';

/** A cart line without a discount; override discountPrice/priceWithDiscount for a discounted one. */
export const cartLineFactory = Factory.define<CartLine>(({ sequence }) => ({
  cartItemId: sequence,
  variantId: 1000 + sequence,
  title: { en: `Product ${sequence}`, ar: `منتج ${sequence}` },
  imageURL: `https://images.example.test/products/${sequence}.jpg`,
  color: 'black',
  variantValue: 'M',
  price: 1999,
  discountPrice: null,
  priceWithDiscount: null,
  quantity: 1,
  stock: 10,
}));
