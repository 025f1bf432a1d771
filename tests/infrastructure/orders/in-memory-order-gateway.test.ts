import type { CartLine } from '../../../src/domain/cart/cart';
import { InMemoryOrderGateway } from '../../../src/infrastructure/orders/in-memory-order-gateway';
import { CHECKOUT_REQUEST, describeOrderGatewayContract } from '../../contract/orders/order-gateway-contract';
import { cartLineFactory } from '../../factories/cart-line-factory';

describeOrderGatewayContract('InMemoryOrderGateway', async () => {
  const cart: { lines: CartLine[] } = { lines: [] };
  const orders = new InMemoryOrderGateway(cart);
  return {
    orders,
    inCart: async (quantity, stock) => {
      cart.lines.push(cartLineFactory.build({ quantity, stock }));
    },
    async someoneElsesOrder() {
      const theirs = new InMemoryOrderGateway({ lines: [cartLineFactory.build()] });
      return (await theirs.checkout(CHECKOUT_REQUEST, 'someone-else')).id;
    },
  };
});
