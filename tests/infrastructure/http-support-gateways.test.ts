import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../../src/application/access-token';
import { NotLoggedInError, RateLimitedError, UnauthorizedError, ValidationError } from '../../src/application/errors';
import { HttpClient } from '../../src/infrastructure/http/http-client';
import { HttpContactMessageGateway } from '../../src/infrastructure/http/http-contact-message-gateway';
import { HttpDataDeletionGateway } from '../../src/infrastructure/http/http-data-deletion-gateway';
import { InMemoryKeyValueStorage } from '../../src/infrastructure/in-memory/in-memory-key-value-storage';
import { contactMessages } from '../../server/src/db/schema';
import { SHOPPER, createTestApp, type TestApp } from '../server/support/test-app';

// The support gateways against the real reference API (PGlite in memory, on a free port).

let server: TestApp;
let baseUrl: string;

beforeAll(async () => {
  server = await createTestApp({ config: { supportRateLimit: { max: 3, windowMs: 60_000 } } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}/api`;
}, 60_000);

afterAll(async () => {
  await server.close();
});

const message = { name: 'Lina', email: null, phone: '963944123456', message: 'Do you deliver to Latakia?' };

describe('HttpContactMessageGateway', () => {
  it('sends the message with its language and answers the id; a refused field is named; the 4th is rate limited', async () => {
    const gateway = new HttpContactMessageGateway(new HttpClient(baseUrl, new InMemoryKeyValueStorage()));

    const { id } = await gateway.send(message, 'ar');
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ phone: '963944123456', email: null, language: 'ar' });

    const refused = await gateway.send({ ...message, phone: '12' }, 'en').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    expect(refused).toMatchObject({ field: 'phone' });

    await gateway.send(message, 'en');
    const limited = await gateway.send(message, 'en').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe('HttpDataDeletionGateway', () => {
  it('finds nothing, records a request, then finds it; asking again answers it', async () => {
    const login = await server.login(SHOPPER.email, SHOPPER.password);
    const storage = new InMemoryKeyValueStorage();
    storage.set(ACCESS_TOKEN_KEY, login);
    const gateway = new HttpDataDeletionGateway(new HttpClient(baseUrl, storage));

    expect(await gateway.pending()).toBeNull();
    const created = await gateway.request('I moved abroad');
    expect(created).toEqual({ id: expect.any(Number), status: 'pending', createdAt: expect.any(String) });
    expect(await gateway.pending()).toEqual(created);
    expect(await gateway.request(null)).toEqual(created);
  });

  it('needs a token, and maps a 401', async () => {
    const storage = new InMemoryKeyValueStorage();
    const gateway = new HttpDataDeletionGateway(new HttpClient(baseUrl, storage));
    await expect(gateway.pending()).rejects.toBeInstanceOf(NotLoggedInError);
    storage.set(ACCESS_TOKEN_KEY, 'aaa.bbb.ccc');
    await expect(gateway.request(null)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
