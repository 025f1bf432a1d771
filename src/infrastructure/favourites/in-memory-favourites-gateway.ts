import { FavouriteGone } from '../../application/favourites/favourites-errors';
import type { FavouritesGateway } from '../../application/favourites/favourites-gateway';
import { isFavourite, withFavourite, withoutFavourite } from '../../domain/favourites/favourites';
import type { ProductDetails, ProductSummary } from '../../domain/catalogue';
import { toMajor, type Money } from '../../domain/shared/money';
import { productListItem, summaryOf, type ProductListItem, type ProductSummaryRecord } from '../catalogue';
import { ScriptedFailures } from '../shared/scripted-failures';

export interface FavouritesCatalogue {
  items: ProductDetails[];
}

/** Cents as the exact decimal text PostgreSQL keeps ('19.99'). */
const decimal = (minor: Money): string => toMajor(minor).toFixed(2);

/**
 * A catalogue product as the server's repository reads it for a card: its list variant (the one the
 * card names) and brand. A product without a brand gets an unnamed one: the card always has a brand.
 * The server's card picture is the list variant's first image; the catalogue fake's products carry
 * their own `image` (the factories' differs from their variants'), so that is the one kept here, for
 * the card to read the same in the favourites as in the catalogue fake's lists.
 */
function cardRecord(product: ProductDetails): ProductSummaryRecord {
  const variant = product.variants.find((candidate) => candidate.variantId === product.variantId);
  return {
    id: product.id,
    titleEn: product.title.en,
    titleAr: product.title.ar,
    brand: { id: product.brand?.id ?? 0, nameEn: product.brand?.name.en ?? '', nameAr: product.brand?.name.ar ?? '' },
    categoryId: product.categoryId,
    serialNo: product.serialNo,
    arrivalDate: product.arrivalDate,
    inStock: product.inStock,
    listVariant: {
      productDetailId: product.variantId,
      color: variant?.color ?? null,
      variantValue: variant?.variantValue ?? null,
      price: decimal(product.price),
      discountPrice: product.priceWithDiscount === null ? null : decimal(product.price - product.priceWithDiscount),
      stock: variant?.stock ?? 0,
      images: [product.image],
    },
  };
}

/**
 * Favourites in memory, as docs/api.md says: product cards newest first, adding twice harmless,
 * removing one not in the list 404. Products come from the catalogue fake. `items` is public: the
 * cards as the server answers them (the contract's productListItem), read by the catalogue's
 * summaryOf as HttpFavouritesGateway reads them.
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
      this.items = withFavourite(this.items, productListItem(cardRecord(product)));
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
