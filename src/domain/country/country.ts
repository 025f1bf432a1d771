/** A country the store serves; its id is the store id sent in the profile update. */
export interface Country {
  id: number;
  name: string;
  /** Country code used to show the flag, e.g. 'sy'. */
  flag: string;
  /**
   * What delivery to this country costs and from which goods amount it is free, USD minor units (issue 26:
   * the product page says it). Absent when the server did not say.
   */
  delivery?: { fee: number; freeFrom: number };
}

export const SYRIA_LOCATION_ID = 1;
export const LEBANON_LOCATION_ID = 2;
export const DEFAULT_LOCATION_ID = SYRIA_LOCATION_ID;

export type CountryLocationId = typeof SYRIA_LOCATION_ID | typeof LEBANON_LOCATION_ID;

/** Names as geolocation services and shoppers write them, compared trimmed and lower-cased. */
const SYRIA_NAMES: ReadonlySet<string> = new Set(['syria', 'syrian arab republic', 'سوريا', 'سورية']);
const LEBANON_NAMES: ReadonlySet<string> = new Set(['lebanon', 'lebanese republic', 'لبنان']);

function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').normalize('NFC').toLowerCase();
}

/**
 * The location id for a detected country name (spec §4): Lebanon 2, Syria 1, anything else,
 * empty or missing (lookup failed) the default 1.
 */
export function countryLocationId(countryName: string | null | undefined): CountryLocationId {
  const key = nameKey(countryName ?? '');
  if (LEBANON_NAMES.has(key)) return LEBANON_LOCATION_ID;
  if (SYRIA_NAMES.has(key)) return SYRIA_LOCATION_ID;
  return DEFAULT_LOCATION_ID;
}

/**
 * Whether a country id is set. Ids start at 1, so 0 (what a missing country on the wire often becomes),
 * negatives, fractions, NaN, null and undefined all mean "no country".
 */
export function hasCountryId(countryId: number | null | undefined): countryId is number {
  return typeof countryId === 'number' && Number.isInteger(countryId) && countryId > 0;
}

/** The country the dialog's dropdown starts on: the first one returned (spec §2). */
export function defaultCountry(countries: readonly Country[]): Country | undefined {
  return countries[0];
}

export interface ShopperCountryInput {
  /** The signed-in account's country (null or undefined for a guest or an account without one). */
  accountCountryId: number | null | undefined;
  /** The country found by the location lookup (spec §4). */
  locationId: CountryLocationId;
}

/**
 * The country whose currency, tax and delivery the shopper gets: a signed-in shopper's own country;
 * a guest's (or an account's still without a country) the located one.
 */
export function shopperCountryId({ accountCountryId, locationId }: ShopperCountryInput): number {
  return hasCountryId(accountCountryId) ? accountCountryId : locationId;
}

/** The store's own markets' flags, for a country id the list has not told yet. */
const MARKET_FLAGS: Readonly<Record<number, string>> = { [SYRIA_LOCATION_ID]: 'sy', [LEBANON_LOCATION_ID]: 'lb' };

/** A country's flag (ISO code, lower case): the list's, else the store's markets', else Syria's. */
export function countryFlagOf(countryId: number, countries: readonly Country[] = []): string {
  const listed = countries.find((country) => country.id === countryId)?.flag;
  return (listed === undefined || listed === '' ? MARKET_FLAGS[countryId] : listed.toLowerCase()) ?? 'sy';
}
