// The signed-in user's favourite products (ids only; the cards come from the catalogue repository).
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { favourites } from '../db/schema.js';

export interface FavouritesRepository {
  /** Product ids, newest first. */
  productIds(userId: number): Promise<number[]>;
  /** Adding twice keeps the first (and its place in the list). */
  add(userId: number, productId: number): Promise<void>;
  /** False when the product was not in the user's list. */
  remove(userId: number, productId: number): Promise<boolean>;
}

export class DrizzleFavouritesRepository implements FavouritesRepository {
  constructor(private readonly db: DbOrTx) {}

  async productIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(eq(favourites.userId, userId))
      .orderBy(desc(favourites.createdAt), desc(favourites.productId));
    return rows.map((row) => row.productId);
  }

  async add(userId: number, productId: number): Promise<void> {
    await this.db.insert(favourites).values({ userId, productId }).onConflictDoNothing();
  }

  async remove(userId: number, productId: number): Promise<boolean> {
    const rows = await this.db
      .delete(favourites)
      .where(and(eq(favourites.userId, userId), eq(favourites.productId, productId)))
      .returning({ productId: favourites.productId });
    return rows.length > 0;
  }
}
