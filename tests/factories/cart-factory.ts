import { Factory } from 'fishery';
import { recalculate, type Cart } from '../../src/domain/cart/cart';
import { cartLineFactory } from './cart-line-factory';

/**
 * A consistent cart: after build, the totals are derived from the lines and taxAmount,
 * so override `lines` or `taxAmount`, never the totals themselves.
 */
export const cartFactory = Factory.define<Cart>(({ afterBuild }) => {
  afterBuild((cart) => {
    Object.assign(cart, recalculate(cart));
  });
  return {
    lines: cartLineFactory.buildList(2),
    totalAmount: 0,
    taxAmount: 0,
    delivery: { fee: 0, freeFrom: 0 },
    deliveryFee: 0,
    totalAfterTaxation: 0,
    itemCount: 0,
    sellerDiscount: '0',
    fromServer: true,
  };
});
