import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { notifications } from '../db/schema.js';

/** A notification's row, every column of its table: what the contract's notificationWire reads (NotificationRecord). */
export type Notification = typeof notifications.$inferSelect;

export type NewNotification = typeof notifications.$inferInsert;

export interface NotificationsRepository {
  /** Newest first. */
  listForUser(userId: number): Promise<Notification[]>;
  /** Null when there is no such notification for this user (someone else's counts as none). */
  markRead(userId: number, notificationId: number): Promise<Notification | null>;
  /** How many changed from unread to read. */
  markAllRead(userId: number): Promise<number>;
  add(notification: NewNotification): Promise<Notification>;
}

export class DrizzleNotificationsRepository implements NotificationsRepository {
  constructor(private readonly db: DbOrTx) {}

  listForUser(userId: number): Promise<Notification[]> {
    return this.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
  }

  async markRead(userId: number, notificationId: number): Promise<Notification | null> {
    const [row] = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .returning();
    return row ?? null;
  }

  async markAllRead(userId: number): Promise<number> {
    const rows = await this.db
      .update(notifications)
      .set({ isRead: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  async add(notification: NewNotification): Promise<Notification> {
    const [row] = await this.db.insert(notifications).values(notification).returning();
    if (!row) throw new Error('insert into notifications returned no row');
    return row;
  }
}
