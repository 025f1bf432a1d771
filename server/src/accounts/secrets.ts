// Short-lived secrets (verification codes, reset tokens) are stored only as keyed hashes.
import { createHmac, randomBytes, randomInt } from 'node:crypto';

export const newVerificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newResetToken = (): string => randomBytes(32).toString('base64url');

export function secretHash(key: Uint8Array, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}:${value}`).digest('base64url');
}
