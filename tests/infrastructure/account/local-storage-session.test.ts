import { describe, expect, it } from 'vitest';
import { AuthStore } from '../../../src/application/account/auth-store';
import { LocalStorageSession } from '../../../src/infrastructure/account/local-storage-session';
import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';
import { accessToken } from '../../factories/access-token-factory';
import { profileWireFactory } from '../../factories/profile-wire-factory';

describe('LocalStorageSession', () => {
  it("reads the token a shopper signed in with before the Session port existed (key 'accessToken')", () => {
    const session = new LocalStorageSession(new InMemoryKeyValueStorage({ accessToken: 'earlier-token' }));
    expect(session.accessToken()).toBe('earlier-token');
  });

  it('keeps a started session under that key and removes it when the session ends', () => {
    const storage = new InMemoryKeyValueStorage();
    const session = new LocalStorageSession(storage);

    session.started('fresh-token');
    expect(storage.get('accessToken')).toBe('fresh-token');

    session.ended();
    expect(storage.get('accessToken')).toBeNull();
    expect(session.accessToken()).toBeNull();
  });

  it('counts an empty stored token as no session', () => {
    expect(new LocalStorageSession(new InMemoryKeyValueStorage({ accessToken: '' })).accessToken()).toBeNull();
  });

  it('keeps a shopper signed in across the deploy: AuthStore loads the profile for the stored token', async () => {
    const localStorage = new InMemoryKeyValueStorage({ accessToken: accessToken() });
    const { container } = createTestContainer({
      localStorage,
      session: new LocalStorageSession(localStorage),
      profileGateway: new InMemoryProfileGateway(profileWireFactory.build({ firstName: 'Lina', lastName: 'Haddad' })),
    });
    const auth = container.get(AuthStore);

    await auth.started();

    expect(auth.isSignedIn()).toBe(true);
    expect(auth.displayName).toBe('Lina Haddad');
  });
});
