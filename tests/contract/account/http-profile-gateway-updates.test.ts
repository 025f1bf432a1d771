import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotLoggedInError, UnauthorizedError } from '../../../src/application/shared/errors';
import { FieldRefused } from '../../../src/application/account/account-errors';
import { HttpAccountGateway } from '../../../src/infrastructure/account/http-account-gateway';
import { HttpProfileGateway } from '../../../src/infrastructure/account/http-profile-gateway';
import { NO_COUNTRY, SHOPPER, createTestApp, type TestApp } from '../../server/support/test-app';
import { SESSION_KINDS, sessionClient, type SessionKind } from '../support/sessions';

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

/** A client signed in as the storefront signs in (POST /api/auth/login, then the Session starts), or a guest's. */
async function client(kind: SessionKind, account?: { email: string; password: string }) {
  const signed = sessionClient(baseUrl, kind, null);
  if (account !== undefined) {
    const session = await new HttpAccountGateway(signed.http).logIn(account.email, account.password);
    signed.session.started(session.accessToken);
  }
  return signed;
}

for (const kind of SESSION_KINDS) describe(`HttpProfileGateway (${kind} session)`, () => {
  it('reads the signed-in profile', async () => {
    const { http } = await client(kind, SHOPPER);
    const profile = await new HttpProfileGateway(http).myProfile();
    expect(profile).toMatchObject({ email: SHOPPER.email, id: expect.any(Number) });
    expect(profile.name).not.toBe('');
  });

  it('fails with NotLoggedInError before any call when no token is stored', async () => {
    const { http } = await client(kind);
    await expect(new HttpProfileGateway(http).myProfile()).rejects.toBeInstanceOf(NotLoggedInError);
  });

  it('maps a 401 to UnauthorizedError', async () => {
    const { http, useToken } = await client(kind);
    useToken('not-a-token');
    await expect(new HttpProfileGateway(http).myProfile()).rejects.toBeInstanceOf(UnauthorizedError);
  });

  // Once (the seeded account keeps its new country): with the storefront's own way, the cookie.
  it.runIf(kind === 'cookie')('updates the country and phone of a user without a country', async () => {
    const { http } = await client(kind, NO_COUNTRY);
    const gateway = new HttpProfileGateway(http);
    expect((await gateway.myProfile()).countryId).toBeNull();

    await gateway.updateMyProfile({ countryId: 2, phone: '96171123456' });

    expect(await gateway.myProfile()).toMatchObject({ countryId: 2, phone: '96171123456' });
  });

  it("maps a refused update (400) to FieldRefused naming the form's field (the wire's store is the country)", async () => {
    const { http } = await client(kind, SHOPPER);
    const update = new HttpProfileGateway(http).updateMyProfile({ countryId: 999, phone: '963944567890' });
    await expect(update).rejects.toBeInstanceOf(FieldRefused);
    await expect(update).rejects.toMatchObject({ field: 'country' });
  });
});
