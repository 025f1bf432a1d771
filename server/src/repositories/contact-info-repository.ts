import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { contactInfo } from '../db/schema.js';

export interface ContactInfo {
  phoneCall: string;
  email: string;
  addressEn: string | null;
  addressAr: string | null;
}

export interface ContactInfoRepository {
  /**
   * The store's contact details for this country (issue 26); where the country has none of its own, the
   * first row's (the store's main details). Null before seeding.
   */
  get(countryId: number): Promise<ContactInfo | null>;
}

export class DrizzleContactInfoRepository implements ContactInfoRepository {
  constructor(private readonly db: DbOrTx) {}

  async get(countryId: number): Promise<ContactInfo | null> {
    const [row] = await this.db
      .select({
        phoneCall: contactInfo.phoneCall,
        email: contactInfo.email,
        addressEn: contactInfo.addressEn,
        addressAr: contactInfo.addressAr,
      })
      .from(contactInfo)
      // The country's own row first, then the first row.
      .orderBy(sql`(${contactInfo.countryId} IS NOT DISTINCT FROM ${countryId}) DESC`, asc(contactInfo.id))
      .limit(1);
    return row ?? null;
  }
}
