import type { ErrorReporter } from '../../application/shared/error-reporter';
import type { KeyValueStorage } from '../../application/shared/key-value-storage';

/**
 * KeyValueStorage over a Web Storage area. Reaching the area can itself throw (a sandboxed frame,
 * storage disabled), and writing can exceed the quota: each failure is reported once and then
 * reads as "nothing stored", so the page keeps working without storage.
 */
export class WebStorageKeyValue implements KeyValueStorage {
  private reported = false;

  constructor(
    private readonly area: () => Storage,
    private readonly reporter: ErrorReporter,
    private readonly name: string,
  ) {}

  get(key: string): string | null {
    return this.attempt('get', null, (storage) => storage.getItem(key));
  }

  set(key: string, value: string): void {
    this.attempt('set', undefined, (storage) => storage.setItem(key, value));
  }

  remove(key: string): void {
    this.attempt('remove', undefined, (storage) => storage.removeItem(key));
  }

  keys(): string[] {
    return this.attempt('keys', [], (storage) => {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null) keys.push(key);
      }
      return keys;
    });
  }

  clear(): void {
    this.attempt('clear', undefined, (storage) => storage.clear());
  }

  private attempt<T>(operation: string, fallback: T, run: (storage: Storage) => T): T {
    try {
      return run(this.area());
    } catch (error) {
      // Privacy modes fail every call: one report says it all.
      if (!this.reported) {
        this.reported = true;
        this.reporter.captureException(error, { storage: this.name, operation });
      }
      return fallback;
    }
  }
}
