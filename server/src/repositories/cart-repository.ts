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
  /** Adds to the line of that variant (or starts one) and answers the line's new quantity. */
  addOrMerge(userId: number, productDetailId: number, quantity: number): Promise<number>;
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

const lineColumns = {
  cartItemId: cartItems.id,
  productDetailId: cartItems.productDetailId,
  productId: products.id,
  titleEn: products.titleEn,
  titleAr: products.titleAr,
  images: productDetails.images,
  color: productDetails.color,
  variantValue: productDetails.variantValue,
  price: productDetails.price,
  discountPrice: productDetails.discountPrice,
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

  async addOrMerge(userId: number, productDetailId: number, quantity: number): Promise<number> {
    const [row] = await this.db
      .insert(cartItems)
      .values({ userId, productDetailId, quantity })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.productDetailId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
      })
      .returning({ quantity: cartItems.quantity });
    if (!row) throw new Error('upsert into cart_items returned no row');
    return row.quantity;
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
