import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { contactInfo } from '../db/schema.js';

export interface ContactInfo {
  phoneCall: string;
  email: string;
  addressEn: string | null;
  addressAr: string | null;
}

export interface ContactInfoRepository {
  /** The store's one contact record (the first row), or null before seeding. */
  get(): Promise<ContactInfo | null>;
}

export class DrizzleContactInfoRepository implements ContactInfoRepository {
  constructor(private readonly db: DbOrTx) {}

  async get(): Promise<ContactInfo | null> {
    const [row] = await this.db
      .select({
        phoneCall: contactInfo.phoneCall,
        email: contactInfo.email,
        addressEn: contactInfo.addressEn,
        addressAr: contactInfo.addressAr,
      })
      .from(contactInfo)
      .orderBy(asc(contactInfo.id))
      .limit(1);
    return row ?? null;
  }
}
