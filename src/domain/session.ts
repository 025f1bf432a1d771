import type { ProfileResponse } from './user';

/** What a successful login or e-mail verification answers: a bearer token and the profile. */
export interface Session {
  accessToken: string;
  user: ProfileResponse;
}

/** The body of POST /auth/signup (docs/api.md, Accounts); the phone already normalised, or absent. */
export interface SignUpRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
}
