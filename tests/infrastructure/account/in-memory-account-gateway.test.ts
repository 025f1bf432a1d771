import { InMemoryAccountGateway } from '../../../src/infrastructure/account/in-memory-account-gateway';
import { InMemorySession } from '../../../src/infrastructure/account/in-memory-session';
import { accountFactory } from '../../factories/account-factory';
import { describeAccountGatewayContract } from '../../contract/account/account-gateway-contract';

describeAccountGatewayContract('InMemoryAccountGateway', async () => {
  const existing = accountFactory.build({ email: 'existing@dukkan.test', password: 'Shopper123', verified: true });
  const accounts = new InMemoryAccountGateway([existing]);
  return {
    accounts,
    session: new InMemorySession(),
    existing: { email: existing.email, password: existing.password },
    mailedCode: async (email) => accounts.codes.get(email.toLowerCase()) ?? '',
    resetToken: async (email) => accounts.lastResetToken(email) ?? '',
  };
});
