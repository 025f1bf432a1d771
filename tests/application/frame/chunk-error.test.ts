import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from '../../../src/application/frame/chunk-error';

describe('isChunkLoadError', () => {
  it.each([
    'Loading chunk 42 failed.',
    'ChunkLoadError: Loading chunk vendors failed',
    'Failed to fetch dynamically imported module: https://shop.example/assets/cart-3f2a.js',
    'Loading CSS chunk 7 failed. (/assets/7.css)',
  ])('recognises the spec message %j in an Error', (message) => {
    expect(isChunkLoadError(new Error(message))).toBe(true);
  });

  it('recognises an Error whose name is ChunkLoadError whatever its message', () => {
    const error = new Error('something odd');
    error.name = 'ChunkLoadError';
    expect(isChunkLoadError(error)).toBe(true);
  });

  it("counts Vite's CSS preload failure", () => {
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/cart-9a1b.css'))).toBe(true);
  });

  it.each([
    'error loading dynamically imported module: https://shop.example/assets/cart.js',
    'Importing a module script failed.',
  ])('counts the Firefox and Safari wording of a failed dynamic import: %j', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores letter case', () => {
    expect(isChunkLoadError('LOADING CHUNK 3 FAILED')).toBe(true);
  });

  it('recognises plain strings', () => {
    expect(isChunkLoadError('Loading chunk 3 failed')).toBe(true);
    expect(isChunkLoadError('Network request failed')).toBe(false);
  });

  it('recognises plain objects with a string message or name', () => {
    expect(isChunkLoadError({ message: 'Loading CSS chunk 1 failed' })).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 42 })).toBe(true);
    expect(isChunkLoadError({ message: 42 })).toBe(false);
  });

  it('rejects ordinary errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new Error('Failed to fetch'))).toBe(false);
  });

  it.each([null, undefined, 0, 42, Number.NaN, true, Symbol('chunk'), 10n, [], () => 'Loading chunk'])(
    'returns false for %s',
    (value) => {
      expect(isChunkLoadError(value)).toBe(false);
    },
  );

  it('does not throw on an object whose message getter throws', () => {
    const hostile = {
      get message(): string {
        throw new Error('boom');
      },
    };
    expect(isChunkLoadError(hostile)).toBe(false);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true }), (value) => {
        expect(typeof isChunkLoadError(value)).toBe('boolean');
      }),
    );
  });

  it('a string and an Error with that message agree', () => {
    fc.assert(
      fc.property(fc.string(), (message) => {
        expect(isChunkLoadError(new Error(message))).toBe(isChunkLoadError(message));
      }),
    );
  });
});
