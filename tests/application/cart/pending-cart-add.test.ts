// A guest taps "Add to cart", signs in (or signs up and verifies), and comes back with the item
// added: the pending add (product, variant, quantity) waits in session storage, is applied once
// after sign-in, and its outcome is announced.
import { describe, expect, it } from 'vitest';
import { ServerError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { LoginStore } from '../../../src/application/account/login-store';
import { ProductDetailsStore } from '../../../src/application/catalogue/product-details-store';
import { SignUpStore } from '../../../src/application/account/sign-up-store';
import { VerifyEmailStore } from '../../../src/application/account/verify-email-store';
import { PENDING_CART_ADD_MAX_AGE_MS } from '../../../src/domain/cart/pending-cart-add';
import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { ManualClock } from '../../../src/infrastructure/shared/manual-clock';
import type { Fakes } from '../../../src/infrastructure/app/test-container';
import { accountFactory } from '../../factories/account-factory';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { setup } from '../support/app';
import { settle } from '../support/settle';

// A dress in two sizes: S (4 left) and M (6 left).
const dress = () =>
  productDetailsFactory.build({
    id: 38,
    variants: [
      variantFactory.build({ variantId: 381, variantValue: 'S', stock: 4 }),
      variantFactory.build({ variantId: 382, variantValue: 'M', stock: 6 }),
    ],
  });

const lina = () => accountFactory.build({ email: 'lina@dukkan.test', password: 'Shopper123' });

/** One tab: the fakes a reload keeps (the server's state, session storage, the clock). */
function tab(kept: Partial<Fakes> = {}) {
  return setup({
    overrides: {
      catalogueGateway: new InMemoryCatalogueGateway({ products: [dress()] }),
      accountGateway: new InMemoryAccountGateway([lina()]),
      ...kept,
    },
  });
}

/** The guest on /product/38 picks size M, quantity 2, and taps "Add to cart". */
async function guestTapsAdd(container: ReturnType<typeof setup>['container']) {
  const product = resolve(container, ProductDetailsStore);
  await product.opened(38);
  product.valueChosen('M');
  product.quantityChanged(2);
  return product.addToCartClicked();
}

async function logIn(container: ReturnType<typeof setup>['container']): Promise<void> {
  const login = resolve(container, LoginStore);
  login.opened('lina@dukkan.test');
  login.form.changed('password', 'Shopper123');
  expect(await login.submitted()).toBe(true);
  await settle();
}

const cartOnServer = (fakes: Fakes) => fakes.cartGateway.lines.map((line) => [line.variantId, line.quantity]);

describe('a guest’s add to cart, carried through sign-in', () => {
  it('goes to the login page, and after logging in the chosen variant and quantity are in the cart, announced once', async () => {
    const { container, fakes } = tab();
    const cart = container.get(CartStore);
    await cart.restored;

    expect(await guestTapsAdd(container)).toEqual({ kind: 'login', path: '/login?next=%2Fproduct%2F38' });
    expect(cartOnServer(fakes)).toEqual([]);

    await logIn(container);

    expect(cartOnServer(fakes)).toEqual([[382, 2]]);
    expect(cart.itemCount).toBe(2);
    expect(cart.pendingAddOutcome).toEqual({ kind: 'notice', notice: 'added', tone: 'success' });
    cart.pendingAddAnnounced();
    expect(cart.pendingAddOutcome).toBeNull();

    // Applied once: signing out and in again adds nothing more.
    container.get(AuthStore).loggedOut();
    await settle();
    await logIn(container);
    expect(cartOnServer(fakes)).toEqual([[382, 2]]);
    expect(cart.pendingAddOutcome).toBeNull();
  });

  it('survives a reload of the login page', async () => {
    const sessionStorage = new InMemoryKeyValueStorage();
    const clock = new ManualClock();
    const cartGateway = new InMemoryCartGateway();
    const before = tab({ sessionStorage, clock, cartGateway });
    await before.container.get(CartStore).restored;
    await guestTapsAdd(before.container);

    // The reload: a new composition over the same tab's session storage and the same server.
    const after = tab({ sessionStorage, clock, cartGateway });
    const cart = after.container.get(CartStore);
    await cart.restored;
    await logIn(after.container);

    expect(cartOnServer(after.fakes)).toEqual([[382, 2]]);
    expect(cart.pendingAddOutcome).toEqual({ kind: 'notice', notice: 'added', tone: 'success' });
  });

  it('is applied after signing up and verifying the address', async () => {
    const { container, fakes } = tab();
    const cart = container.get(CartStore);
    await cart.restored;
    await guestTapsAdd(container);

    const signUp = resolve(container, SignUpStore);
    signUp.opened();
    signUp.form.changed('firstName', 'Rami');
    signUp.form.changed('lastName', 'Khoury');
    signUp.form.changed('email', 'rami@dukkan.test');
    signUp.form.changed('password', 'Shopper123');
    signUp.form.changed('terms', true);
    expect(await signUp.submitted()).toBe('rami@dukkan.test');
    expect(cartOnServer(fakes)).toEqual([]);
    const verify = resolve(container, VerifyEmailStore);
    verify.opened('rami@dukkan.test');
    verify.form.changed('code', fakes.accountGateway.codes.get('rami@dukkan.test') ?? '');
    expect(await verify.submitted()).toBe(true);
    await settle();

    expect(cartOnServer(fakes)).toEqual([[382, 2]]);
    expect(cart.pendingAddOutcome).toEqual({ kind: 'notice', notice: 'added', tone: 'success' });
  });

  it('says so when the add fails after sign-in, and does not try again', async () => {
    const { container, fakes } = tab();
    const cart = container.get(CartStore);
    await cart.restored;
    await guestTapsAdd(container);
    fakes.cartGateway.failures.fail(new ServerError('down', 503), 1);

    await logIn(container);

    expect(cart.pendingAddOutcome).toEqual({ kind: 'notice', notice: 'add-failed', tone: 'error' });
    expect(cartOnServer(fakes)).toEqual([]);
    container.get(AuthStore).loggedOut();
    await settle();
    await logIn(container);
    expect(cartOnServer(fakes)).toEqual([]);
  });

  it('is forgotten when the sign-in comes more than an hour later', async () => {
    const { container, fakes } = tab();
    const cart = container.get(CartStore);
    await cart.restored;
    await guestTapsAdd(container);

    fakes.clock.advance(PENDING_CART_ADD_MAX_AGE_MS + 1);
    await logIn(container);

    expect(cartOnServer(fakes)).toEqual([]);
    expect(cart.pendingAddOutcome).toBeNull();
  });
});
