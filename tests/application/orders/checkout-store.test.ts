import { describe, expect, it } from 'vitest';
import { NetworkError, NotLoggedInError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { CheckoutStore } from '../../../src/application/orders/checkout-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { NotificationStore } from '../../../src/application/notifications/notification-store';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { cartLineFactory } from '../../factories/cart-line-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { setup } from '../support/app';
import { resolve } from '../../../src/infrastructure/app/wiring';
import { cartHolds } from '../support/orders';
import { settle } from '../support/settle';

function filled(store: CheckoutStore): void {
  store.form.changed('fullName', 'Lina Haddad');
  store.form.changed('phone', '0944 123 456');
  store.form.changed('city', 'Damascus');
  store.form.changed('street', 'Baghdad St. 12');
}

function arranged(account: { store?: number | null; phoneNumber?: string | null } = {}) {
  const composition = setup({
    signedIn: true,
    overrides: { profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ store: 1, phoneNumber: null, ...account })) },
  });
  const { container, fakes } = composition;
  cartHolds(container, fakes, [
    cartLineFactory.build({ cartItemId: 1, title: { en: 'Linen shirt', ar: 'قميص كتان' }, quantity: 2, stock: 5 }),
    cartLineFactory.build({ cartItemId: 2, title: { en: 'Olive soap', ar: 'صابون' }, quantity: 1, stock: 3 }),
  ]);
  return { ...composition, store: resolve(container, CheckoutStore) };
}

