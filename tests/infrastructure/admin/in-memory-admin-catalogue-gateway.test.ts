import { InMemoryAdminCatalogueGateway } from '../../../src/infrastructure/admin/in-memory-admin-catalogue-gateway';
import { describeAdminCatalogueGatewayContract } from '../../contract/admin/admin-catalogue-gateway-contract';

describeAdminCatalogueGatewayContract('InMemoryAdminCatalogueGateway', async () => {
  const catalogue = new InMemoryAdminCatalogueGateway();
  return {
    catalogue,
    categoryId: 2,
    brandId: 1,
    async someoneElseChangesPrice(id) {
      catalogue.someoneElse(id, { price: 777 });
    },
    async stockMoves(id, stock) {
      catalogue.someoneElse(id, { stock });
    },
  };
});
