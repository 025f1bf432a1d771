import { describe, expect, it } from 'vitest';
import type { DataCache } from '../../../src/application/shared/data-cache';

export interface DataCacheUnderTest {
  cache: DataCache;
  /** Moves the time the cache reads freshness from. */
  advance(ms: number): void;
}

const policy = { staleTimeMs: 1_000, retry: 1 };

/** A promise the test settles, to keep a load in flight. */
function deferred<T>() {
  const settlers: ((value: T) => void)[] = [];
  const promise = new Promise<T>((done) => settlers.push(done));
  return { promise, resolve: (value: T) => settlers.forEach((settle) => settle(value)) };
}

/** The rules every DataCache keeps (spec section 7), run against each adapter. */
export function dataCacheContract(name: string, make: () => DataCacheUnderTest): void {
  describe(`${name} (DataCache contract)`, () => {
    it('starts from a snapshot another cache took (the server renders, the page carries it as JSON, the browser restores): fresh answers come from it without loading', async () => {
      const server = make().cache;
      await server.fetch(['products', 'all|1'], async () => ({ items: [{ id: 1, title: { en: 'Lamp </script>', ar: 'مصباح' } }] }), policy);
      await server.fetch(['currencies', 2], async () => 'LBP', policy);
      await server.fetch(['broken'], async () => Promise.reject(new Error('down')), { staleTimeMs: 1_000, retry: 0 }).catch(() => undefined);
      const snapshot = JSON.parse(JSON.stringify(server.snapshot())) as ReturnType<DataCache['snapshot']>;
      expect(snapshot.entries.map((entry) => entry.key)).toEqual([
        ['products', 'all|1'],
        ['currencies', 2],
      ]);

      const { cache: browser, advance } = make();
      browser.restore(snapshot);
      const loads: string[] = [];
      const load = async () => {
        loads.push('load');
        return 'fetched';
      };
      expect(await browser.fetch(['products', 'all|1'], load, policy)).toEqual({ items: [{ id: 1, title: { en: 'Lamp </script>', ar: 'مصباح' } }] });
      expect(await browser.fetch(['currencies', 2], load, policy)).toBe('LBP');
      expect(loads).toEqual([]);
      advance(1_001);
      expect(await browser.fetch(['currencies', 2], load, policy)).toBe('fetched');
    });

    it('ignores a snapshot that is not one (a tampered or truncated page)', async () => {
      const { cache } = make();
      for (const junk of [null, 42, 'x', {}, { entries: 'x' }, { entries: [null, { key: 'not-an-array', data: 1, updatedAt: 1 }, { key: ['k'], data: 1, updatedAt: 'soon' }] }]) {
        cache.restore(junk as never);
      }
      expect(await cache.fetch(['k'], async () => 'loaded', policy)).toBe('loaded');
      expect(cache.snapshot().entries).toEqual([{ key: ['k'], data: 'loaded', updatedAt: expect.any(Number) as number }]);
    });

    it('keeps one request in flight per key', async () => {
      const { cache } = make();
      const answer = deferred<string>();
      const loads: string[] = [];
      const load = () => {
        loads.push('load');
        return answer.promise;
      };

      const first = cache.fetch(['contactInfo'], load, policy);
      const second = cache.fetch(['contactInfo'], load, policy);
      answer.resolve('info');

      await expect(Promise.all([first, second])).resolves.toEqual(['info', 'info']);
      expect(loads).toEqual(['load']);
    });

    it('answers from the cache while fresh, loads again once stale', async () => {
      const { cache, advance } = make();
      let version = 0;
      const load = async () => {
        version += 1;
        return version;
      };

      expect(await cache.fetch(['categories'], load, policy)).toBe(1);
      advance(999);
      expect(await cache.fetch(['categories'], load, policy)).toBe(1);
      advance(2);
      expect(await cache.fetch(['categories'], load, policy)).toBe(2);
    });

    it('keeps keys apart', async () => {
      const { cache } = make();
      expect(await cache.fetch(['currencies', 1], async () => 'SYP', policy)).toBe('SYP');
      expect(await cache.fetch(['currencies', 2], async () => 'LBP', policy)).toBe('LBP');
    });

    it('retries as many times as the policy says, then fails', async () => {
      const { cache } = make();
      let calls = 0;
      const flaky = async () => {
        calls += 1;
        if (calls <= 2) throw new Error(`failure ${calls}`);
        return 'ok';
      };

      await expect(cache.fetch(['a'], flaky, { staleTimeMs: 0, retry: 2 })).resolves.toBe('ok');

      calls = 0;
      await expect(cache.fetch(['b'], flaky, { staleTimeMs: 0, retry: 1 })).rejects.toThrow('failure 2');
    });

    it('loads again after invalidate', async () => {
      const { cache } = make();
      let version = 0;
      const load = async () => {
        version += 1;
        return version;
      };
      await cache.fetch(['categories'], load, policy);

      cache.invalidate(['categories']);

      expect(await cache.fetch(['categories'], load, policy)).toBe(2);
    });
  });
}
