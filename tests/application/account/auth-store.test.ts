import { describe, expect, it } from 'vitest';
import { NetworkError, ServerError } from '../../../src/application/shared/errors';
import { AuthStore } from '../../../src/application/account/auth-store';
import { InMemoryAccessTokenReader } from '../../../src/infrastructure/account/in-memory-access-token-reader';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { MANUAL_CLOCK_START_MS } from '../../../src/infrastructure/shared/manual-clock';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { userFactory } from '../../factories/user-factory';
import { expiredToken, setup, validToken } from '../support/app';

const withProfile = (profile = profileWireFactory.build({ id: 7, firstName: 'Lina', lastName: 'Haddad' })) => ({
  profileGateway: new InMemoryProfileGateway(profile),
});

describe('AuthStore', () => {
  it('does not fetch the profile without a token: a guest, not loading', async () => {
    const { container } = setup({ overrides: withProfile() });
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.user).toBeNull();
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.loading).toBe(false);
    expect(auth.displayName).toBeNull();
  });

  it('is loading until the first profile fetch settles', () => {
    const { container } = setup({ signedIn: true, overrides: withProfile() });
    const auth = container.get(AuthStore);

    void auth.started();

    expect(auth.loading).toBe(true);
  });

  it('sets the user from the profile when a token is stored', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withProfile() });
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.isAuthenticated).toBe(true);
    expect(auth.displayName).toBe('Lina Haddad');
    expect(auth.user?.countryId).toBe(1);
    expect(auth.loading).toBe(false);
    expect(fakes.errorReporter.userId).toBe(7);
  });

  it('clears the user and removes the token when the profile fetch fails, and logs it', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withProfile() });
    fakes.profileGateway.failures.fail(new ServerError('boom', 500));
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.user).toBeNull();
    expect(auth.isSignedIn()).toBe(false);
    expect(fakes.session.accessToken()).toBeNull();
    expect(fakes.errorReporter.reported.map((entry) => entry.error)).toEqual([expect.any(ServerError)]);
  });

  it('stays signed in when the profile request never reached the server (offline)', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withProfile() });
    const auth = container.get(AuthStore);
    auth.loggedIn(fakes.session.accessToken() ?? '', userFactory.build({ id: 7, name: 'Lina Haddad' }));
    fakes.profileGateway.failures.fail(new NetworkError());

    await auth.started();

    expect(auth.displayName).toBe('Lina Haddad');
    expect(auth.isSignedIn()).toBe(true);
    expect(auth.loading).toBe(false);
  });

  it('treats a 401 (token for no account) like any failure: signed out', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: { profileGateway: new InMemoryProfileGateway(null) } });
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.isAuthenticated).toBe(false);
    expect(fakes.session.accessToken()).toBeNull();
  });

  it('marks a Seller', async () => {
    const { container } = setup({ signedIn: true, overrides: withProfile(profileWireFactory.build({ role: 'Seller' })) });
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.isSeller).toBe(true);
  });

  it('logs in: stores the token and the user', () => {
    const { container, fakes } = setup();
    const auth = container.get(AuthStore);
    const token = validToken();

    auth.loggedIn(token, userFactory.build({ id: 9, name: 'Omar' }));

    expect(fakes.session.accessToken()).toBe(token);
    expect(auth.isAuthenticated).toBe(true);
    expect(auth.displayName).toBe('Omar');
    expect(auth.loading).toBe(false);
    expect(fakes.errorReporter.userId).toBe(9);
  });

  it('logs out: clears the user, removes the token and tells the native app', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withProfile() });
    const auth = container.get(AuthStore);
    await auth.started();

    auth.loggedOut();

    expect(auth.user).toBeNull();
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.isSignedIn()).toBe(false);
    expect(fakes.session.accessToken()).toBeNull();
    expect(fakes.nativeAppBridge.messages).toEqual(['logout']);
    expect(fakes.errorReporter.userId).toBeNull();
  });

  it('still signs out when the native app fails, and reports it', async () => {
    const { container, fakes } = setup({ signedIn: true, overrides: withProfile() });
    fakes.nativeAppBridge.notifyLogout = () => {
      throw new Error('bridge gone');
    };
    const auth = container.get(AuthStore);
    await auth.started();

    auth.loggedOut();

    expect(auth.isSignedIn()).toBe(false);
    expect(fakes.session.accessToken()).toBeNull();
    expect(fakes.errorReporter.reported.map((entry) => entry.context)).toEqual([{ action: 'sign-out' }]);
  });

  it('sends the profile item to /account with a valid token and to /login otherwise', () => {
    const signedIn = setup({ signedIn: true }).container.get(AuthStore);
    expect(signedIn.profileTarget()).toBe('/account');

    const guest = setup().container.get(AuthStore);
    expect(guest.profileTarget()).toBe('/login');

    const expired = setup();
    expired.fakes.session.started(expiredToken());
    expect(expired.container.get(AuthStore).profileTarget()).toBe('/login');
  });

  it('asks the AccessTokenReader port when the stored token expires', () => {
    const accessTokenReader = new InMemoryAccessTokenReader();
    const token = accessTokenReader.issue({ userId: 7, expiresAt: MANUAL_CLOCK_START_MS + 60_000 });
    const { container, fakes } = setup({ overrides: { accessTokenReader } });
    fakes.session.started(token);
    const auth = container.get(AuthStore);

    expect(auth.profileTarget()).toBe('/account');
    fakes.clock.advance(60_000);
    expect(auth.profileTarget()).toBe('/login');
    accessTokenReader.tokens.clear();
    fakes.clock.nowMs = MANUAL_CLOCK_START_MS;
    expect(auth.profileTarget()).toBe('/login');
  });

  it('sends the profile item to /login once the token has expired', () => {
    const { container, fakes } = setup({ signedIn: true });
    const auth = container.get(AuthStore);

    fakes.clock.advance(2 * 3_600_000);

    expect(auth.profileTarget()).toBe('/login');
  });
});
