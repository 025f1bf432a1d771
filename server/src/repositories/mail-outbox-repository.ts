import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';

export interface OutboxMessage {
  id: number;
  toEmail: string;
  subject: string;
  text: string;
  kind: string;
  createdAt: Date;
}

export interface MailOutboxRepository {
  add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<OutboxMessage>;
  /** Newest first; case-insensitive address. */
  listFor(email: string, limit?: number): Promise<OutboxMessage[]>;
}

export class DrizzleMailOutboxRepository implements MailOutboxRepository {
  constructor(private readonly db: DbOrTx) {}

  async add(message: Omit<OutboxMessage, 'id' | 'createdAt'>): Promise<OutboxMessage> {
    const [row] = await this.db.insert(mailOutbox).values(message).returning();
    if (!row) throw new Error('insert into mail_outbox returned no row');
    return row;
  }

  listFor(email: string, limit = 50): Promise<OutboxMessage[]> {
    return this.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toEmail}) = lower(${email})`)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(limit);
  }
}
