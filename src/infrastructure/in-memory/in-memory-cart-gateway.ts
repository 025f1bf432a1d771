import { injectable } from 'inversify';
import { NotFoundError, RefusedError, ValidationError } from '../../application/errors';
import type { CartGateway } from '../../application/ports/cart-gateway';
import { emptyCart, NO_DELIVERY_FEE, recalculate, sellerDiscountAmount, type Cart, type CartLine, type DeliveryRule } from '../../domain/cart';
import type { ProductDetails, Variant } from '../../domain/product';
import { ScriptedFailures } from './scripted-failures';

/** What the fake needs of a catalogue: the products and their variants (InMemoryCatalogueGateway has them). */
export interface CartCatalogue {
  items: ProductDetails[];
}

const MAX_QUANTITY = 99;

function lineFrom(cartItemId: number, product: ProductDetails, variant: Variant, quantity: number): CartLine {
  const discounted = variant.priceWithDiscount !== null && variant.priceWithDiscount < variant.price;
  return {
    cartItemId,
    productDetailId: variant.productDetailId,
    titleEN: product.titleEN,
    titleAR: product.titleAR,
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
 * A working cart server in memory, following docs/api.md ("Cart"): lines oldest first, the same
 * variant merged, quantities 1…99 and never above the stock (409 INSUFFICIENT_STOCK), tax on the
 * total after the seller discount. Variants come from the catalogue fake; `lines`, `sellerDiscount`
 * and `taxRate` are public so tests can set the scene and read the outcome.
 */
@injectable()
export class InMemoryCartGateway implements CartGateway {
  readonly failures = new ScriptedFailures();
  lines: CartLine[] = [];
  /** '0' for a shopper, '10' for a seller. */
  sellerDiscount = '0';
  /** The user's country's rate, applied to the total after the seller discount (Syria 0.05 in the seed). */
  taxRate = 0;
  /** The country's delivery rule, as the server answers it with every cart. */
  delivery: DeliveryRule = NO_DELIVERY_FEE;
  private nextId = 1;

  /** Where variants are found; the test container links the catalogue fake. */
  constructor(public catalogue: CartCatalogue | null = null) {}

  async fetch(): Promise<Cart> {
    this.failures.check();
    return this.snapshot();
  }

  async add(productDetailId: number, quantity: number): Promise<Cart> {
    this.failures.check();
    this.checkQuantity(quantity);
    const found = this.variant(productDetailId);
    if (found === null) throw new NotFoundError('Product variant not found.');
    const existing = this.lines.find((line) => line.productDetailId === productDetailId);
    const merged = (existing?.quantity ?? 0) + quantity;
    this.checkStock(merged, found.variant.stock);
    if (merged > MAX_QUANTITY) {
      throw new RefusedError(`A cart line holds at most ${MAX_QUANTITY}.`, 409, 'QUANTITY_LIMIT', 'quantity');
    }
    if (existing === undefined) {
      this.nextId = Math.max(this.nextId, ...this.lines.map((line) => line.cartItemId + 1));
      this.lines.push(lineFrom(this.nextId, found.product, found.variant, quantity));
      this.nextId += 1;
    } else {
      existing.quantity = merged;
    }
    return this.snapshot();
  }

  async updateQuantity(cartItemId: number, productDetailId: number, quantity: number): Promise<Cart> {
    this.failures.check();
    this.checkQuantity(quantity);
    const line = this.line(cartItemId);
    if (line.productDetailId !== productDetailId) throw new ValidationError('productDetailId is not the variant of this line.', 'productDetailId', 'VALIDATION_FAILED');
    this.checkStock(quantity, this.stockOf(line));
    line.quantity = quantity;
    return this.snapshot();
  }

  async remove(cartItemId: number): Promise<Cart> {
    this.failures.check();
    const line = this.line(cartItemId);
    this.lines = this.lines.filter((candidate) => candidate !== line);
    return this.snapshot();
  }

  async empty(): Promise<Cart> {
    this.failures.check();
    this.lines = [];
    return this.snapshot();
  }

  private snapshot(): Cart {
    const lines = this.lines.map((line) => ({ ...line, stock: this.stockOf(line) }));
    const base = recalculate({ ...emptyCart(), lines, sellerDiscount: this.sellerDiscount, delivery: this.delivery, fromServer: true });
    const taxAmount = Math.round((base.totalAmount - sellerDiscountAmount(base)) * this.taxRate);
    return recalculate({ ...base, taxAmount });
  }

  private line(cartItemId: number): CartLine {
    const line = this.lines.find((candidate) => candidate.cartItemId === cartItemId);
    if (line === undefined) throw new NotFoundError('Cart item not found.');
    return line;
  }

  private variant(productDetailId: number): { product: ProductDetails; variant: Variant } | null {
    for (const product of this.catalogue?.items ?? []) {
      const variant = product.variants.find((candidate) => candidate.productDetailId === productDetailId);
      if (variant !== undefined) return { product, variant };
    }
    return null;
  }

  // Today's stock: the catalogue's when it knows the variant, else what the line was seeded with.
  private stockOf(line: CartLine): number {
    return this.variant(line.productDetailId)?.variant.stock ?? line.stock;
  }

  private checkQuantity(quantity: number): void {
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
      throw new ValidationError('body.quantity must be between 1 and 99', 'quantity', 'VALIDATION_FAILED');
    }
  }

  private checkStock(quantity: number, stock: number): void {
    if (quantity > stock) throw new RefusedError(`Only ${stock} left in stock.`, 409, 'INSUFFICIENT_STOCK', 'quantity');
  }
}
