import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { describeCatalogueGatewayContract } from '../../contract/catalogue/catalogue-gateway-contract';
import { categoryFactory } from '../../factories/category-factory';
import { brandFactory, productDetailsFactory, variantFactory } from '../../factories/product-factory';

const brands = [brandFactory.build({ id: 1 }), brandFactory.build({ id: 2 })];
const categories = [categoryFactory.build({ id: 1 }), categoryFactory.build({ id: 2, isParent: false, parentCategory: 1 })];
const product = (id: number, brandId: number, categoryId: number, price: number, discounted: boolean) => {
  const variant = variantFactory.build({ price, priceWithDiscount: discounted ? price - 100 : null, discount: discounted ? 10 : 0 });
  const brand = brands.find((item) => item.id === brandId) ?? brands[0];
  return productDetailsFactory.build({
    id,
    categoryId,
    category: { id: categoryId, parentCategory: categoryId === 2 ? 1 : null },
    brand: brand === undefined ? null : { id: brand.id, name: brand.name },
    arrivalDate: `2026-07-0${id}`,
    variants: [variant],
  });
};

describeCatalogueGatewayContract(
  'InMemoryCatalogueGateway',
  () =>
    new InMemoryCatalogueGateway({
      brands,
      categories,
      products: [product(1, 1, 1, 3000, false), product(2, 2, 2, 1000, true), product(3, 1, 2, 2000, true), product(4, 2, 1, 500, false)],
    }),
);
