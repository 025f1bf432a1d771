import { afterAll, beforeAll } from 'vitest';
import { HttpProfileGateway } from '../../../src/infrastructure/account/http-profile-gateway';
import { startRealServer, type RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient } from '../support/sessions';
import { describeProfileGatewayContract } from './profile-gateway-contract';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({});
});

afterAll(async () => {
  await real.close();
});

for (const kind of SESSION_KINDS) {
  describeProfileGatewayContract(`HttpProfileGateway on the real server (${kind} session)`, async () => {
    const shopper = await real.newShopper();
    const client = sessionClient(real.base, kind, shopper.token);
    return {
      profiles: new HttpProfileGateway(client.http),
      email: shopper.email,
      tokenForNoAccount: () => client.useToken('aaa.bbb.ccc'),
    };
  });
}
