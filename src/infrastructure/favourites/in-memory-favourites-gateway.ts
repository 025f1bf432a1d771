import { FavouriteGone } from '../../application/favourites/favourites-errors';
import type { FavouritesGateway } from '../../application/favourites/favourites-gateway';
import { isFavourite, withFavourite, withoutFavourite } from '../../domain/favourites/favourites';
import type { ProductDetails, ProductSummary } from '../../domain/catalogue';
import { productListItem, summaryOf, summaryRecord, type ProductListItem } from '../catalogue';
import { ScriptedFailures } from '../shared/scripted-failures';

export interface FavouritesCatalogue {
  items: ProductDetails[];
}

/**
 * Favourites in memory, as docs/api.md says: product cards newest first, adding twice harmless,
 * removing one not in the list 404. Products come from the catalogue fake. `items` is public: the
 * cards as the server answers them (the contract's productListItem of the product's record, as the
 * catalogue fake makes it), read by the catalogue's summaryOf as HttpFavouritesGateway reads them.
 */
export class InMemoryFavouritesGateway implements FavouritesGateway {
  readonly failures = new ScriptedFailures();
  items: ProductListItem[] = [];

  /** Where products are found; the test container links the catalogue fake. */
  constructor(public catalogue: FavouritesCatalogue | null = null) {}

  async fetch(): Promise<ProductSummary[]> {
    this.failures.check();
    return this.list();
  }

  async add(productId: number): Promise<ProductSummary[]> {
    this.failures.check();
    if (!isFavourite(this.items, productId)) {
      const product = this.catalogue?.items.find((item) => item.id === productId);
      if (product === undefined) throw new FavouriteGone('Product not found.');
      this.items = withFavourite(this.items, productListItem(summaryRecord(product)));
    }
    return this.list();
  }

  async remove(productId: number): Promise<ProductSummary[]> {
    this.failures.check();
    if (!isFavourite(this.items, productId)) throw new FavouriteGone('Favourite not found.');
    this.items = [...withoutFavourite(this.items, productId)];
    return this.list();
  }

  private list(): ProductSummary[] {
    return this.items.map(summaryOf);
  }
}
