import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { describeCartGatewayContract } from '../../contract/cart/cart-gateway-contract';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';

describeCartGatewayContract('InMemoryCartGateway', async () => {
  const product = productDetailsFactory.build({
    title: { en: 'Linen shirt', ar: 'قميص كتان' },
    variants: [
      variantFactory.build({ variantId: 51, price: 1200, priceWithDiscount: null, stock: 5 }),
      variantFactory.build({ variantId: 52, price: 1500, priceWithDiscount: 1200, stock: 4 }),
    ],
  });
  const catalogue = new InMemoryCatalogueGateway({ products: [product] });
  const shopper = new InMemoryCartGateway(catalogue);
  // Syria's rate in the seed, as the server taxes a user without a country.
  shopper.taxRate = 0.05;
  const seller = new InMemoryCartGateway(catalogue);
  seller.taxRate = 0.05;
  seller.sellerDiscount = '10';
  const title = product.title;
  return {
    shopper,
    seller,
    variants: [
      { variantId: 51, stock: 5, price: 1200, title },
      { variantId: 52, stock: 4, price: 1500, title },
    ],
    unknownVariantId: 999,
  };
});
