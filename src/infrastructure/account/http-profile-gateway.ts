import type { ProfileGateway } from '../../application/account/profile-gateway';
import type { ProfileUpdate } from '../../domain/account/profile';
import type { User } from '../../domain/account/user';
import type { HttpClient } from '../shared/http-client';
import { parse } from '../shared/contract';
import { ProfileSchema } from '../shared/shared-contract';
import { profileUpdateBody, userOf } from './account-contract';
import { translated } from './account-api-errors';

/** The profile calls of docs/api.md; the wire's profile is mapped to and from the application's words here. */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  async myProfile(): Promise<User> {
    return userOf(parse(ProfileSchema, await this.http.get<unknown>('/users/profile/my-profile', { auth: true })));
  }

  updateMyProfile(update: ProfileUpdate): Promise<User> {
    return translated(async () => {
      const body = await this.http.post<unknown>('/users/profile/update-my-profile', profileUpdateBody(update), { auth: true });
      return userOf(parse(ProfileSchema, body));
    });
  }
}
