/**
 * A module load made once for the process, then shared: every server render builds its own container,
 * and an `import()` asked again (of a module long loaded) still went through the module loader's hooks on
 * each render, about 5% of a signed-in page's CPU. A failed load is not kept: the next call tries again.
 */
export function loadedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/**
 * An adapter whose module is downloaded on its first call: for ports only some pages use (orders,
 * refunds, data deletion, contact messages), so their code and their contract schemas stay out of
 * the first load. Every port method is async, so a call simply waits for the module, once. `then` is
 * not a method here (the adapter must not look like a promise to whoever holds it).
 */
export function lazyAdapter<T extends object>(load: () => Promise<T>): T {
  const loaded = loadedOnce(load);
  return new Proxy({} as T, {
    get(_target, property) {
      if (property === 'then' || typeof property === 'symbol') return undefined;
      return async (...args: unknown[]): Promise<unknown> => {
        const adapter = (await loaded()) as Record<string, unknown>;
        const method = adapter[property];
        if (typeof method !== 'function') throw new TypeError(`The adapter has no method ${property}.`);
        return method.apply(adapter, args);
      };
    },
  });
}
