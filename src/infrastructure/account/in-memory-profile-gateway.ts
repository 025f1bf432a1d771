import { UnauthorizedError } from '../../application/shared/errors';
import type { ProfileGateway } from '../../application/account/profile-gateway';
import type { ProfileUpdate } from '../../domain/account/profile';
import type { User } from '../../domain/account/user';
import { ScriptedFailures } from '../shared/scripted-failures';
import { profileUpdateBody, userOf, type ProfileWire } from './account-contract';

/**
 * The signed-in account as the server knows it (the API's profile), null answering 401 like a token
 * for no account. It maps to and from the application's words with the contract's own functions, as
 * the Http adapter does.
 */
export class InMemoryProfileGateway implements ProfileGateway {
  readonly failures = new ScriptedFailures();
  /** Every update the server accepted, in the port's words, oldest first. */
  updates: ProfileUpdate[] = [];

  constructor(public profile: ProfileWire | null = null) {}

  async myProfile(): Promise<User> {
    this.failures.check();
    if (this.profile === null) throw new UnauthorizedError();
    return userOf(this.profile);
  }

  async updateMyProfile(update: ProfileUpdate): Promise<User> {
    this.failures.check();
    if (this.profile === null) throw new UnauthorizedError();
    this.updates.push({ ...update });
    const body = profileUpdateBody(update);
    // As the server: an empty phone is stored as none.
    this.profile = { ...this.profile, store: body.store, phoneNumber: body.phoneNumber === '' ? null : body.phoneNumber };
    return userOf(this.profile);
  }
}
