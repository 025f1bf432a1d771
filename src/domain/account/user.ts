// The signed-in user as the client keeps it (spec section 3). The API's profile becomes one in the
// account adapters (src/infrastructure/account/account-contract.ts, userOf).

export const SELLER_ROLE = 'Seller';

export interface User {
  id: number;
  name: string;
  email: string;
  role: string;
  // The user's country id; null until the user has chosen one.
  countryId: number | null;
  /** The phone the user gave, normalised digits ('' when none): the phone fields start from it. */
  phone: string;
  picture: string;
  /** false for an account made with a phone only (issue 30): there is no password to change. */
  hasPassword: boolean;
}

/** The name shown for a user: the first and last name, each trimmed, blanks dropped, joined by one space. */
export const fullName = (firstName: string, lastName: string): string =>
  [firstName, lastName]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');

export const isSeller = (user: Pick<User, 'role'>): boolean => user.role === SELLER_ROLE;
