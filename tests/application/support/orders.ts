import type { Container } from 'inversify';
import { CartStore } from '../../../src/application/cart/cart-store';
import type { CartLine } from '../../../src/domain/cart/cart';
import type { Fakes } from '../../../src/infrastructure/app/test-container';
import { cartFactory } from '../../factories/cart-factory';

/** The same cart on the server (the cart fake) and on this device (CartStore), as after the cart page loaded it. */
export function cartHolds(container: Container, fakes: Fakes, lines: CartLine[]): void {
  fakes.cartGateway.lines = lines.map((line) => ({ ...line }));
  container.get(CartStore).hydrated(cartFactory.build({ lines }));
}
