import { describe, expect, it } from 'vitest';
import { lazyAdapter, loadedOnce } from '../../../src/infrastructure/shared/lazy-adapter';

interface Greeter {
  greet(name: string): Promise<string>;
}

class Polite implements Greeter {
  async greet(name: string): Promise<string> {
    return `Hello, ${name}`;
  }
}

describe('lazyAdapter', () => {
  it('loads the adapter on the first call, once, and forwards every call', async () => {
    let loads = 0;
    const greeter = lazyAdapter<Greeter>(async () => {
      loads += 1;
      return new Polite();
    });
    expect(loads).toBe(0);
    expect(await greeter.greet('Lina')).toBe('Hello, Lina');
    expect(await greeter.greet('Omar')).toBe('Hello, Omar');
    expect(loads).toBe(1);
  });

  it('does not look like a promise to whoever holds it', async () => {
    const greeter = lazyAdapter<Greeter>(async () => new Polite());
    expect((greeter as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(greeter)).resolves.toBe(greeter);
  });

  it('rejects a call when the module cannot be loaded, and tries again on the next call', async () => {
    let attempts = 0;
    const greeter = lazyAdapter<Greeter>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return new Polite();
    });
    await expect(greeter.greet('Lina')).rejects.toThrow('chunk failed');
    expect(await greeter.greet('Lina')).toBe('Hello, Lina');
    expect(attempts).toBe(2);
  });
});

describe('loadedOnce', () => {
  it('loads once for every caller, at once or later (each server render asks again)', async () => {
    let loads = 0;
    const load = loadedOnce(async () => {
      loads += 1;
      return { module: loads };
    });
    const [first, second] = await Promise.all([load(), load()]);
    const later = await load();
    expect([first, second, later]).toEqual([{ module: 1 }, { module: 1 }, { module: 1 }]);
    expect(loads).toBe(1);
  });

  it('keeps no failure: the next call loads again', async () => {
    let loads = 0;
    const load = loadedOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('chunk failed');
    await expect(load()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
