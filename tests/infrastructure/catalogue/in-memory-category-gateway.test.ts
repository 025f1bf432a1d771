import { InMemoryCategoryGateway } from '../../../src/infrastructure/catalogue/in-memory-category-gateway';
import { describeCategoryGatewayContract } from '../../contract/catalogue/category-gateway-contract';
import { categoryFactory } from '../../factories/category-factory';

describeCategoryGatewayContract(
  'InMemoryCategoryGateway',
  () =>
    new InMemoryCategoryGateway([
      categoryFactory.build({ id: 1 }),
      categoryFactory.build({ id: 2, isParent: false, parentCategory: 1 }),
      categoryFactory.build({ id: 3, visible: false }),
    ]),
);
