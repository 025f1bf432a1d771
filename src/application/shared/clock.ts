export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}
