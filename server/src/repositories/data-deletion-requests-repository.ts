import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { dataDeletionRequests, type DataDeletionStatus } from '../db/schema.js';

export interface DataDeletionRequestRecord {
  id: number;
  userId: number | null;
  email: string;
  reason: string | null;
  status: DataDeletionStatus;
  createdAt: Date;
  completedAt: Date | null;
}

export interface DataDeletionRequestsRepository {
  /** The user's pending request, or null. */
  findPending(userId: number): Promise<DataDeletionRequestRecord | null>;
  /**
   * Records a pending request, or answers the one already pending (created: false). Safe under
   * concurrent calls: the partial unique index allows one pending request per user.
   */
  createPending(request: { userId: number; email: string; reason: string | null }): Promise<{
    request: DataDeletionRequestRecord;
    created: boolean;
  }>;
}

export class DrizzleDataDeletionRequestsRepository implements DataDeletionRequestsRepository {
  constructor(private readonly db: DbOrTx) {}

  async findPending(userId: number): Promise<DataDeletionRequestRecord | null> {
    const [row] = await this.db
      .select()
      .from(dataDeletionRequests)
      .where(and(eq(dataDeletionRequests.userId, userId), eq(dataDeletionRequests.status, 'pending')))
      .orderBy(desc(dataDeletionRequests.createdAt))
      .limit(1);
    return row ?? null;
  }

  async createPending(request: { userId: number; email: string; reason: string | null }): Promise<{
    request: DataDeletionRequestRecord;
    created: boolean;
  }> {
    const [row] = await this.db
      .insert(dataDeletionRequests)
      .values({ ...request, status: 'pending' })
      .onConflictDoNothing({
        target: dataDeletionRequests.userId,
        where: eq(dataDeletionRequests.status, 'pending'),
      })
      .returning();
    if (row) return { request: row, created: true };
    const pending = await this.findPending(request.userId);
    if (!pending) throw new Error('data deletion request neither inserted nor pending');
    return { request: pending, created: false };
  }
}
