// Secrets every instance must share, kept in the database (docs/adr/0021): the JWT signing key when
// JWT_SECRET is not set, so two hosts behind one load balancer accept each other's tokens.
import { eq } from 'drizzle-orm';
import type { Db } from './client.js';
import { serverSecrets } from './schema.js';

/**
 * The secret called `name`: the one already stored, or `initial()` stored now. Safe when instances
 * start together: the first insert wins and everyone reads that one.
 */
export async function sharedSecret(db: Db, name: string, initial: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: initial() }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (row === undefined) throw new Error(`The server secret ${name} could not be stored.`);
  return row.value;
}
