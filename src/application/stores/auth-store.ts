import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { profileTarget, type ProfileTarget } from '../../domain/bottom-nav';
import type { PersistedSnapshot } from '../../domain/persisted-state';
import { isSeller, userFromProfile, type ProfileResponse, type User } from '../../domain/user';
import { ACCESS_TOKEN_KEY } from '../access-token';
import { PersistedState } from '../persisted-state';
import type { AccessTokenReader } from '../ports/access-token-reader';
import type { Clock } from '../ports/clock';
import type { ErrorReporter } from '../ports/error-reporter';
import type { KeyValueStorage } from '../ports/key-value-storage';
import { TOKENS } from '../tokens';
import { LoadSignedInUser } from '../use-cases/load-signed-in-user';
import { SignOut } from '../use-cases/sign-out';

/** The signed-in user (spec sections 3 and 4). */
@injectable()
export class AuthStore {
  user: User | null = null;
  /** True until the first profile fetch settles; false at once without a token. */
  loading = true;
  /** Mirrors local storage so views react to sign-in and sign-out. */
  accessToken: string | null;
  /** Settles once the persisted user has been put back (or there was none). */
  readonly restored: Promise<void>;

  constructor(
    @inject(LoadSignedInUser) private readonly loadSignedInUser: LoadSignedInUser,
    @inject(SignOut) private readonly signOut: SignOut,
    @inject(TOKENS.LocalStorage) private readonly storage: KeyValueStorage,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
    @inject(PersistedState) persisted: PersistedState,
    @inject(TOKENS.AccessTokenReader) private readonly tokenReader: AccessTokenReader,
  ) {
    this.accessToken = this.readToken();
    makeAutoObservable<this, 'loadSignedInUser' | 'signOut' | 'storage' | 'clock' | 'reporter' | 'tokenReader'>(
      this,
      {
        restored: false,
        loadSignedInUser: false,
        signOut: false,
        storage: false,
        clock: false,
        reporter: false,
        tokenReader: false,
        profileTarget: false,
        hasAccessToken: false,
      },
      { autoBind: true },
    );
    this.restored = persisted.attach('auth', this.hydrated, () => this.persistedAuth);
  }

  get isAuthenticated(): boolean {
    return this.user !== null;
  }

  get isSeller(): boolean {
    return this.user !== null && isSeller(this.user);
  }

  /** The user's name, or null for a guest (the view says 'Guest'). */
  get displayName(): string | null {
    const name = this.user?.name.trim() ?? '';
    return name === '' ? null : name;
  }

  /** Where the bottom bar's profile item leads: the account with a valid, unexpired token, else login. */
  profileTarget(): ProfileTarget {
    return profileTarget(this.tokenReader.read(this.accessToken)?.expiresAt ?? null, this.clock.now());
  }

  hasAccessToken(): boolean {
    return this.accessToken !== null;
  }

  async started(): Promise<void> {
    await this.restored;
    this.tokenReread();
    const result = await this.loadSignedInUser.execute();
    if (result.ok) this.profileLoaded(result.value);
    else if (result.error === 'offline') this.profileUnconfirmed();
    else this.sessionEnded();
  }

  loggedIn(accessToken: string, profile: ProfileResponse): void {
    this.storage.set(ACCESS_TOKEN_KEY, accessToken);
    this.accessToken = accessToken;
    const user = userFromProfile(profile);
    this.reporter.setUser(user.id);
    this.profileLoaded(user);
  }

  /** The profile changed on the server (the account page's update): the user follows it. */
  profileUpdated(profile: ProfileResponse): void {
    this.profileLoaded(userFromProfile(profile));
  }

  loggedOut(): void {
    this.signOut.execute();
    this.sessionEnded();
  }

  /** A persisted user is shown at once; started() then confirms it with the server. */
  hydrated(auth: PersistedSnapshot['auth']): void {
    if (this.user === null && this.accessToken !== null) this.user = auth.user;
  }

  private get persistedAuth(): PersistedSnapshot['auth'] {
    return { isAuthenticated: this.isAuthenticated, user: this.user };
  }

  private tokenReread(): void {
    this.accessToken = this.readToken();
  }

  private profileLoaded(user: User): void {
    this.user = user;
    this.loading = false;
  }

  /** Offline at start: the restored user stays signed in until the server can be asked again. */
  private profileUnconfirmed(): void {
    this.loading = false;
  }

  private sessionEnded(): void {
    this.user = null;
    this.accessToken = null;
    this.loading = false;
  }

  private readToken(): string | null {
    const token = this.storage.get(ACCESS_TOKEN_KEY);
    return token === null || token === '' ? null : token;
  }
}
