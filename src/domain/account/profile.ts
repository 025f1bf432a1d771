import { hasCountryId } from '../country';
import { DEFAULT_PHONE_PREFIX, normalisePhone } from '../country';

/** What the shopper changes of their profile (spec §3, §7): the country they shop in and their phone. */
export interface ProfileUpdate {
  countryId: number;
  /** Normalised digits (spec §5); '' when none is given (the phone is optional). */
  phone: string;
}

export interface CountryDialogState {
  loading: boolean;
  isAuthenticated: boolean;
  countryId: number | null | undefined;
}

export interface CountryUpdateReadiness {
  isSignedIn: boolean;
  selectedCountryId: number | null | undefined;
}

/** The country dialog shows once loading has finished, for an authenticated user with no country id (spec §4). */
export function shouldShowCountryDialog({ loading, isAuthenticated, countryId }: CountryDialogState): boolean {
  return !loading && isAuthenticated && !hasCountryId(countryId);
}

/** The update for a chosen country and a typed phone, normalised with the calling code; an empty phone stays empty. */
export function profileUpdate(countryId: number, rawPhone: string, prefix: string = DEFAULT_PHONE_PREFIX): ProfileUpdate {
  return { countryId, phone: normalisePhone(rawPhone, prefix) };
}

/** The update button does nothing without an access token or without a selected country (spec §5). */
export function canSubmitCountryUpdate({ isSignedIn, selectedCountryId }: CountryUpdateReadiness): boolean {
  return isSignedIn && hasCountryId(selectedCountryId);
}