describe('CheckoutStore', () => {
  it('places the order with the normalised phone, empties the cart, refreshes the badge and answers the order id', async () => {
    const { store, container, fakes } = arranged();
    const badge = container.get(NotificationStore);
    filled(store);

    const orderId = await store.submitted();

    expect(orderId).toBe(1);
    expect(store.placedOrderId).toBe(1);
    expect(fakes.orderGateway.checkouts).toEqual([
      {
        key: 'test-key-1',
        request: expect.objectContaining({ fullName: 'Lina Haddad', phone: '963944123456', countryId: 1, currencyId: 1, paymentMethod: 'cash_on_delivery' }),
      },
    ]);
    expect(fakes.orderGateway.orders[0]?.items.map((item) => item.title.en)).toEqual(['Linen shirt', 'Olive soap']);
    expect(container.get(CartStore).itemCount).toBe(0);
    expect(fakes.cartGateway.lines).toEqual([]);
    await settle();
    expect(badge.unreadCount).toBe(1);
  });

  it('a double submit makes one order: the second is ignored while the first is on its way', async () => {
    const { store, fakes } = arranged();
    filled(store);
    fakes.orderGateway.hold();

    const first = store.submitted();
    expect(store.form.submitting).toBe(true);
    const second = store.submitted();
    fakes.orderGateway.release();

    expect(await first).toBe(1);
    expect(await second).toBeNull();
    expect(fakes.orderGateway.checkouts).toHaveLength(1);
    expect(fakes.orderGateway.orders).toHaveLength(1);
  });

  it('a retry after a timeout sends the same key, and the server answers the same order', async () => {
    const { store, fakes } = arranged();
    filled(store);
    fakes.orderGateway.failures.fail(new NetworkError('timeout'), 1);

    expect(await store.submitted()).toBeNull();
    expect(store.failure).toBe('offline');
    expect(await store.submitted()).toBe(1);

    expect(fakes.orderGateway.checkouts.map((call) => call.key)).toEqual(['test-key-1', 'test-key-1']);
    expect(fakes.orderGateway.orders).toHaveLength(1);
  });

  it('a changed cart is a new attempt with a new key; so is the next checkout after an order', async () => {
    const { store, container, fakes } = arranged();
    filled(store);
    fakes.orderGateway.failures.fail(new NetworkError('timeout'), 1);
    await store.submitted();
    cartHolds(container, fakes, [cartLineFactory.build({ cartItemId: 1, quantity: 1 })]);
    await store.submitted();
    cartHolds(container, fakes, [cartLineFactory.build({ cartItemId: 3, quantity: 1 })]);
    await store.submitted();

    expect(fakes.orderGateway.checkouts.map((call) => call.key)).toEqual(['test-key-1', 'test-key-2', 'test-key-3']);
    expect(fakes.orderGateway.orders).toHaveLength(2);
  });

  it('names each wrong field, focuses the first, and sends nothing', async () => {
    const { store, fakes } = arranged();
    store.form.changed('city', 'D');

    expect(await store.submitted()).toBeNull();

    expect(store.form.errors).toEqual({ fullName: 'required', phone: 'required', city: 'tooShort', street: 'required' });
    expect(store.form.focusField).toBe('fullName');
    expect(fakes.orderGateway.checkouts).toEqual([]);
    store.form.changed('fullName', 'Lina');
    expect(store.form.errors.fullName).toBeUndefined();
  });

  it("a shopper whose account is in Lebanon orders to Lebanon in Lebanese pounds, the phone with 961, wherever located", async () => {
    const { store, container, fakes } = arranged({ store: 2 });
    await Promise.all([container.get(AuthStore).started(), container.get(CountryStore).started()]);
    await settle();
    filled(store);
    store.form.changed('phone', '03 123 456');

    expect(store.phoneCountry.callingCode).toBe('961');
    await store.submitted();
    expect(fakes.orderGateway.checkouts[0]?.request).toMatchObject({ phone: '9613123456', countryId: 2, currencyId: 2 });
  });

  it('starts from the phone the shopper already gave, on its country', async () => {
    const { store, container } = arranged({ store: 2, phoneNumber: '9613123456' });
    await Promise.all([container.get(AuthStore).started(), container.get(CountryStore).started()]);
    await settle();

    store.opened();

    expect(store.form.values.phone).toBe('03 123 456');
    expect(store.phoneCountry.iso2).toBe('LB');
    expect(store.form.values.fullName).not.toBe('');
  });

  it('keeps what the shopper typed when the page opens again', async () => {
    const { store, container } = arranged({ store: 2, phoneNumber: '9613123456' });
    await container.get(AuthStore).started();
    store.opened();
    store.form.changed('phone', '71 999 888');

    store.opened();

    expect(store.form.values.phone).toBe('71 999 888');
  });

  it('forgets an earlier failure when the page opens again, and keeps what was typed', async () => {
    const { store, fakes } = arranged();
    filled(store);
    fakes.orderGateway.failures.fail(new NetworkError('timeout'), 1);
    await store.submitted();
    expect(store.failure).toBe('offline');

    store.opened();

    expect(store.failure).toBeNull();
    expect(store.form.values.city).toBe('Damascus');
  });

  it('a stock refusal says which line and how many are left, and keeps the cart', async () => {
    const { store, container, fakes } = arranged();
    const soap = fakes.cartGateway.lines[1];
    if (soap !== undefined) soap.stock = 0;
    filled(store);

    expect(await store.submitted()).toBeNull();

    expect(store.stockProblems).toEqual([
      { shortage: { cartItemId: 2, variantId: expect.any(Number), available: 0 }, line: expect.objectContaining({ title: { en: 'Olive soap', ar: 'صابون' } }) },
    ]);
    expect(container.get(CartStore).itemCount).toBe(3);
    expect(fakes.cartGateway.lines).toHaveLength(2);
    expect(fakes.orderGateway.orders).toEqual([]);
    // Editing the address does not fix the stock: the lines stay named until the next submit.
    store.form.changed('details', 'Second floor');
    expect(store.stockProblems).toHaveLength(1);
    expect(store.failure).toBeNull();
  });

  it('says when the session is gone, and when the cart is empty', async () => {
    const { store, container, fakes } = arranged();
    filled(store);
    fakes.orderGateway.failures.fail(new NotLoggedInError(), 1);
    await store.submitted();
    expect(store.failure).toBe('not-signed-in');
    store.form.changed('note', 'Ring twice');
    expect(store.failure).toBeNull();

    container.get(CartStore).cleared();
    await store.submitted();
    expect(store.failure).toBe('cart-empty');
  });
});
