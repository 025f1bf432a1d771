import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../src/application/access-token';
import { NotFoundError, NotLoggedInError, UnauthorizedError, ValidationError } from '../../src/application/errors';
import { HttpCategoryGateway } from '../../src/infrastructure/http/http-category-gateway';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpContactInfoGateway } from '../../src/infrastructure/http/http-contact-info-gateway';
import { HttpCountryGateway } from '../../src/infrastructure/http/http-country-gateway';
import { HttpCurrencyGateway } from '../../src/infrastructure/http/http-currency-gateway';
import { HttpNotificationGateway } from '../../src/infrastructure/http/http-notification-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/http/http-profile-gateway';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { NO_COUNTRY, SHOPPER, createTestApp, type TestApp } from '../server/support/test-app';

// The gateways against the real reference API (PGlite in memory, listening on a free port).

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
  return { http: new HttpClient(baseUrl, storage), storage };
}

describe('HttpProfileGateway', () => {
  it('reads the signed-in profile', async () => {
    const { http } = await client(SHOPPER);
    const profile = await new HttpProfileGateway(http).myProfile();
    expect(profile).toMatchObject({ email: SHOPPER.email, id: expect.any(Number) });
    expect(typeof profile.firstName).toBe('string');
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
    expect((await gateway.myProfile()).store).toBeNull();

    await gateway.updateMyProfile({ store: 2, phoneNumber: '96171123456', whatsApp: '96171123456' });

    expect((await gateway.myProfile()).store).toBe(2);
  });

  it('maps a refused update (400) to ValidationError with its field', async () => {
    const { http } = await client(SHOPPER);
    const update = new HttpProfileGateway(http).updateMyProfile({ store: 999, phoneNumber: '963944567890', whatsApp: '963944567890' });
    await expect(update).rejects.toBeInstanceOf(ValidationError);
    await expect(update).rejects.toMatchObject({ field: 'store' });
  });
});

describe('reference data gateways', () => {
  it('lists the countries with lower-case flags', async () => {
    const { http } = await client();
    const countries = await new HttpCountryGateway(http).list();
    expect(countries.map((country) => country.flag)).toEqual(expect.arrayContaining(['sy', 'lb']));
    expect(countries[0]).toEqual({ id: expect.any(Number), name: expect.any(String), flag: expect.any(String) });
  });

  it('reads a currency by id', async () => {
    const { http } = await client();
    const currency = await new HttpCurrencyGateway(http).byId(1);
    expect(currency).toMatchObject({ id: 1, code: 'SYP' });
    expect(currency.excRate).toBeGreaterThan(0);
  });

  it('maps a 404 to NotFoundError', async () => {
    const { http } = await client();
    await expect(new HttpCurrencyGateway(http).byId(999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads the contact info, address optional', async () => {
    const { http } = await client();
    const info = await new HttpContactInfoGateway(http).get();
    expect(info.phoneCall).not.toBe('');
    expect(info.email).toContain('@');
    expect(info.address === null || typeof info.address === 'string').toBe(true);
  });

  it('lists the categories, hidden ones included, as domain categories', async () => {
    const { http } = await client();
    const categories = await new HttpCategoryGateway(http).list();
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.some((category) => category.isParent)).toBe(true);
    for (const category of categories) {
      expect(typeof category.titleEN).toBe('string');
      expect(typeof category.titleAR).toBe('string');
    }
  });
});

describe('HttpNotificationGateway', () => {
  it("reads the signed-in user's notifications", async () => {
    const { http } = await client(SHOPPER);
    const notifications = await new HttpNotificationGateway(http).all();
    for (const notification of notifications) {
      expect(notification).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        body: expect.any(String),
        isRead: expect.any(Boolean),
        createdAt: expect.any(String),
      });
    }
  });

  it('needs a token', async () => {
    const { http } = await client();
    await expect(new HttpNotificationGateway(http).all()).rejects.toBeInstanceOf(NotLoggedInError);
  });
});
