import type { AccountGateway } from '../../application/ports/account-gateway';
import type { Session, SignUpRequest } from '../../domain/session';
import type { ProfileResponse } from '../../domain/user';
import type { HttpClient } from './http-client';
import { profileFrom } from './http-profile-gateway';
import { isWireObject, objectAt, stringAt } from './wire';
import { ServerError } from '../../application/errors';

const sessionFrom = (body: unknown): Session => {
  if (!isWireObject(body)) throw new ServerError('Unexpected answer: the session is not an object.');
  return { accessToken: stringAt(body, 'accessToken'), user: profileFrom(objectAt(body, 'user')) };
};

/** The account calls of docs/api.md; refusals arrive as the HttpClient's typed errors. */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  async signUp(request: SignUpRequest): Promise<ProfileResponse> {
    const body = await this.http.post<unknown>('/auth/signup', { ...request });
    return profileFrom(objectAt(body, 'user'));
  }

  async verifyEmail(email: string, code: string): Promise<Session> {
    return sessionFrom(await this.http.post<unknown>('/auth/verify-email', { email, code }));
  }

  async resendVerification(email: string): Promise<void> {
    await this.http.post<unknown>('/auth/resend-verification', { email });
  }

  async logIn(email: string, password: string): Promise<Session> {
    return sessionFrom(await this.http.post<unknown>('/auth/login', { email, password }));
  }

  async requestPasswordReset(email: string): Promise<void> {
    await this.http.post<unknown>('/auth/forgot-password', { email });
  }

  async resetPassword(token: string, password: string): Promise<void> {
    await this.http.post<unknown>('/auth/reset-password', { token, password });
  }

  async changePassword(currentPassword: string, newPassword: string): Promise<Session> {
    return sessionFrom(await this.http.post<unknown>('/users/profile/change-password', { currentPassword, newPassword }, { auth: true }));
  }
}
