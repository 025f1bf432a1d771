import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cart, CartLine } from '../../../src/domain/cart/cart';
import {
  PERSISTED_STATE_MAX_CHARS,
  PERSISTED_STATE_MIGRATIONS,
  PERSISTED_STATE_VERSION,
  emptySnapshot,
  migratePersistedDocument,
  parsePersistedState,
  serialisePersistedState,
  type PersistedSnapshot,
} from '../../../src/domain/shared/persisted-state';
import { addSearchTerm } from '../../../src/domain/catalogue/search-history';
import type { User } from '../../../src/domain/account/user';
import { anyText } from '../../factories/arbitraries';
import { cartFactory } from '../../factories/cart-factory';
import { cartLineFactory } from '../../factories/cart-line-factory';
import { userFactory } from '../../factories/user-factory';
import { WRITTEN_BY_EARLY_VERSION_1, WRITTEN_BY_VERSION_1 } from '../fixtures/persisted-state-v1';
import { WRITTEN_BY_VERSION_2 } from '../fixtures/persisted-state-v2';

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
  hasPassword: fc.boolean(),
});

// Random values over the factory's line, so a field added to CartLine needs only the factory.
const lineArb: fc.Arbitrary<CartLine> = fc.record({
  cartItemId: id,
  variantId: id,
  title: fc.record({ en: text, ar: text }),
  imageURL: text,
  color: fc.option(text, { nil: null }),
  variantValue: fc.option(text, { nil: null }),
  price: money,
  discountPrice: fc.option(money, { nil: null }),
  priceWithDiscount: fc.option(money, { nil: null }),
  quantity: fc.integer({ min: 0, max: 99 }),
  stock: fc.integer({ min: 0, max: 999 }),
}).map((fields) => ({ ...cartLineFactory.build(), ...fields }));

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

const addWishlistNotes = (document: Record<string, unknown>) => ({ ...document, wishlistNotes: [] });

const withField = (field: string, value: unknown): string => JSON.stringify({ ...sample(), [field]: value });

