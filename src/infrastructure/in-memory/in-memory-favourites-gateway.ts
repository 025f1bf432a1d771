import { injectable } from 'inversify';
import { NotFoundError } from '../../application/errors';
import type { FavouritesGateway } from '../../application/ports/favourites-gateway';
import { isFavourite, withFavourite, withoutFavourite } from '../../domain/favourites';
import type { ProductDetails, ProductSummary } from '../../domain/product';
import { ScriptedFailures } from './scripted-failures';

export interface FavouritesCatalogue {
  items: ProductDetails[];
}

const summaryOf = ({ descriptionEN: _en, descriptionAR: _ar, images: _i, category: _c, variants: _v, relatedProducts: _r, ...summary }: ProductDetails): ProductSummary =>
  summary;

/**
 * Favourites in memory, as docs/api.md says: product cards newest first, adding twice harmless,
 * removing one not in the list 404. Products come from the catalogue fake; `items` is public.
 */
@injectable()
export class InMemoryFavouritesGateway implements FavouritesGateway {
  readonly failures = new ScriptedFailures();
  items: ProductSummary[] = [];

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
      if (product === undefined) throw new NotFoundError('Product not found.');
      this.items = withFavourite(this.items, summaryOf(product));
    }
    return this.list();
  }

  async remove(productId: number): Promise<ProductSummary[]> {
    this.failures.check();
    if (!isFavourite(this.items, productId)) throw new NotFoundError('Favourite not found.');
    this.items = [...withoutFavourite(this.items, productId)];
    return this.list();
  }

  private list(): ProductSummary[] {
    return this.items.map((item) => structuredClone(item));
  }
}
