import { InMemoryAdminRefundsGateway } from '../../../src/infrastructure/admin/in-memory-admin-refunds-gateway';
import { describeAdminRefundsGatewayContract } from '../../contract/admin/admin-refunds-gateway-contract';

describeAdminRefundsGatewayContract('InMemoryAdminRefundsGateway', async () => {
  const refunds = new InMemoryAdminRefundsGateway();
  return {
    refunds,
    async requested() {
      return refunds.requested().id;
    },
    async someoneElseDecides(id, decision) {
      await refunds.decideAsSomeoneElse(id, decision);
    },
  };
});