describe('a document written by an earlier version (migrated step by step, never reset)', () => {
  it('keeps the shopper, country, currency, cart, favourites and search history written by version 1', () => {
    const parsed = parsePersistedState(WRITTEN_BY_VERSION_1);

    expect(parsed?.version).toBe(PERSISTED_STATE_VERSION);
    expect(parsed?.auth).toMatchObject({ isAuthenticated: true, user: { id: 7, name: 'Rami Saleh', countryId: 2, phone: '71123456' } });
    expect(parsed?.profile.countryLocationId).toBe(2);
    expect(parsed?.country).toEqual({ selectedCountryId: 2, currency: { id: 2, name: 'Lebanese pound', code: 'LBP', excRate: 89500 } });
    expect(parsed?.favourites.items).toEqual([{ id: 3 }, { id: 11 }]);
    expect(parsed?.searchTerms).toEqual(['حذاء', 'shoes']);
    expect(parsed?.cart.itemCount).toBe(2);
  });

  it('gives the fields version 1 did not always write their defaults: no phone, no delivery fee known yet', () => {
    const parsed = parsePersistedState(WRITTEN_BY_EARLY_VERSION_1);

    expect(parsed?.auth.user?.phone).toBe('');
    expect(parsed?.cart.delivery).toEqual({ fee: 0, freeFrom: 0 });
    expect(parsed?.cart.deliveryFee).toBe(0);
    expect(parsed?.country.selectedCountryId).toBe(2);
    expect(parsed?.favourites.items).toEqual([{ id: 3 }, { id: 11 }]);
    expect(parsed?.searchTerms).toEqual(['حذاء', 'shoes']);
  });

  it('takes a version-3 shopper for one with a password (issue 30: a phone-only account has none)', () => {
    expect(parsePersistedState(WRITTEN_BY_VERSION_1)?.auth.user?.hasPassword).toBe(true);
  });

  it('keeps the cart of a version-2 document, its lines renamed to the domain\'s words', () => {
    const parsed = parsePersistedState(WRITTEN_BY_VERSION_2);

    expect(parsed?.version).toBe(PERSISTED_STATE_VERSION);
    expect(parsed?.cart.lines.map(({ cartItemId, variantId, title, quantity }) => ({ cartItemId, variantId, title, quantity }))).toEqual([
      { cartItemId: 1, variantId: 1001, title: { en: 'Product 1', ar: 'منتج 1' }, quantity: 1 },
      { cartItemId: 2, variantId: 1002, title: { en: 'Product 2', ar: 'منتج 2' }, quantity: 1 },
    ]);
    expect(parsed?.cart.totalAfterTaxation).toBe(3998);
    expect(parsed?.favourites.items).toEqual([{ id: 3 }, { id: 11 }]);
  });

  it('brings a version-1 cart through every step to the current names', () => {
    expect(parsePersistedState(WRITTEN_BY_VERSION_1)?.cart.lines[0]).toMatchObject({ variantId: 1001, title: { en: 'Product 1', ar: 'منتج 1' } });
  });

  it('has one step per version: the current version is the number of steps plus one', () => {
    expect(PERSISTED_STATE_VERSION).toBe(PERSISTED_STATE_MIGRATIONS.length + 1);
  });

  it('adds a field with its default when a later version adds one, keeping everything else', () => {
    // What the next deploy that adds a slice does: one more step. The version-1 document runs every step in turn.
    const migrated = migratePersistedDocument(JSON.parse(WRITTEN_BY_VERSION_1), [...PERSISTED_STATE_MIGRATIONS, addWishlistNotes]);

    expect(migrated).toMatchObject({
      version: PERSISTED_STATE_VERSION + 1,
      wishlistNotes: [],
      profile: { countryLocationId: 2 },
      country: { selectedCountryId: 2 },
      favourites: { items: [{ id: 3 }, { id: 11 }] },
      searchTerms: ['حذاء', 'shoes'],
    });
  });

  it('runs the steps in order, each once, from the stored version on', () => {
    const seen: number[] = [];
    const step = (n: number) => (document: Record<string, unknown>) => {
      seen.push(n);
      return { ...document, [`from${n}`]: true };
    };
    const steps = [step(1), step(2), step(3)];

    expect(migratePersistedDocument({ version: 2 }, steps)).toEqual({ version: 4, from2: true, from3: true });
    expect(seen).toEqual([2, 3]);
    expect(migratePersistedDocument({ version: 4 }, steps)).toEqual({ version: 4 });
    expect(migratePersistedDocument({ version: 5 }, steps)).toBeUndefined();
    expect(migratePersistedDocument({ version: 0 }, steps)).toBeUndefined();
    expect(migratePersistedDocument([{ version: 1 }], steps)).toBeUndefined();
  });

  it('never throws on a document of any shape that claims an old version', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: PERSISTED_STATE_VERSION }), fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), fc.jsonValue(), (version, rest, auth, cart) => {
        const raw = JSON.stringify({ ...rest, version, auth, cart });
        expect(() => parsePersistedState(raw)).not.toThrow();
      }),
    );
  });
});

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

  it('discards a value whose version is not a known one: from a later deploy, below 1, or not a whole number', () => {
    expect(parsePersistedState(withField('version', PERSISTED_STATE_VERSION + 1))).toBeNull();
    expect(parsePersistedState(withField('version', 0))).toBeNull();
    expect(parsePersistedState(withField('version', 1.5))).toBeNull();
    expect(parsePersistedState(withField('version', '1'))).toBeNull();
    const { version: _none, ...unversioned } = sample();
    expect(parsePersistedState(JSON.stringify(unversioned))).toBeNull();
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

  it('requires the fields the current version writes: a current document without the delivery rule is discarded', () => {
    const { delivery: _delivery, deliveryFee: _fee, ...older } = cartFactory.build();
    expect(parsePersistedState(withField('cart', older))).toBeNull();
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
