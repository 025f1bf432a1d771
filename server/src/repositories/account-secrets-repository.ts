// Verification codes and password-reset tokens, stored as keyed hashes (accounts/secrets.ts).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { emailVerificationCodes, passwordResetTokens } from '../db/schema.js';

export interface VerificationCode {
  id: number;
  userId: number;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: Date;
}

export interface ResetToken {
  id: number;
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}

export interface AccountSecretsRepository {
  addVerificationCode(userId: number, codeHash: string, expiresAt: Date): Promise<void>;
  /** The newest code of the user, consumed or not. */
  latestVerificationCode(userId: number): Promise<VerificationCode | null>;
  countFailedAttempt(codeId: number): Promise<void>;
  consumeVerificationCode(codeId: number, at: Date): Promise<void>;

  addResetToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void>;
  findResetToken(tokenHash: string): Promise<ResetToken | null>;
  /** True when this call used it; false when someone else did first (row lock via the update). */
  useResetToken(tokenId: number, at: Date): Promise<boolean>;
  /** A new password makes every other outstanding reset link useless. */
  revokeResetTokens(userId: number, at: Date): Promise<void>;
}

export class DrizzleAccountSecretsRepository implements AccountSecretsRepository {
  constructor(private readonly db: DbOrTx) {}

  async addVerificationCode(userId: number, codeHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(emailVerificationCodes).values({ userId, codeHash, expiresAt });
  }

  async latestVerificationCode(userId: number): Promise<VerificationCode | null> {
    const [row] = await this.db
      .select()
      .from(emailVerificationCodes)
      .where(eq(emailVerificationCodes.userId, userId))
      .orderBy(desc(emailVerificationCodes.createdAt), desc(emailVerificationCodes.id))
      .limit(1);
    return row ?? null;
  }

  async countFailedAttempt(codeId: number): Promise<void> {
    await this.db
      .update(emailVerificationCodes)
      .set({ attempts: sql`${emailVerificationCodes.attempts} + 1` })
      .where(eq(emailVerificationCodes.id, codeId));
  }

  async consumeVerificationCode(codeId: number, at: Date): Promise<void> {
    await this.db
      .update(emailVerificationCodes)
      .set({ consumedAt: at })
      .where(eq(emailVerificationCodes.id, codeId));
  }

  async addResetToken(userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
  }

  async findResetToken(tokenHash: string): Promise<ResetToken | null> {
    const [row] = await this.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash));
    return row ?? null;
  }

  async useResetToken(tokenId: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.id, tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    return rows.length === 1;
  }

  async revokeResetTokens(userId: number, at: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: at })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  }
}
