import { emptyCart, NO_DELIVERY_FEE, type Cart, type CartLine, type DeliveryRule } from './cart';
import { DEFAULT_LOCATION_ID, LEBANON_LOCATION_ID, SYRIA_LOCATION_ID, hasCountryId, type CountryLocationId } from './country';
import type { Currency } from './currency';
import type { FavouriteItem } from './favourites';
import { addSearchTerm } from './search-history';
import type { User } from './user';

// What the app keeps between visits under the local-storage key 'root' (spec sections 3 and 9),
// and the one parser that decides whether a stored value can be trusted. Anything corrupt,
// foreign, written by another version or too large is discarded as a whole: the app then starts
// clean, which is always safe, while half a snapshot could pair a cart with the wrong user.

export const PERSISTED_STATE_KEY = 'root';
export const PERSISTED_STATE_VERSION = 1;
/** Characters, not bytes. Web Storage allows about 5 MB a site; the real snapshot is a few KB. */
export const PERSISTED_STATE_MAX_CHARS = 256 * 1024;

export interface PersistedSnapshot {
  version: typeof PERSISTED_STATE_VERSION;
  auth: { isAuthenticated: boolean; user: User | null };
  profile: { countryLocationId: CountryLocationId };
  cart: Cart;
  country: { selectedCountryId: number | null; currency: Currency | null };
  favourites: { items: FavouriteItem[] };
  /** Most recent first, at most 10 (search-history.ts). */
  searchTerms: string[];
}

export type PersistedSlice = Exclude<keyof PersistedSnapshot, 'version'>;

export const emptySnapshot = (): PersistedSnapshot => ({
  version: PERSISTED_STATE_VERSION,
  auth: { isAuthenticated: false, user: null },
  profile: { countryLocationId: DEFAULT_LOCATION_ID },
  cart: emptyCart(),
  country: { selectedCountryId: null, currency: null },
  favourites: { items: [] },
  searchTerms: [],
});

type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const str: Reader<string> = (value) => (typeof value === 'string' ? value : undefined);
const bool: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
/** Money and counts are whole numbers; a fraction means the value was not written by this code. */
const int: Reader<number> = (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined);
const positiveFinite: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
const countryId: Reader<number> = (value) => (typeof value === 'number' && hasCountryId(value) ? value : undefined);

// A missing nullable field is as wrong as a missing required one: both mean another shape.
const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (value) =>
    value === null ? null : read(value);

const arrayOf =
  <T>(read: Reader<T>): Reader<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const out: T[] = [];
    for (const item of value) {
      const parsed = read(item);
      if (parsed === undefined) return undefined;
      out.push(parsed);
    }
    return out;
  };

type Shape<T> = { [K in keyof T]-?: Reader<T[K]> };

// Builds an object with exactly the fields of the shape, so unknown fields are dropped.
const object =
  <T>(shape: Shape<T>): Reader<T> =>
  (value) => {
    if (!isRecord(value)) return undefined;
    const out: Partial<T> = {};
    for (const key of Object.keys(shape) as (keyof T)[]) {
      const parsed = shape[key](value[key as string]);
      if (parsed === undefined) return undefined;
      out[key] = parsed;
    }
    return out as T;
  };

const user = object<User>({
  id: int,
  name: str,
  email: str,
  role: str,
  countryId: nullable(countryId),
  // Snapshots written before the phone was kept have none: that is no phone, not a broken snapshot.
  phone: (value) => (value === undefined ? '' : str(value)),
  picture: str,
});

const cartLine = object<CartLine>({
  cartItemId: int,
  productDetailId: int,
  titleEN: str,
  titleAR: str,
  imageURL: str,
  color: nullable(str),
  variantValue: nullable(str),
  price: int,
  discountPrice: nullable(int),
  priceWithDiscount: nullable(int),
  quantity: int,
  stock: int,
});

// A cart kept by a version before the delivery fee (issue 15) has no rule: it reads as "no fee known"
// until the server answers, rather than discarding the whole snapshot (and the session with it).
const orDefault =
  <T>(read: Reader<T>, fallback: T): Reader<T> =>
  (value) =>
    value === undefined ? fallback : read(value);

const cart = object<Cart>({
  lines: arrayOf(cartLine),
  totalAmount: int,
  taxAmount: int,
  delivery: orDefault(object<DeliveryRule>({ fee: int, freeFrom: int }), NO_DELIVERY_FEE),
  deliveryFee: orDefault(int, 0),
  totalAfterTaxation: int,
  itemCount: int,
  sellerDiscount: str,
  fromServer: bool,
});

const currency = object<Currency>({ id: int, name: str, code: str, excRate: positiveFinite });

const locationId: Reader<CountryLocationId> = (value) =>
  value === SYRIA_LOCATION_ID || value === LEBANON_LOCATION_ID ? value : undefined;

const version: Reader<typeof PERSISTED_STATE_VERSION> = (value) =>
  value === PERSISTED_STATE_VERSION ? PERSISTED_STATE_VERSION : undefined;

// Older code may have kept duplicates or more than ten terms: rebuilt the way the app builds them.
const searchTerms: Reader<string[]> = (value) =>
  arrayOf(str)(value)?.toReversed().reduce<string[]>(addSearchTerm, []);

const snapshot = object<PersistedSnapshot>({
  version,
  auth: object({ isAuthenticated: bool, user: nullable(user) }),
  profile: object({ countryLocationId: locationId }),
  cart,
  country: object({ selectedCountryId: nullable(countryId), currency: nullable(currency) }),
  favourites: object({ items: arrayOf(object<FavouriteItem>({ id: int })) }),
  searchTerms,
});

const parseJson = (raw: string): unknown => {
  try {
    return JSON.parse(raw);
  } catch {
    // Corrupt storage is an expected input: it reads as "nothing stored".
    return undefined;
  }
};

/** The stored snapshot, or null when there is none or it cannot be trusted. Never throws. */
export const parsePersistedState = (raw: string | null): PersistedSnapshot | null => {
  if (raw === null || raw === '' || raw.length > PERSISTED_STATE_MAX_CHARS) return null;
  return snapshot(parseJson(raw)) ?? null;
};

export const serialisePersistedState = (state: PersistedSnapshot): string => JSON.stringify(state);
