
import type { KeyValueStorage } from '../../application/shared/key-value-storage';

export class InMemoryKeyValueStorage implements KeyValueStorage {
  readonly entries: Map<string, string>;

  constructor(initial: Record<string, string> = {}) {
    this.entries = new Map(Object.entries(initial));
  }

  get(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  set(key: string, value: string): void {
    this.entries.set(key, value);
  }

  remove(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
  }
}
