import { injectable } from 'inversify';
import { UnauthorizedError } from '../../application/errors';
import type { ProfileGateway } from '../../application/ports/profile-gateway';
import type { ProfileUpdatePayload } from '../../domain/profile';
import type { ProfileResponse } from '../../domain/user';
import { ScriptedFailures } from './scripted-failures';

/** The signed-in account as the server knows it; null answers 401 like a token for no account. */
@injectable()
export class InMemoryProfileGateway implements ProfileGateway {
  readonly failures = new ScriptedFailures();
  /** Every update the server accepted, oldest first. */
  updates: ProfileUpdatePayload[] = [];

  constructor(public profile: ProfileResponse | null = null) {}

  async myProfile(): Promise<ProfileResponse> {
    this.failures.check();
    if (this.profile === null) throw new UnauthorizedError();
    return { ...this.profile };
  }

  async updateMyProfile(payload: ProfileUpdatePayload): Promise<ProfileResponse> {
    this.failures.check();
    if (this.profile === null) throw new UnauthorizedError();
    this.updates.push({ ...payload });
    // As the server: an empty phone is stored as none.
    this.profile = { ...this.profile, store: payload.store, phoneNumber: payload.phoneNumber === '' ? null : payload.phoneNumber };
    return { ...this.profile };
  }
}
