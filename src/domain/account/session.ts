import type { User } from './user';

/** What a successful login or e-mail verification answers: a bearer token and the signed-in user. */
export interface SignedIn {
  accessToken: string;
  user: User;
}

/** A new shopper account (docs/api.md, Accounts, POST /auth/signup); the phone already normalised, or absent. */
export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
}
