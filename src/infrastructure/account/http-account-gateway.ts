import type { AccountGateway } from '../../application/account/account-gateway';
import type { SignedIn, SignUpRequest } from '../../domain/account/session';
import type { User } from '../../domain/account/user';
import type { HttpClient } from '../shared/http-client';
import { parse } from '../shared/contract';
import { MessageSchema } from '../shared/shared-contract';
import { PasswordSessionResponse, SessionResponse, SignUpResponse, signUpBody, userOf } from './account-contract';
import { translated } from './account-api-errors';

const signedIn = (body: unknown): SignedIn => {
  const session = parse(SessionResponse, body);
  return { accessToken: session.accessToken, user: userOf(session.user) };
};

/**
 * The account calls of docs/api.md; the wire's profile becomes the application's User (userOf) and the
 * API's refusals become the typed errors of account-errors.ts.
 */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  signUp(request: SignUpRequest): Promise<User> {
    return translated(async () => userOf(parse(SignUpResponse, await this.http.post<unknown>('/auth/signup', signUpBody(request))).user));
  }

  verifyEmail(email: string, code: string): Promise<SignedIn> {
    return translated(async () => signedIn(await this.http.post<unknown>('/auth/verify-email', { email, code })));
  }

  resendVerification(email: string): Promise<void> {
    return translated(async () => {
      parse(MessageSchema, await this.http.post<unknown>('/auth/resend-verification', { email }));
    });
  }

  logIn(email: string, password: string): Promise<SignedIn> {
    return translated(async () => signedIn(await this.http.post<unknown>('/auth/login', { email, password })));
  }

  requestPasswordReset(email: string): Promise<void> {
    return translated(async () => {
      parse(MessageSchema, await this.http.post<unknown>('/auth/forgot-password', { email }));
    });
  }

  resetPassword(token: string, password: string): Promise<SignedIn> {
    return translated(async () => {
      const session = parse(PasswordSessionResponse, await this.http.post<unknown>('/auth/reset-password', { token, password }));
      return { accessToken: session.accessToken, user: userOf(session.user) };
    });
  }

  changePassword(currentPassword: string, newPassword: string): Promise<SignedIn> {
    return translated(async () => {
      const body = await this.http.post<unknown>('/users/profile/change-password', { currentPassword, newPassword }, { auth: true });
      const session = parse(PasswordSessionResponse, body);
      return { accessToken: session.accessToken, user: userOf(session.user) };
    });
  }
}
