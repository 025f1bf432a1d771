import type { User } from '../repositories/users-repository.js';

/** The wire profile of spec §7 (GET /users/profile/my-profile). */
export interface Profile {
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  store: number | null;
  /** The phone the user gave (normalised digits), null when none: forms start from it. */
  phoneNumber: string | null;
  /** false for an account made with a phone only (issue 30): the account page offers it no password change. */
  hasPassword: boolean;
  id: number;
}

export const toProfile = (user: User): Profile => ({
  firstName: user.firstName,
  lastName: user.lastName,
  // '' for an account made with a phone only (issue 30).
  email: user.email ?? '',
  role: user.role,
  store: user.store,
  phoneNumber: user.phoneNumber,
  hasPassword: user.passwordHash !== '',
  id: user.id,
});
