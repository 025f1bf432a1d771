import { DEFAULT_PHONE_COUNTRY, DEFAULT_PHONE_PREFIX, type PhoneCountry } from '../../domain/country/phone';

/** Calling codes and example numbers for the phone field's country selector. */
export interface PhoneMetadata {
  /** The country for an ISO 3166-1 alpha-2 code (any case), or undefined when it is not known. */
  country(iso2: string): PhoneCountry | undefined;
  /** The countries the phone field offers, in display order, Syria first. */
  countries(): PhoneCountry[];
}

/** Syria, should the metadata not know it either. */
const FALLBACK_PHONE_COUNTRY: PhoneCountry = { iso2: DEFAULT_PHONE_COUNTRY, callingCode: DEFAULT_PHONE_PREFIX, example: '' };

/** The phone field's country for a country's flag (ISO code) when there is one and it is known, else Syria (the default). */
export function phoneCountryOf(metadata: PhoneMetadata, flag: string | undefined): PhoneCountry {
  return (flag === undefined ? undefined : metadata.country(flag)) ?? metadata.country(DEFAULT_PHONE_COUNTRY) ?? FALLBACK_PHONE_COUNTRY;
}
