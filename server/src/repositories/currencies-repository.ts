import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { currencies } from '../db/schema.js';

export interface Currency {
  id: number;
  nameEn: string;
  nameAr: string;
  code: string;
  /** Units of this currency per 1 USD, as an exact decimal string. */
  excRate: string;
  /** Shown prices are rounded to this, cash to cashStep: major units, exact decimal strings (ADR 0042). */
  displayStep: string;
  cashStep: string;
}

export interface CurrenciesRepository {
  findById(id: number): Promise<Currency | null>;
}

export class DrizzleCurrenciesRepository implements CurrenciesRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: number): Promise<Currency | null> {
    const [row] = await this.db.select().from(currencies).where(eq(currencies.id, id));
    return row ?? null;
  }
}
