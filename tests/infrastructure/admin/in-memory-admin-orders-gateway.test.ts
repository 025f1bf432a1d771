import { InMemoryAdminOrdersGateway } from '../../../src/infrastructure/admin/in-memory-admin-orders-gateway';
import { describeAdminOrdersGatewayContract } from '../../contract/admin/admin-orders-gateway-contract';

let shoppers = 0;

describeAdminOrdersGatewayContract('InMemoryAdminOrdersGateway', async () => {
  const admin = new InMemoryAdminOrdersGateway();
  admin.placed({ email: 'someone@dukkan.test' });
  return {
    admin,
    async placed() {
      shoppers += 1;
      const email = `shopper-${shoppers}@example.com`;
      return { id: admin.placed({ email }).id, email };
    },
    async someoneElseActs(id, action) {
      await admin.actAsSomeoneElse(id, action);
    },
  };
});
