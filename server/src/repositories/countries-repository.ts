import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { countries } from '../db/schema.js';

export interface Country {
  id: number;
  nameEn: string;
  nameAr: string;
  flag: string;
  storeId: number;
  currencyId: number;
  /** Sales tax as an exact decimal string, e.g. '0.0500'. */
  taxRate: string;
  /** The delivery fee of an order, USD ('2.00'); none when the goods reach freeDeliveryFrom. */
  deliveryFee: string;
  /** Goods (after the seller discount, before tax) from this amount on are delivered free, USD. */
  freeDeliveryFrom: string;
}

export interface CountriesRepository {
  list(): Promise<Country[]>;
  exists(id: number): Promise<boolean>;
  findById(id: number): Promise<Country | null>;
}

export class DrizzleCountriesRepository implements CountriesRepository {
  constructor(private readonly db: DbOrTx) {}

  list(): Promise<Country[]> {
    return this.db.select().from(countries).orderBy(asc(countries.id));
  }

  async exists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: countries.id }).from(countries).where(eq(countries.id, id));
    return rows.length > 0;
  }

  async findById(id: number): Promise<Country | null> {
    const [row] = await this.db.select().from(countries).where(eq(countries.id, id));
    return row ?? null;
  }
}
