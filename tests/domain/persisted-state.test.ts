import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../src/domain/cart';
import {
  PERSISTED_STATE_MAX_CHARS,
  PERSISTED_STATE_VERSION,
  emptySnapshot,
  parsePersistedState,
  serialisePersistedState,
  type PersistedSnapshot,
} from '../../src/domain/persisted-state';
import { addSearchTerm } from '../../src/domain/search-history';
import type { User } from '../../src/domain/user';
import { anyText } from '../factories/arbitraries';
import { cartFactory } from '../factories/cart-factory';
import { userFactory } from '../factories/user-factory';

const text = anyText({ maxLength: 20 });
const id = fc.integer({ min: 1, max: 1_000_000 });
const money = fc.integer({ min: 0, max: 10_000_000 });

const userArb: fc.Arbitrary<User> = fc.record({
  id,
  name: text,
  email: text,
  role: fc.constantFrom('Seller', 'Shopper', ''),
  countryId: fc.option(id, { nil: null }),
  phone: fc.stringMatching(/^\d{0,15}$/),
  picture: text,
});

const lineArb: fc.Arbitrary<CartLine> = fc.record({
  cartItemId: id,
  productDetailId: id,
  titleEN: text,
  titleAR: text,
  imageURL: text,
  color: fc.option(text, { nil: null }),
  variantValue: fc.option(text, { nil: null }),
  price: money,
  discountPrice: fc.option(money, { nil: null }),
  priceWithDiscount: fc.option(money, { nil: null }),
  quantity: fc.integer({ min: 0, max: 99 }),
  stock: fc.integer({ min: 0, max: 999 }),
});

const cartArb: fc.Arbitrary<Cart> = fc.record({
  lines: fc.array(lineArb, { maxLength: 4 }),
  totalAmount: money,
  taxAmount: money,
  delivery: fc.record({ fee: money, freeFrom: money }),
  deliveryFee: money,
  totalAfterTaxation: money,
  itemCount: fc.integer({ min: 0, max: 500 }),
  sellerDiscount: text,
  fromServer: fc.boolean(),
});

const snapshotArb: fc.Arbitrary<PersistedSnapshot> = fc
  .record({
    user: fc.option(userArb, { nil: null }),
    countryLocationId: fc.constantFrom(1 as const, 2 as const),
    cart: cartArb,
    selectedCountryId: fc.option(id, { nil: null }),
    currency: fc.option(
      fc.record({ id, name: text, code: fc.constantFrom('SYP', 'LBP', 'USD'), excRate: fc.double({ min: 0.001, max: 1e6, noNaN: true }) }),
      { nil: null },
    ),
    favourites: fc.array(fc.record({ id }), { maxLength: 5 }),
    terms: fc.array(text, { maxLength: 15 }),
  })
  .map((parts) => ({
    version: PERSISTED_STATE_VERSION,
    auth: { isAuthenticated: parts.user !== null, user: parts.user },
    profile: { countryLocationId: parts.countryLocationId },
    cart: parts.cart,
    country: { selectedCountryId: parts.selectedCountryId, currency: parts.currency },
    favourites: { items: parts.favourites },
    searchTerms: parts.terms.reduce<string[]>(addSearchTerm, []),
  }));

const sample = (): PersistedSnapshot => ({
  ...emptySnapshot(),
  auth: { isAuthenticated: true, user: userFactory.build({ id: 7 }) },
  cart: cartFactory.build(),
  favourites: { items: [{ id: 3 }] },
  searchTerms: ['shoes', 'حذاء'],
});

const withField = (field: string, value: unknown): string => JSON.stringify({ ...sample(), [field]: value });

