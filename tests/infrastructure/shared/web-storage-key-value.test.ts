// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';
import { LocalStorageKeyValue } from '../../../src/infrastructure/shared/local-storage-key-value';
import { SessionStorageKeyValue } from '../../../src/infrastructure/shared/session-storage-key-value';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe.each([
  ['LocalStorageKeyValue', () => new LocalStorageKeyValue(new InMemoryErrorReporter()), () => window.localStorage],
  ['SessionStorageKeyValue', () => new SessionStorageKeyValue(new InMemoryErrorReporter()), () => window.sessionStorage],
])('%s', (_name, make, area) => {
  it('writes, reads, lists and removes through Web Storage', () => {
    const storage = make();
    storage.set('accessToken', 'abc');
    storage.set('theme', 'dark');

    expect(area().getItem('accessToken')).toBe('abc');
    expect(storage.get('accessToken')).toBe('abc');
    expect(storage.keys().toSorted()).toEqual(['accessToken', 'theme']);

    storage.remove('accessToken');
    expect(storage.get('accessToken')).toBeNull();

    storage.clear();
    expect(storage.keys()).toEqual([]);
  });
});

/** A Storage whose every call fails, as in a privacy mode or over the quota. */
class FailingStorage implements Storage {
  readonly length = 0;
  clear(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  getItem(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  key(): string | null {
    throw new DOMException('denied', 'SecurityError');
  }
  removeItem(): void {
    throw new DOMException('denied', 'SecurityError');
  }
  setItem(): void {
    throw new DOMException('quota', 'QuotaExceededError');
  }
}

describe('Web Storage failures', () => {
  it('never throw: reads answer nothing, writes are dropped, the failure is reported once', () => {
    const reporter = new InMemoryErrorReporter();
    const storage = new LocalStorageKeyValue(reporter, () => new FailingStorage());

    expect(() => storage.set('root', '{}')).not.toThrow();
    expect(storage.get('root')).toBeNull();
    expect(storage.keys()).toEqual([]);
    expect(() => storage.remove('root')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();

    expect(reporter.reported).toHaveLength(1);
    expect(reporter.reported[0]?.context).toEqual({ storage: 'localStorage', operation: 'set' });
  });

  it('survive a storage area that cannot even be reached', () => {
    const reporter = new InMemoryErrorReporter();
    const storage = new SessionStorageKeyValue(reporter, () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    expect(storage.get('chunk-retry')).toBeNull();
    expect(reporter.reported).toHaveLength(1);
  });
});
