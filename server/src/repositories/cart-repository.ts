// The signed-in user's cart: one line per variant, oldest first. Every call takes the user id, so
// someone else's line is simply not found. Checkout locks through lockLines and lockVariants.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cartItems, productDetails, products } from '../db/schema.js';

/** A cart line with its variant and product as they are now; money as numeric strings (USD). */
export interface CartLineRow {
  cartItemId: number;
  productDetailId: number;
  productId: number;
  titleEn: string;
  titleAr: string;
  images: string[];
  color: string | null;
  variantValue: string | null;
  price: string;
  discountPrice: string | null;
  stock: number;
  quantity: number;
}

/** The most one cart line may hold (docs/api.md "Cart"; the cart_items_quantity_check constraint). */
export const MAX_LINE_QUANTITY = 99;

/** What an add did: the line's quantity after the merge, or what it would have been when refused. */
export interface MergeResult {
  /** The line's quantity with the add counted in. */
  merged: number;
  /** False when the merge would take the line past MAX_LINE_QUANTITY: nothing was changed. */
  applied: boolean;
}

export interface VariantStock {
  productDetailId: number;
  productId: number;
  categoryId: number;
  stock: number;
}

export interface CartRepository {
  lines(userId: number): Promise<CartLineRow[]>;
  line(userId: number, cartItemId: number): Promise<CartLineRow | null>;
  variant(productDetailId: number): Promise<VariantStock | null>;
  /**
   * Adds to the line of that variant (or starts one), in one statement, unless the line would then hold
   * more than MAX_LINE_QUANTITY (then nothing changes). Concurrent adds queue on the line's row lock, so
   * the limit holds under races too.
   */
  addOrMerge(userId: number, productDetailId: number, quantity: number): Promise<MergeResult>;
  /** False when the line is not the user's. */
  setQuantity(userId: number, cartItemId: number, quantity: number): Promise<boolean>;
  /** False when the line is not the user's. */
  remove(userId: number, cartItemId: number): Promise<boolean>;
  empty(userId: number): Promise<void>;
  /** Removes these lines of the user's cart (checkout: the lines just ordered). */
  removeLines(userId: number, cartItemIds: number[]): Promise<void>;
  /** Checkout: the user's lines locked FOR UPDATE (a second checkout of the same cart waits here). */
  lockLines(userId: number): Promise<{ cartItemId: number; productDetailId: number; quantity: number }[]>;
  /** Checkout: the variants locked FOR UPDATE in id order (a stable order, so no deadlock). */
  lockVariants(productDetailIds: number[]): Promise<{ productDetailId: number; stock: number }[]>;
  /** Checkout: takes `quantity` off the stock of a locked variant. */
  decrementStock(productDetailId: number, quantity: number): Promise<void>;
}

/** What a line (in the cart, or an order's) shows of its variant: join products on productDetails.productId. */
export const variantLineColumns = {
  productId: products.id,
  titleEn: products.titleEn,
  titleAr: products.titleAr,
  images: productDetails.images,
  color: productDetails.color,
  variantValue: productDetails.variantValue,
  price: productDetails.price,
  discountPrice: productDetails.discountPrice,
};

const lineColumns = {
  cartItemId: cartItems.id,
  productDetailId: cartItems.productDetailId,
  ...variantLineColumns,
  stock: productDetails.stock,
  quantity: cartItems.quantity,
};

export class DrizzleCartRepository implements CartRepository {
  constructor(private readonly db: DbOrTx) {}

  lines(userId: number): Promise<CartLineRow[]> {
    return this.db
      .select(lineColumns)
      .from(cartItems)
      .innerJoin(productDetails, eq(productDetails.id, cartItems.productDetailId))
      .innerJoin(products, eq(products.id, productDetails.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  async line(userId: number, cartItemId: number): Promise<CartLineRow | null> {
    const [row] = await this.db
      .select(lineColumns)
      .from(cartItems)
      .innerJoin(productDetails, eq(productDetails.id, cartItems.productDetailId))
      .innerJoin(products, eq(products.id, productDetails.productId))
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartItemId)));
    return row ?? null;
  }

  async variant(productDetailId: number): Promise<VariantStock | null> {
    const [row] = await this.db
      .select({
        productDetailId: productDetails.id,
        productId: products.id,
        categoryId: products.categoryId,
        stock: productDetails.stock,
      })
      .from(productDetails)
      .innerJoin(products, eq(products.id, productDetails.productId))
      .where(eq(productDetails.id, productDetailId));
    return row ?? null;
  }

  async addOrMerge(userId: number, productDetailId: number, quantity: number): Promise<MergeResult> {
    const [row] = await this.db
      .insert(cartItems)
      .values({ userId, productDetailId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productDetailId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
        setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${MAX_LINE_QUANTITY}`,
      })
      .returning({ quantity: cartItems.quantity });
    if (row) return { merged: row.quantity, applied: true };
    // The line exists and would go past the limit: say how far, change nothing.
    const [line] = await this.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productDetailId, productDetailId)));
    return { merged: (line?.quantity ?? 0) + quantity, applied: false };
  }

  async setQuantity(userId: number, cartItemId: number, quantity: number): Promise<boolean> {
    const rows = await this.db
      .update(cartItems)
      .set({ quantity })
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartItemId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async remove(userId: number, cartItemId: number): Promise<boolean> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.id, cartItemId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async empty(userId: number): Promise<void> {
    await this.db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  async removeLines(userId: number, cartItemIds: number[]): Promise<void> {
    if (cartItemIds.length === 0) return;
    await this.db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, cartItemIds)));
  }

  lockLines(userId: number): Promise<{ cartItemId: number; productDetailId: number; quantity: number }[]> {
    return this.db
      .select({ cartItemId: cartItems.id, productDetailId: cartItems.productDetailId, quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.id))
      .for('update');
  }

  lockVariants(productDetailIds: number[]): Promise<{ productDetailId: number; stock: number }[]> {
    if (productDetailIds.length === 0) return Promise.resolve([]);
    return this.db
      .select({ productDetailId: productDetails.id, stock: productDetails.stock })
      .from(productDetails)
      .where(inArray(productDetails.id, productDetailIds))
      .orderBy(asc(productDetails.id))
      .for('update');
  }

  async decrementStock(productDetailId: number, quantity: number): Promise<void> {
    await this.db
      .update(productDetails)
      .set({ stock: sql`${productDetails.stock} - ${quantity}` })
      .where(eq(productDetails.id, productDetailId));
  }
}
