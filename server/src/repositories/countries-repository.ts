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
}

export interface CountriesRepository {
  list(): Promise<Country[]>;
  exists(id: number): Promise<boolean>;
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
}
