import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { contactMessages } from '../db/schema.js';

export interface NewContactMessage {
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  language: 'en' | 'ar';
  ip: string | null;
}

export interface StoredContactMessage extends NewContactMessage {
  id: number;
  createdAt: Date;
}

export interface ContactMessagesRepository {
  add(message: NewContactMessage): Promise<StoredContactMessage>;
  findById(id: number): Promise<StoredContactMessage | null>;
}

export class DrizzleContactMessagesRepository implements ContactMessagesRepository {
  constructor(private readonly db: DbOrTx) {}

  async add(message: NewContactMessage): Promise<StoredContactMessage> {
    const [row] = await this.db.insert(contactMessages).values(message).returning();
    if (!row) throw new Error('insert into contact_messages returned no row');
    return { ...row, language: row.language === 'ar' ? 'ar' : 'en' };
  }

  async findById(id: number): Promise<StoredContactMessage | null> {
    const [row] = await this.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    return row ? { ...row, language: row.language === 'ar' ? 'ar' : 'en' } : null;
  }
}
