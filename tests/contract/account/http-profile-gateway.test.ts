import { afterAll, beforeAll } from 'vitest';
import { HttpProfileGateway } from '../../../src/infrastructure/account/http-profile-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { HttpClient } from '../../../src/infrastructure/shared/http-client';
import { startRealServer, type RealServer } from '../support/real-server';
import { describeProfileGatewayContract } from './profile-gateway-contract';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({});
});

afterAll(async () => {
  await real.close();
});

describeProfileGatewayContract('HttpProfileGateway on the real server', async () => {
  const shopper = await real.newShopper();
  const session = new InMemorySession(shopper.token);
  return {
    profiles: new HttpProfileGateway(new HttpClient(real.base, session)),
    email: shopper.email,
    tokenForNoAccount: () => session.started('aaa.bbb.ccc'),
  };
});
