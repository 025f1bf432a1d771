import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotLoggedInError, UnauthorizedError } from '../../../src/application/shared/errors';
import { HttpDataDeletionGateway } from '../../../src/infrastructure/account/http-data-deletion-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeDataDeletionGatewayContract } from './data-deletion-gateway-contract';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({});
});

afterAll(async () => {
  await real.close();
});

const gateway = (session: InMemorySession) => new HttpDataDeletionGateway(new HttpClient(real.base, session));

describeDataDeletionGatewayContract('HttpDataDeletionGateway on the real server', async () => ({
  deletions: gateway(new InMemorySession((await real.newShopper()).token)),
}));

describe('HttpDataDeletionGateway, the session', () => {
  it('makes no call without a session (NotLoggedInError) and maps a token for no account to UnauthorizedError', async () => {
    await expect(gateway(new InMemorySession()).pending()).rejects.toBeInstanceOf(NotLoggedInError);
    await expect(gateway(new InMemorySession('aaa.bbb.ccc')).request(null)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});
