import type { AddressInfo } from 'node:net';
import { LocalStorageSession } from '../../../src/infrastructure/account/local-storage-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../../src/application/account/access-token';
import { NotLoggedInError, UnauthorizedError } from '../../../src/application/shared/errors';
import { FieldRefused } from '../../../src/application/account/account-errors';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { HttpProfileGateway } from '../../../src/infrastructure/account/http-profile-gateway';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { NO_COUNTRY, SHOPPER, createTestApp, type TestApp } from '../../server/support/test-app';

// The profile gateway's updates against the real reference API (PGlite in memory, on a free port): the
// cases its contract suite (http-profile-gateway.test.ts) does not cover.

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await createTestApp({ seed: { catalogue: { products: 10, analyze: false } } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/api`;
}, 60_000);

afterAll(async () => {
  await server.close();
});

/** A client with the token of whoever logged in through POST /api/auth/login, or none. */
async function client(account?: { email: string; password: string }) {
  const storage = new InMemoryKeyValueStorage();
  if (account !== undefined) {
    const response = await fetch(`${baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    const body = (await response.json()) as { accessToken: string };
    storage.set(ACCESS_TOKEN_KEY, body.accessToken);
  }
  return { http: new HttpClient(baseUrl, new LocalStorageSession(storage)), storage };
}

describe('HttpProfileGateway', () => {
  it('reads the signed-in profile', async () => {
    const { http } = await client(SHOPPER);
    const profile = await new HttpProfileGateway(http).myProfile();
    expect(profile).toMatchObject({ email: SHOPPER.email, id: expect.any(Number) });
    expect(profile.name).not.toBe('');
  });

  it('fails with NotLoggedInError before any call when no token is stored', async () => {
    const { http } = await client();
    await expect(new HttpProfileGateway(http).myProfile()).rejects.toBeInstanceOf(NotLoggedInError);
  });

  it('maps a 401 to UnauthorizedError', async () => {
    const { http, storage } = await client();
    storage.set(ACCESS_TOKEN_KEY, 'not-a-token');
    await expect(new HttpProfileGateway(http).myProfile()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('updates the country and phone of a user without a country', async () => {
    const { http } = await client(NO_COUNTRY);
    const gateway = new HttpProfileGateway(http);
    expect((await gateway.myProfile()).countryId).toBeNull();

    await gateway.updateMyProfile({ countryId: 2, phone: '96171123456' });

    expect(await gateway.myProfile()).toMatchObject({ countryId: 2, phone: '96171123456' });
  });

  it("maps a refused update (400) to FieldRefused naming the form's field (the wire's store is the country)", async () => {
    const { http } = await client(SHOPPER);
    const update = new HttpProfileGateway(http).updateMyProfile({ countryId: 999, phone: '963944567890' });
    await expect(update).rejects.toBeInstanceOf(FieldRefused);
    await expect(update).rejects.toMatchObject({ field: 'country' });
  });
});
