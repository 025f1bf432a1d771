import type { PhoneCountry } from '../../domain/country/phone';

/** Calling codes and example numbers for the phone field's country selector. */
export interface PhoneMetadata {
  /** The country for an ISO 3166-1 alpha-2 code (any case), or undefined when it is not known. */
  country(iso2: string): PhoneCountry | undefined;
  /** The countries the phone field offers, in display order, Syria first. */
  countries(): PhoneCountry[];
}
