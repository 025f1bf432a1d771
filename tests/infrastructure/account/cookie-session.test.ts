import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { NetworkError } from '../../../src/application/shared/errors';
import { CookieSession } from '../../../src/infrastructure/account/cookie-session';
import { InMemoryCookieJar } from '../../../src/infrastructure/account/cookie-jar';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { JoseAccessTokenReader } from '../../../src/infrastructure/account/jose-access-token-reader';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { accessToken, NOW_MS } from '../../factories/access-token-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';

/**
 * The server's side of the browser's session, as far as the page sees it: POST /auth/session answers
 * 200 and sets the hint for a token it accepts (401 for any other), POST /auth/logout sets the hint to '0'.
 * `calls` records what went out; `offline` makes every call fail as fetch does without a network.
 */
function site(options: { accepts?: string; offline?: boolean; status?: number } = {}) {
  const cookies = new InMemoryCookieJar();
  const calls: { url: string; method: string; authorization: string | null; keepalive: boolean }[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    calls.push({ url, method: init?.method ?? 'GET', authorization: headers.get('authorization'), keepalive: init?.keepalive === true });
    if (options.offline === true) return Promise.reject(new TypeError('Failed to fetch'));
    if (options.status !== undefined) return Promise.resolve(Response.json({ code: 'X', message: 'x' }, { status: options.status }));
    if (url.endsWith('/auth/session')) {
      if (headers.get('authorization') !== `Bearer ${options.accepts}`) return Promise.resolve(Response.json({ code: 'UNAUTHORIZED', message: 'no' }, { status: 401 }));
      cookies.set('dukkan-signed-in', '1', 3600);
      return Promise.resolve(Response.json({ message: 'ok' }));
    }
    cookies.set('dukkan-signed-in', '0', 3600);
    return Promise.resolve(Response.json({ message: 'Signed out.' }));
  };
  return { cookies, calls, fetch };
}

function cookieSession(world: ReturnType<typeof site>, stored: Record<string, string> = {}) {
  const storage = new InMemoryKeyValueStorage(stored);
  const session = new CookieSession({
    storage,
    cookies: world.cookies,
    apiBaseUrl: '/api/',
    fetch: world.fetch,
    reporter: new InMemoryErrorReporter(),
    tokenReader: new JoseAccessTokenReader(),
    now: () => NOW_MS,
  });
  return { session, storage };
}

describe('CookieSession', () => {
  it('holds no token a script could read: signed in is what the readable hint says', () => {
    const world = site();
    const { session } = cookieSession(world);
    expect(session.isActive()).toBe(false);

    world.cookies.set('dukkan-signed-in', '1', 3600);
    expect(session.isActive()).toBe(true);
    expect(session.accessToken()).toBeNull();

    world.cookies.set('dukkan-signed-in', '0', 3600);
    expect(session.isActive()).toBe(false);
  });

  it('a sign-in keeps nothing in storage and writes the hint only when the server did not, for the token\'s lifetime', () => {
    const world = site();
    const { session, storage } = cookieSession(world);

    session.started(accessToken({ payload: { sub: '7', exp: NOW_MS / 1000 + 60 } }));

    expect(storage.keys()).toEqual([]);
    expect(world.cookies.get('dukkan-signed-in')).toBe('1');
    expect(session.isActive()).toBe(true);
  });

  it('signing out says so in the hint at once and asks the server to clear the HttpOnly cookie (keepalive)', () => {
    const world = site();
    world.cookies.set('dukkan-signed-in', '1', 3600);
    const { session } = cookieSession(world);

    session.ended();

    expect(session.isActive()).toBe(false);
    expect(world.calls).toEqual([{ url: '/api/auth/logout', method: 'POST', authorization: null, keepalive: true }]);
  });

  it("sends the bottom bar's profile item to the account while the hint is there, to login once it says signed out", () => {
    const world = site();
    world.cookies.set('dukkan-signed-in', '1', 3600);
    const { session } = cookieSession(world);
    const auth = createTestContainer({ session }).container.get(AuthStore);
    expect(auth.profileTarget()).toBe('/account');

    auth.loggedOut();
    expect(auth.profileTarget()).toBe('/login');
    expect(world.cookies.get('dukkan-signed-in')).toBe('0');
  });

  describe('a token stored by the storefront before the cookie', () => {
    const old = accessToken({ payload: { sub: '7', exp: NOW_MS / 1000 + 3600 } });

    it('counts as signed in, is traded once for the cookie, then is gone from storage', async () => {
      const world = site({ accepts: old });
      const { session, storage } = cookieSession(world, { accessToken: old });
      expect(session.isActive()).toBe(true);

      await Promise.all([session.ready(), session.ready()]);
      await session.ready();

      expect(world.calls).toEqual([{ url: '/api/auth/session', method: 'POST', authorization: `Bearer ${old}`, keepalive: false }]);
      expect(storage.get('accessToken')).toBeNull();
      expect(session.isActive()).toBe(true);
    });

    it('refused by the server (revoked, expired): forgotten, and nobody is signed in', async () => {
      const world = site({ accepts: 'another' });
      const { session, storage } = cookieSession(world, { accessToken: old });

      await session.ready();

      expect(storage.get('accessToken')).toBeNull();
      expect(session.isActive()).toBe(false);
    });

    it('offline, or no answer about it (5xx): kept for the next try, and ready() fails as NetworkError', async () => {
      for (const world of [site({ offline: true }), site({ status: 503 })]) {
        const { session, storage } = cookieSession(world, { accessToken: old });
        await expect(session.ready()).rejects.toBeInstanceOf(NetworkError);
        expect(storage.get('accessToken')).toBe(old);
        expect(session.isActive()).toBe(true);
      }
    });

    it('keeps the shopper signed in across the deploy: AuthStore trades it, then loads the profile', async () => {
      const world = site({ accepts: old });
      const { session, storage } = cookieSession(world, { accessToken: old });
      const { container } = createTestContainer({
        session,
        profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ firstName: 'Lina', lastName: 'Haddad' })),
      });
      const auth = container.get(AuthStore);

      await auth.started();

      expect(auth.isSignedIn()).toBe(true);
      expect(auth.displayName).toBe('Lina Haddad');
      expect(storage.get('accessToken')).toBeNull();
    });
  });
});
