import { LineGone, OutOfStock, QuantityLimit } from '../../application/cart/cart-errors';
import type { CartGateway, CartLineRef } from '../../application/cart/cart-gateway';
import { ValidationError } from '../../application/shared/errors';
import { MAX_LINE_QUANTITY, NO_DELIVERY_FEE, sellerDiscountPercent, type Cart, type CartLine, type DeliveryRule } from '../../domain/cart/cart';
import { TAX_BASIS_PER_UNIT } from '../../domain/cart/pricing';
import type { ProductDetails, Variant } from '../../domain/catalogue';
import { ScriptedFailures } from '../shared/scripted-failures';
import { cartAnswer, cartOf, type CartLineRecord } from './cart-contract';

/** What the fake needs of a catalogue: the products and their variants (InMemoryCatalogueGateway has them). */
export interface CartCatalogue {
  items: ProductDetails[];
}

function lineFrom(cartItemId: number, product: ProductDetails, variant: Variant, quantity: number): CartLine {
  const discounted = variant.priceWithDiscount !== null && variant.priceWithDiscount < variant.price;
  return {
    cartItemId,
    variantId: variant.variantId,
    title: product.title,
    imageURL: variant.images[0] ?? product.image,
    color: variant.color,
    variantValue: variant.variantValue,
    price: variant.price,
    discountPrice: discounted && variant.priceWithDiscount !== null ? variant.price - variant.priceWithDiscount : null,
    priceWithDiscount: discounted ? variant.priceWithDiscount : null,
    quantity,
    stock: variant.stock,
  };
}

/**
 * A working cart in memory, with the server's rules (docs/api.md "Cart"): lines oldest first, the same
 * variant merged, quantities 1…99 and never above the stock. Its answers are priced and mapped by the
 * contract's own functions (cartAnswer, cartOf), so they are the server's to the cent. Variants come
 * from the catalogue fake; `lines`, `sellerDiscount`, `taxRate` and `delivery` are public so tests can
 * set the scene and read the outcome.
 */
export class InMemoryCartGateway implements CartGateway {
  readonly failures = new ScriptedFailures();
  lines: CartLine[] = [];
  /** '0' for a shopper, '10' for a seller. */
  sellerDiscount = '0';
  /** The user's country's rate, applied to the total after the seller discount (Syria 0.05 in the seed). */
  taxRate = 0;
  /** The country's delivery rule, as the server answers it with every cart. */
  delivery: DeliveryRule = NO_DELIVERY_FEE;
  #nextId = 1;

  /** Where variants are found; the test container links the catalogue fake. */
  constructor(public catalogue: CartCatalogue | null = null) {}

  async fetch(): Promise<Cart> {
    this.failures.check();
    return this.#answer();
  }

  async add(variantId: number, quantity: number): Promise<Cart> {
    this.failures.check();
    this.#checkQuantity(quantity);
    const found = this.#variant(variantId);
    if (found === null) throw new LineGone('Product variant not found.');
    const existing = this.lines.find((line) => line.variantId === variantId);
    const merged = (existing?.quantity ?? 0) + quantity;
    if (merged > found.variant.stock) throw new OutOfStock(found.variant.stock);
    if (merged > MAX_LINE_QUANTITY) throw new QuantityLimit(MAX_LINE_QUANTITY);
    if (existing === undefined) {
      this.#nextId = Math.max(this.#nextId, ...this.lines.map((line) => line.cartItemId + 1));
      this.lines.push(lineFrom(this.#nextId, found.product, found.variant, quantity));
      this.#nextId += 1;
    } else {
      existing.quantity = merged;
    }
    return this.#answer();
  }

  async setQuantity(ref: CartLineRef, quantity: number): Promise<Cart> {
    this.failures.check();
    this.#checkQuantity(quantity);
    const line = this.#line(ref.cartItemId);
    if (line.variantId !== ref.variantId) throw new ValidationError('productDetailId is not the variant of this line.', 'productDetailId', 'VALIDATION_FAILED');
    const stock = this.#stockOf(line);
    if (quantity > stock) throw new OutOfStock(stock);
    line.quantity = quantity;
    return this.#answer();
  }

  async remove(cartItemId: number): Promise<Cart> {
    this.failures.check();
    const line = this.#line(cartItemId);
    this.lines = this.lines.filter((candidate) => candidate !== line);
    return this.#answer();
  }

  async empty(): Promise<Cart> {
    this.failures.check();
    this.lines = [];
    return this.#answer();
  }

  /** What the server would answer for these lines: the contract's pricing and mapping, both ways. */
  #answer(): Cart {
    const pricing = {
      sellerPercent: sellerDiscountPercent(this.sellerDiscount),
      taxBasis: Math.round(this.taxRate * TAX_BASIS_PER_UNIT),
      delivery: this.delivery,
    };
    return cartOf(cartAnswer(this.lines.map((line) => this.#record(line)), pricing));
  }

  #record(line: CartLine): CartLineRecord {
    const found = this.#variant(line.variantId);
    return {
      cartItemId: line.cartItemId,
      productDetailId: line.variantId,
      productId: found?.product.id ?? line.variantId,
      titleEN: line.title.en,
      titleAR: line.title.ar,
      imageURL: line.imageURL,
      color: line.color,
      variantValue: line.variantValue,
      price: line.price,
      discount: line.discountPrice,
      quantity: line.quantity,
      stock: this.#stockOf(line),
    };
  }

  #line(cartItemId: number): CartLine {
    const line = this.lines.find((candidate) => candidate.cartItemId === cartItemId);
    if (line === undefined) throw new LineGone('Cart item not found.');
    return line;
  }

  #variant(variantId: number): { product: ProductDetails; variant: Variant } | null {
    for (const product of this.catalogue?.items ?? []) {
      const variant = product.variants.find((candidate) => candidate.variantId === variantId);
      if (variant !== undefined) return { product, variant };
    }
    return null;
  }

  // Today's stock: the catalogue's when it knows the variant, else what the line was seeded with.
  #stockOf(line: CartLine): number {
    return this.#variant(line.variantId)?.variant.stock ?? line.stock;
  }

  #checkQuantity(quantity: number): void {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      throw new ValidationError('body.quantity must be between 1 and 99', 'quantity', 'VALIDATION_FAILED');
    }
  }
}
