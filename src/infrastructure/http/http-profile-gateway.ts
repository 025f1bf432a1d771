import type { ProfileGateway } from '../../application/ports/profile-gateway';
import type { ProfileUpdatePayload } from '../../domain/profile';
import type { ProfileResponse } from '../../domain/user';
import type { HttpClient } from './http-client';
import { isWireObject, numberAt, optionalNumberAt, optionalStringAt } from './wire';
import { ServerError } from '../../application/errors';

/** The profile as the server answers it (my-profile, the update, and the login and sign-up answers). */
export function profileFrom(body: unknown): ProfileResponse {
  if (!isWireObject(body)) throw new ServerError('Unexpected answer: the profile is not an object.');
  return {
    id: numberAt(body, 'id'),
    firstName: optionalStringAt(body, 'firstName'),
    lastName: optionalStringAt(body, 'lastName'),
    email: optionalStringAt(body, 'email'),
    role: optionalStringAt(body, 'role'),
    store: optionalNumberAt(body, 'store'),
    phoneNumber: optionalStringAt(body, 'phoneNumber'),
  };
}

export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  async myProfile(): Promise<ProfileResponse> {
    return profileFrom(await this.http.get<unknown>('/users/profile/my-profile', { auth: true }));
  }

  async updateMyProfile(payload: ProfileUpdatePayload): Promise<ProfileResponse> {
    const body = await this.http.post<unknown>(
      '/users/profile/update-my-profile',
      { store: payload.store, phoneNumber: payload.phoneNumber, whatsApp: payload.whatsApp },
      { auth: true },
    );
    return profileFrom(body);
  }
}
