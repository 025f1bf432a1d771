/** Unique ids the application needs (a checkout attempt's idempotency key), from outside the domain. */
export interface IdGenerator {
  /** A new id, never handed out before; at least 8 and at most 100 characters. */
  next(): string;
}
