import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { emptyCart, type Cart } from '../../domain/cart';
import { PersistedState } from '../persisted-state';

/** The cart badge for now; the cart issue adds fetch, update, remove and empty. */
@injectable()
export class CartStore {
  cart: Cart = emptyCart();
  readonly restored: Promise<void>;

  constructor(@inject(PersistedState) persisted: PersistedState) {
    makeAutoObservable(this, { restored: false }, { autoBind: true });
    this.restored = persisted.attach('cart', this.hydrated, () => this.cart);
  }

  get itemCount(): number {
    return this.cart.itemCount;
  }

  hydrated(cart: Cart): void {
    this.cart = cart;
  }

  cleared(): void {
    this.cart = emptyCart();
  }
}
