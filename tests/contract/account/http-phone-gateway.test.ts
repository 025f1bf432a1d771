// The phone sign-in contract on the real server (issue 30), with a bearer token and with the browser's
// session cookie; the codes are read from the development outbox.
import { afterAll, beforeAll } from 'vitest';
import { PhoneOutbox } from '../../../server/src/accounts/phone/phone-messages';
import { HttpPhoneGateway } from '../../../src/infrastructure/account/http-phone-gateway';
import { startRealServer, type RealServer } from '../support/real-server';
import { SESSION_KINDS, sessionClient } from '../support/sessions';
import { describePhoneGatewayContract } from './phone-gateway-contract';

let real: RealServer;

beforeAll(async () => {
  real = await startRealServer({
    config: {
      // Each suite asks the demo shopper's phone more than once: no cooldown between sends here.
      phoneCodeRules: {
        codeMinutes: 10,
        maxAttempts: 5,
        perPhone: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
        perIp: { free: 1000, baseSeconds: 30, capSeconds: 3600 },
        windowSeconds: 3600,
      },
    },
  });
});

afterAll(async () => {
  await real.close();
});

for (const kind of SESSION_KINDS) {
  describePhoneGatewayContract(`HttpPhoneGateway on the real server (${kind} session)`, async () => {
    const shopper = await real.newShopper();
    const signedIn = sessionClient(real.base, kind, shopper.token);
    const guest = sessionClient(real.base, kind, null);
    return {
      phones: new HttpPhoneGateway(signedIn.http),
      guest: new HttpPhoneGateway(guest.http),
      existing: { phone: '944 123 456', callingCode: '963', email: 'shopper@dukkan.test' },
      signedIn: { email: shopper.email },
      lastCode: async (digits) => {
        const [message] = await new PhoneOutbox(real.server.database.db).listFor([digits]);
        return /#([0-9]{6})$/.exec(message?.text ?? '')?.[1] ?? '';
      },
    };
  });
}
