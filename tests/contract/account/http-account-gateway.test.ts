// The account contract on the real server, and what only the server does: rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitedError } from '../../../src/application/shared/errors';
import { InvalidCredentials } from '../../../src/application/account/account-errors';
import { HttpAccountGateway } from '../../../src/infrastructure/account/http-account-gateway';
import { startRealServer, type RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient, type SessionKind } from '../support/sessions';
import { describeAccountGatewayContract } from './account-gateway-contract';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({
    seed: false,
    config: { rateLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } } },
  });
});

afterAll(async () => {
  await real.close();
});

async function latestMail(email: string): Promise<string> {
  const [message] = await real.server.outbox(email);
  if (message === undefined) throw new Error(`no mail for ${email}`);
  return message.text;
}

function gateway(kind: SessionKind = 'bearer') {
  const { http, session } = sessionClient(real.base, kind, null);
  return { accounts: new HttpAccountGateway(http), session };
}

for (const kind of SESSION_KINDS) {
  describeAccountGatewayContract(`HttpAccountGateway on the real server (${kind} session)`, async () => {
    const shopper = await real.newShopper();
    return {
      ...gateway(kind),
      existing: { email: shopper.email, password: 'Contract-pass-1' },
      mailedCode: async (email) => /\b(\d{6})\b/.exec(await latestMail(email))?.[1] ?? '',
      resetToken: async (email) => decodeURIComponent(/token=([^\s]+)/.exec(await latestMail(email))?.[1] ?? ''),
    };
  });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@dukkan.test`;

describe('HttpAccountGateway, the server only', () => {
  it('answers 429 as RateLimitedError with the Retry-After seconds', async () => {
    const { accounts } = gateway();
    const email = unique('limited');
    for (let k = 0; k < 3; k += 1) await expect(accounts.logIn(email, 'whatever1')).rejects.toBeInstanceOf(InvalidCredentials);
    const error: unknown = await accounts.logIn(email, 'whatever1').catch((caught: unknown) => caught);
    expect(error instanceof RateLimitedError && (error.retryAfterSeconds ?? 0) > 0).toBe(true);
  });

  it('resends a code only after the minute (429 before)', async () => {
    const { accounts } = gateway();
    const email = unique('resend');
    await accounts.signUp({ firstName: 'A', lastName: 'B', email, password: 'Shopper123' });
    await expect(accounts.resendVerification(email)).rejects.toBeInstanceOf(RateLimitedError);
  });
});
