import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { profileTarget, type ProfileTarget } from '../frame/bottom-nav';
import type { PersistedSnapshot } from '../../domain/shared/persisted-state';
import { isSeller, type User } from '../../domain/account/user';
import { Ports } from '../ports';
import { NetworkError } from '../shared/errors';
import { PersistedState } from '../shared/persisted-state';
import type { DepsOf } from '../shared/wiring';

const inject = {
  session: Ports.session,
  profiles: Ports.profileGateway,
  bridge: Ports.nativeAppBridge,
  clock: Ports.clock,
  reporter: Ports.errorReporter,
  persisted: PersistedState,
  tokenReader: Ports.accessTokenReader,
} as const;

/** The signed-in user (spec sections 3 and 4); where the token lives is the Session port's business. */
export class AuthStore {
  static readonly inject = inject;
  user: User | null = null;
  /** True until the first profile fetch settles; false at once without a session. */
  loading = true;
  /** Mirrors the session, so views react to sign-in and sign-out. */
  signedIn: boolean;
  /**
   * The phone the account signs in with ('+…', null for none) as the server drew /account with it;
   * undefined when the page drew none. Kept here, in the first load, so the page state can carry it
   * without bringing /account's phone card (AddPhoneStore, which starts from it) into every page.
   */
  drawnSignInPhone: string | null | undefined = undefined;
  /** Settles once the persisted user has been put back (or there was none). */
  readonly restored: Promise<void>;
  readonly #deps: DepsOf<typeof inject>;

  constructor(deps: DepsOf<typeof inject>) {
    this.#deps = deps;
    this.signedIn = deps.session.isActive();
    makeAutoObservable(this, { restored: false }, { autoBind: true });
    this.restored = deps.persisted.attach('auth', this.hydrated, () => this.persistedAuth);
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

  /**
   * Where the bottom bar's profile item leads: the account in an unexpired session, else login. A
   * bearer token says when it expires; the browser's cookie session is unexpired while the page sees
   * it (its readable hint expires with the cookie, docs/adr/0035).
   */
  profileTarget(): ProfileTarget {
    const now = this.#deps.clock.now();
    if (!this.signedIn) return profileTarget(null, now);
    const token = this.#deps.session.accessToken();
    if (token === null) return profileTarget(Number.POSITIVE_INFINITY, now);
    return profileTarget(this.#deps.tokenReader.read(token)?.expiresAt ?? null, now);
  }

  isSignedIn(): boolean {
    return this.signedIn;
  }

  /**
   * Spec section 4: the profile is fetched only in a session; a failure ends the session and is
   * logged, never shown. One exception (docs/adr/0009): when the request never reached the server
   * (offline, timed out, cut off by a navigation) nothing is known about the session, so it is
   * kept and the restored user stays until the server can be asked again.
   */
  async started(): Promise<void> {
    await this.restored;
    try {
      // A token kept by an earlier storefront is traded for the cookie first (docs/adr/0035).
      await this.#deps.session.ready();
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.profileUnconfirmed();
      return;
    }
    this.sessionRead();
    if (!this.signedIn) {
      this.sessionEnded();
      return;
    }
    try {
      const user = await this.#deps.profiles.myProfile();
      this.#deps.reporter.setUser(user.id);
      this.profileLoaded(user);
    } catch (error) {
      if (error instanceof NetworkError) {
        this.profileUnconfirmed();
        return;
      }
      this.#deps.session.ended();
      this.#deps.reporter.setUser(null);
      this.#deps.reporter.captureException(error, { action: 'load-signed-in-user' });
      this.sessionEnded();
    }
  }

  /**
   * The signed-in shopper the server's page was drawn for. Her profile is still confirmed as the stores
   * start (started()): taking the drawn one as confirmed lost the sign-out that followed at once
   * (tests/e2e/accounts.test.ts), so that one call stays.
   */
  drawnByServer(user: User): void {
    this.user = user;
    this.signedIn = true;
  }

  signInPhoneDrawn(phone: string | null | undefined): void {
    this.drawnSignInPhone = phone;
  }

  loggedIn(accessToken: string, user: User): void {
    this.#deps.session.started(accessToken);
    this.signedIn = true;
    this.#deps.reporter.setUser(user.id);
    this.profileLoaded(user);
  }

  /** The profile changed on the server (the account page's update, the country dialog): the user follows it. */
  profileUpdated(user: User): void {
    this.profileLoaded(user);
  }

  /** Spec section 4: logout ends the session and tells a native wrapper, if there is one. */
  loggedOut(): void {
    this.#deps.session.ended();
    this.#deps.reporter.setUser(null);
    try {
      this.#deps.bridge.notifyLogout();
    } catch (error) {
      // The wrapper's failure must not keep the user signed in on the page.
      this.#deps.reporter.captureException(error, { action: 'sign-out' });
    }
    this.sessionEnded();
  }

  /** A persisted user is shown at once; started() then confirms it with the server. */
  hydrated(auth: PersistedSnapshot['auth']): void {
    if (this.user === null && this.signedIn) this.user = auth.user;
  }

  private get persistedAuth(): PersistedSnapshot['auth'] {
    return { isAuthenticated: this.isAuthenticated, user: this.user };
  }

  private sessionRead(): void {
    this.signedIn = this.#deps.session.isActive();
  }

  private profileLoaded(user: User): void {
    this.user = user;
    this.loading = false;
  }

  private profileUnconfirmed(): void {
    this.loading = false;
  }

  private sessionEnded(): void {
    this.user = null;
    // The drawn page's phone was this shopper's: the next account's /account must not start from it.
    this.drawnSignInPhone = undefined;
    this.signedIn = false;
    this.loading = false;
  }
}

/**
 * A store's data follows the session once it is settled (profile confirmed, signed in or out): a
 * sign-out (a user before, none now) calls `signedOut`, a user signed in (another than before) `signedIn`.
 * A user only restored from the last visit is shown as stored until then, and a guest at start keeps
 * what was stored. A store first asked for after the session settled (a server page taken over once
 * start-up is done) follows it at once.
 */
export function followSession(auth: AuthStore, signedOut: () => void, signedIn: () => void): IReactionDisposer {
  return reaction(
    () => (auth.loading ? undefined : (auth.user?.id ?? null)),
    (id, previous) => {
      if (id === null && typeof previous === 'number') signedOut();
      else if (typeof id === 'number' && id !== previous) signedIn();
    },
    { fireImmediately: true },
  );
}
