import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/application/shared/errors';
import { HttpContactInfoGateway } from '../../../src/infrastructure/content/http-contact-info-gateway';
import { HttpContactMessageGateway } from '../../../src/infrastructure/content/http-contact-message-gateway';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { contactMessages } from '../../../server/src/db/schema';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeContactInfoGatewayContract } from './contact-info-gateway-contract';
import { CONTACT_MESSAGE, describeContactMessageGatewayContract } from './contact-message-gateway-contract';

// The content feature's Http adapters on the real reference API; at most 4 contact messages a minute here.

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({ config: { supportRateLimit: { max: 4, windowMs: 60_000 } } });
}, 120_000);

afterAll(async () => {
  await real.close();
});

const http = () => new HttpClient(real.base, new InMemorySession());

describeContactInfoGatewayContract('HttpContactInfoGateway', () => new HttpContactInfoGateway(http()));
describeContactMessageGatewayContract('HttpContactMessageGateway', () => new HttpContactMessageGateway(http()));

describe('HttpContactMessageGateway on the real server', () => {
  it('keeps the language with the message, and the 5th message of the minute is rate limited', async () => {
    const gateway = new HttpContactMessageGateway(http());
    const { id } = await gateway.send(CONTACT_MESSAGE, 'ar');
    const [row] = await real.server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ phone: '963944123456', email: null, language: 'ar' });

    await gateway.send(CONTACT_MESSAGE, 'en');
    const limited = await gateway.send(CONTACT_MESSAGE, 'en').catch((error: unknown) => error);
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  });
});
