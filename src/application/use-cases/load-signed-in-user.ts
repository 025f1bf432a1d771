import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/result';
import { userFromProfile, type User } from '../../domain/user';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { NetworkError } from '../errors';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { ProfileGateway } from '../ports/profile-gateway';
import { TOKENS } from '../tokens';

export type LoadSignedInUserError = 'no-token' | 'profile-failed' | 'offline';

/**
 * Spec section 4: the profile is fetched only when a token is stored; a failure removes the token
 * (the session is over) and is logged, never shown. One exception (docs/adr/0009): when the
 * request never reached the server (offline, timed out, cut off by a navigation) nothing is known
 * about the session, so the token is kept and the answer is 'offline'.
 */
@injectable()
export class LoadSignedInUser {
  constructor(
    @inject(TOKENS.ProfileGateway) private readonly profiles: ProfileGateway,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<Result<User, LoadSignedInUserError>> {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    if (token === null || token === '') return err('no-token');
    try {
      const user = userFromProfile(await this.profiles.myProfile());
      this.reporter.setUser(user.id);
      return ok(user);
    } catch (error) {
      if (error instanceof NetworkError) return err('offline');
      this.storage.remove(ACCESS_TOKEN_KEY);
      this.reporter.setUser(null);
      this.reporter.captureException(error, { action: 'load-signed-in-user' });
      return err('profile-failed');
    }
  }
}
