import { hasCountryId } from './country';
import { DEFAULT_PHONE_PREFIX, normalisePhone } from './phone';

/** Body of POST /users/profile/update-my-profile (spec §3, §7). */
export interface ProfileUpdatePayload {
  store: number;
  phoneNumber: string;
  whatsApp: string;
}

export interface CountryDialogState {
  loading: boolean;
  isAuthenticated: boolean;
  countryId: number | null | undefined;
}

export interface CountryUpdateReadiness {
  hasAccessToken: boolean;
  selectedCountryId: number | null | undefined;
}

/** The country dialog shows once loading has finished, for an authenticated user with no country id (spec §4). */
export function shouldShowCountryDialog({ loading, isAuthenticated, countryId }: CountryDialogState): boolean {
  return !loading && isAuthenticated && !hasCountryId(countryId);
}

/** phoneNumber and whatsApp both carry the same normalised phone; an empty phone stays empty (it is optional). */
export function profileUpdatePayload(
  storeId: number,
  rawPhone: string,
  prefix: string = DEFAULT_PHONE_PREFIX,
): ProfileUpdatePayload {
  const phone = normalisePhone(rawPhone, prefix);
  return { store: storeId, phoneNumber: phone, whatsApp: phone };
}

/** The update button does nothing without an access token or without a selected country (spec §5). */
export function canSubmitCountryUpdate({ hasAccessToken, selectedCountryId }: CountryUpdateReadiness): boolean {
  return hasAccessToken && hasCountryId(selectedCountryId);
}
