import { inject, injectable } from 'inversify';
import { err, ok, type Result } from '../../domain/result';
import { userFromProfile, type User } from '../../domain/user';
import { ACCESS_TOKEN_KEY } from '../access-token';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import type { ProfileGateway } from '../ports/profile-gateway';
import { TOKENS } from '../tokens';

export type LoadSignedInUserError = 'no-token' | 'profile-failed';

/**
 * Spec section 4: the profile is fetched only when a token is stored; a failure of any kind
 * removes the token (the session is over) and is logged, never shown.
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
      this.storage.remove(ACCESS_TOKEN_KEY);
      this.reporter.setUser(null);
      this.reporter.captureException(error, { action: 'load-signed-in-user' });
      return err('profile-failed');
    }
  }
}
