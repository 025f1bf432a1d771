import { emptyCart, NO_DELIVERY_FEE, readCartLine, type Cart, type DeliveryRule } from '../cart';
import { DEFAULT_LOCATION_ID, LEBANON_LOCATION_ID, SYRIA_LOCATION_ID, hasCountryId, type CountryLocationId } from '../country';
import type { Currency } from '../country';
import type { FavouriteItem } from '../favourites';
import { addSearchTerm } from '../catalogue';
import type { User } from '../account';
import { arrayOf, bool, int, nullable, object, str, type Reader } from './readers';

// What the app keeps between visits under the local-storage key 'root' (spec sections 3 and 9),
// and the one parser that decides whether a stored value can be trusted. A document written by an
// earlier version is first brought up to the current one, step by step (PERSISTED_STATE_MIGRATIONS):
// a deploy that adds a field gives it a default instead of resetting every returning shopper.
// Anything corrupt, foreign, from a later version or too large is discarded as a whole: the app
// then starts clean, which is always safe, while half a snapshot could pair a cart with the wrong user.

export const PERSISTED_STATE_KEY = 'root';
/** Characters, not bytes. Web Storage allows about 5 MB a site; the real snapshot is a few KB. */
export const PERSISTED_STATE_MAX_CHARS = 256 * 1024;

/** Untrusted stored JSON on its way up the steps; only the parser below turns it into a snapshot. */
export type PersistedDocument = Record<string, unknown>;

/**
 * Takes a document of one version to the next: adds a field's default, renames, reshapes. It meets
 * untrusted data, so it must not throw and must leave a value it does not recognise for the parser
 * to reject. The version number is set by `migratePersistedDocument`, not by the step.
 */
export type PersistedStateMigration = (stored: PersistedDocument) => PersistedDocument;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills `field` with `fallback` when `record` is an object without it; anything else is left as it was. */
const withDefault = (record: unknown, field: string, fallback: unknown): unknown =>
  isRecord(record) && record[field] === undefined ? { ...record, [field]: fallback } : record;

/**
 * Version 1 grew fields without a version bump: the shopper's phone and the cart's delivery rule.
 * Version 2 always writes them; a version-1 document without them gets no phone and "no fee known
 * until the server answers".
 */
const fromVersion1: PersistedStateMigration = (stored) => {
  const auth = isRecord(stored.auth) ? { ...stored.auth, user: withDefault(stored.auth.user, 'phone', '') } : stored.auth;
  const cart = withDefault(withDefault(stored.cart, 'delivery', { ...NO_DELIVERY_FEE }), 'deliveryFee', 0);
  return { ...stored, auth, cart };
};

/** A version-2 cart line spoke the API's names; version 3 says what they mean. */
const lineFromVersion2 = (line: unknown): unknown => {
  if (!isRecord(line)) return line;
  const { productDetailId, titleEN, titleAR, ...rest } = line;
  return { ...rest, variantId: productDetailId, title: { en: titleEN, ar: titleAR } };
};

/**
 * Version 3 renames the cart line's fields to the domain's words: productDetailId → variantId,
 * titleEN/titleAR → title { en, ar }. A returning shopper keeps their cart.
 */
const fromVersion2: PersistedStateMigration = (stored) => {
  const cart = isRecord(stored.cart) && Array.isArray(stored.cart.lines) ? { ...stored.cart, lines: stored.cart.lines.map(lineFromVersion2) } : stored.cart;
  return { ...stored, cart };
};

/**
 * Step n takes a version-n document to version n + 1. Adding a persisted field means: add it to
 * the snapshot and the parser, and append one step that gives old documents its default.
 */
/**
 * Version 4 keeps whether the account has a password (issue 30: a phone-only account has none). A
 * version-3 user had signed in with one, or came back from the profile, which is read again on /account.
 */
const fromVersion3: PersistedStateMigration = (stored) => {
  const auth = isRecord(stored.auth) ? { ...stored.auth, user: withDefault(stored.auth.user, 'hasPassword', true) } : stored.auth;
  return { ...stored, auth };
};

export const PERSISTED_STATE_MIGRATIONS: readonly PersistedStateMigration[] = [fromVersion1, fromVersion2, fromVersion3];

export const PERSISTED_STATE_VERSION = PERSISTED_STATE_MIGRATIONS.length + 1;

/**
 * Runs the steps from the document's version up to the last one (`steps.length + 1`), or answers
 * undefined when the value is not an object with a whole version in 1..current: a later deploy's
 * document (after a rollback) is not understood and is discarded.
 */
export const migratePersistedDocument = (
  value: unknown,
  steps: readonly PersistedStateMigration[],
): PersistedDocument | undefined => {
  if (!isRecord(value)) return undefined;
  const from = value.version;
  if (typeof from !== 'number' || !Number.isSafeInteger(from) || from < 1 || from > steps.length + 1) return undefined;
  let stored: PersistedDocument = value;
  for (let version = from; version <= steps.length; version += 1) {
    const step = steps[version - 1];
    if (step === undefined) return undefined;
    stored = { ...step(stored), version: version + 1 };
  }
  return stored;
};

export interface PersistedSnapshot {
  version: number;
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

const positiveFinite: Reader<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
const countryId: Reader<number> = (value) => (typeof value === 'number' && hasCountryId(value) ? value : undefined);

const user = object<User>({
  id: int,
  name: str,
  email: str,
  role: str,
  countryId: nullable(countryId),
  phone: str,
  picture: str,
  hasPassword: bool,
});

const cart = object<Cart>({
  lines: arrayOf(readCartLine),
  totalAmount: int,
  taxAmount: int,
  delivery: object<DeliveryRule>({ fee: int, freeFrom: int }),
  deliveryFee: int,
  totalAfterTaxation: int,
  itemCount: int,
  sellerDiscount: str,
  fromServer: bool,
});

const currencyCore = object<Pick<Currency, 'id' | 'name' | 'code' | 'excRate'>>({ id: int, name: str, code: str, excRate: positiveFinite });
// The display and cash steps (issue 26) are kept when present; a state saved before them still reads.
const currency: Reader<Currency> = (value) => {
  const core = currencyCore(value);
  if (core === undefined) return undefined;
  const record = value as Record<string, unknown>;
  const displayStep = positiveFinite(record['displayStep']);
  const cashStep = positiveFinite(record['cashStep']);
  return { ...core, ...(displayStep === undefined ? {} : { displayStep }), ...(cashStep === undefined ? {} : { cashStep }) };
};

const locationId: Reader<CountryLocationId> = (value) =>
  value === SYRIA_LOCATION_ID || value === LEBANON_LOCATION_ID ? value : undefined;

const version: Reader<number> = (value) => (value === PERSISTED_STATE_VERSION ? PERSISTED_STATE_VERSION : undefined);

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
  const stored = migratePersistedDocument(parseJson(raw), PERSISTED_STATE_MIGRATIONS);
  return stored === undefined ? null : (snapshot(stored) ?? null);
};

export const serialisePersistedState = (state: PersistedSnapshot): string => JSON.stringify(state);