describe('parsePersistedState', () => {
  it('reads back what serialisePersistedState wrote', () => {
    const snapshot = sample();
    expect(parsePersistedState(serialisePersistedState(snapshot))).toEqual(snapshot);
  });

  it('answers null when nothing is stored', () => {
    expect(parsePersistedState(null)).toBeNull();
    expect(parsePersistedState('')).toBeNull();
  });

  it('discards a value that is not JSON', () => {
    expect(parsePersistedState('{"version":1,')).toBeNull();
    expect(parsePersistedState('undefined')).toBeNull();
  });

  it('discards a foreign value, such as another library writing under the same key', () => {
    const reduxPersist = JSON.stringify({ auth: '{"isAuthenticated":true}', _persist: '{"version":-1,"rehydrated":true}' });
    expect(parsePersistedState(reduxPersist)).toBeNull();
    expect(parsePersistedState('[1,2,3]')).toBeNull();
    expect(parsePersistedState('"root"')).toBeNull();
    expect(parsePersistedState('null')).toBeNull();
  });

  it('discards a value written by another version', () => {
    expect(parsePersistedState(withField('version', 0))).toBeNull();
    expect(parsePersistedState(withField('version', PERSISTED_STATE_VERSION + 1))).toBeNull();
    expect(parsePersistedState(withField('version', '1'))).toBeNull();
  });

  it('discards an old-shaped value: a slice missing or of the wrong type', () => {
    const { searchTerms: _dropped, ...withoutTerms } = sample();
    expect(parsePersistedState(JSON.stringify(withoutTerms))).toBeNull();
    expect(parsePersistedState(withField('searchTerms', 'shoes'))).toBeNull();
    expect(parsePersistedState(withField('searchTerms', ['shoes', 3]))).toBeNull();
    expect(parsePersistedState(withField('cart', { items: [] }))).toBeNull();
    expect(parsePersistedState(withField('auth', { isAuthenticated: true, user: { name: 'x' } }))).toBeNull();
    expect(parsePersistedState(withField('favourites', { items: [{ id: 'a' }] }))).toBeNull();
    expect(parsePersistedState(withField('profile', { countryLocationId: 3 }))).toBeNull();
    expect(parsePersistedState(withField('country', { selectedCountryId: 1, currency: { id: 1 } }))).toBeNull();
  });

  it('discards a cart whose amounts are not whole minor units', () => {
    const cart = { ...cartFactory.build(), totalAmount: 19.99 };
    expect(parsePersistedState(withField('cart', cart))).toBeNull();
  });

  it('keeps a cart stored before the delivery fee existed, with no fee known until the server answers', () => {
    const { delivery: _delivery, deliveryFee: _fee, ...older } = cartFactory.build();
    const parsed = parsePersistedState(withField('cart', older));
    expect(parsed?.cart.delivery).toEqual({ fee: 0, freeFrom: 0 });
    expect(parsed?.cart.deliveryFee).toBe(0);
    expect(parsed?.auth.isAuthenticated).toBe(true);
  });

  it('discards a value over the size limit without reading it', () => {
    const huge = JSON.stringify({ ...sample(), searchTerms: ['x'.repeat(PERSISTED_STATE_MAX_CHARS)] });
    expect(parsePersistedState(huge)).toBeNull();
  });

  it('cleans a search history written by older code: duplicates removed, at most 10 kept', () => {
    const terms = ['a', 'A', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'];
    expect(parsePersistedState(withField('searchTerms', terms))?.searchTerms).toEqual([
      'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j',
    ]);
  });

  it('never throws, whatever the string', () => {
    fc.assert(
      fc.property(anyText({ maxLength: 200 }), (raw) => {
        expect(() => parsePersistedState(raw)).not.toThrow();
      }),
    );
  });

  it('never throws on JSON of any shape', () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 4 }), (raw) => {
        expect(() => parsePersistedState(raw)).not.toThrow();
      }),
    );
  });

  it('round trips every valid snapshot', () => {
    fc.assert(
      fc.property(snapshotArb, (snapshot) => {
        expect(parsePersistedState(serialisePersistedState(snapshot))).toEqual(snapshot);
      }),
      { numRuns: 200 },
    );
  });

  it('gives an empty snapshot that itself round trips', () => {
    const empty = emptySnapshot();
    expect(empty.auth).toEqual({ isAuthenticated: false, user: null });
    expect(empty.searchTerms).toEqual([]);
    expect(parsePersistedState(serialisePersistedState(empty))).toEqual(empty);
  });
});
