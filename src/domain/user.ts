import { hasCountryId } from './country';

// The signed-in user as the client keeps it (spec section 3), and its mapping from the profile
// response of GET /users/profile/my-profile.

export const SELLER_ROLE = 'Seller';

export interface User {
  id: number;
  name: string;
  email: string;
  role: string;
  // The user's country (store) id; null until the user has chosen one.
  countryId: number | null;
  /** The phone the user gave, normalised digits ('' when none): the phone fields start from it. */
  phone: string;
  picture: string;
}

// Only id is relied on; the other fields may be missing or null in a profile the server sends.
export interface ProfileResponse {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: string | null;
  store?: number | null;
  /** Beyond spec §7: the phone the user gave, normalised digits, null when none. */
  phoneNumber?: string | null;
}

const fullName = (firstName: string | null | undefined, lastName: string | null | undefined): string =>
  [firstName, lastName]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');

export const userFromProfile = (profile: ProfileResponse): User => ({
  id: profile.id,
  name: fullName(profile.firstName, profile.lastName),
  email: profile.email ?? '',
  role: profile.role ?? '',
  // Anything but a positive integer means "no country chosen yet", which brings up the country dialog.
  countryId: hasCountryId(profile.store) ? profile.store : null,
  phone: profile.phoneNumber ?? '',
  picture: '',
});

export const isSeller = (user: Pick<User, 'role'>): boolean => user.role === SELLER_ROLE;
