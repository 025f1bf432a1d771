// scrypt from node:crypto: memory-hard, no native dependency. Stored as
// scrypt$N$r$p$salt$hash (base64url) so the cost can be raised later without a migration.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_MIN_LENGTH, passwordRules } from '@/domain/account/account-form';

const KEY_LENGTH = 64;
const DEFAULT_COST = { N: 16384, r: 8, p: 1 } as const;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULT_COST);
  const { N, r, p } = DEFAULT_COST;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password: compared against when the e-mail is unknown, so timing tells nothing. */
export const DUMMY_HASH_PROMISE: Promise<string> = hashPassword(randomBytes(12).toString('hex'));

/** The domain's password rule (the storefront checks the same), worded for the API. Returns the reason, or null when fine. */
export function passwordWeakness(password: string): string | null {
  const rules = passwordRules(password);
  if (!rules.length) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  if (!rules.letter) return 'The password must contain a letter.';
  if (!rules.digit) return 'The password must contain a digit.';
  return null;
}
