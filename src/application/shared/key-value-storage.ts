/**
 * String storage (local or session). Adapters never throw: a quota or privacy-mode failure is
 * reported and reads as "nothing stored", because storage is a convenience, never a reason to crash.
 */
export interface KeyValueStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  keys(): string[];
  clear(): void;
}
