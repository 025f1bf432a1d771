import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users, type UserRole } from '../db/schema.js';

export interface User {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  store: number | null;
  phoneNumber: string | null;
  whatsApp: string | null;
  picture: string;
  emailVerifiedAt: Date | null;
  createdAt: Date;
}

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  role?: UserRole;
  store?: number | null;
  phoneNumber?: string | null;
  emailVerifiedAt?: Date | null;
}

export interface UsersRepository {
  findById(id: number): Promise<User | null>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | null>;
  /** Null when the e-mail address is taken (unique on lower(email)). */
  create(user: NewUser): Promise<User | null>;
  updateContact(id: number, change: { store: number; phoneNumber: string | null; whatsApp: string | null }): Promise<User | null>;
  setPasswordHash(id: number, passwordHash: string): Promise<void>;
  markEmailVerified(id: number, at: Date): Promise<void>;
}

export class DrizzleUsersRepository implements UsersRepository {
  constructor(private readonly db: DbOrTx) {}

  async findById(id: number): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row ?? null;
  }

  async create(user: NewUser): Promise<User | null> {
    const [row] = await this.db
      .insert(users)
      .values(user)
      // The only unique key besides the id is lower(email): a conflict means the address is taken.
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  async updateContact(
    id: number,
    change: { store: number; phoneNumber: string | null; whatsApp: string | null },
  ): Promise<User | null> {
    const [row] = await this.db.update(users).set(change).where(eq(users.id, id)).returning();
    return row ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.db.update(users).set({ passwordHash }).where(eq(users.id, id));
  }

  async markEmailVerified(id: number, at: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(users.id, id));
  }
}
