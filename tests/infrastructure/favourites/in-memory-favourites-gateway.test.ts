import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { InMemoryFavouritesGateway } from '../../../src/infrastructure/favourites/in-memory-favourites-gateway';
import { describeFavouritesGatewayContract } from '../../contract/favourites/favourites-gateway-contract';
import { productDetailsFactory } from '../../factories/product-factory';

describeFavouritesGatewayContract('InMemoryFavouritesGateway', async () => {
  const products = [productDetailsFactory.build({ id: 3, title: { en: 'Olive soap', ar: 'صابون زيتون' } }), productDetailsFactory.build({ id: 11, title: { en: 'Linen shirt', ar: 'قميص كتان' } })] as const;
  const favourites = new InMemoryFavouritesGateway(new InMemoryCatalogueGateway({ products: [...products] }));
  return { favourites, products: [products[0], products[1]], unknownProductId: 999 };
});
