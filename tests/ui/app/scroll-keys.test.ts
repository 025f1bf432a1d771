// Which saved scroll position a page returns to: a page opened by its address or reloaded opens at
// the top, back and forward restore (src/ui/app/scroll-keys.ts).
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_KEY, scrollKeys } from '../../../src/ui/app/scroll-keys';

const at = (key: string) => ({ key });

describe('scroll restoration keys', () => {
  it('gives each entry opened by its address a key of its own load, so it never reuses another page\'s position', () => {
    const first = scrollKeys(DEFAULT_LOCATION_KEY, 'navigate', 'load1');
    const second = scrollKeys(DEFAULT_LOCATION_KEY, 'navigate', 'load2');
    expect(first(at(DEFAULT_LOCATION_KEY))).not.toBe(second(at(DEFAULT_LOCATION_KEY)));
  });

  it('gives a reloaded entry a new key, so it opens at the top', () => {
    const before = scrollKeys('abc', 'navigate', 'load1');
    const reloaded = scrollKeys('abc', 'reload', 'load2');
    expect(reloaded(at('abc'))).not.toBe(before(at('abc')));
    expect(reloaded(at('abc'))).not.toBe('abc');
  });

  it('keeps the key of entries reached by back and forward within the app, and of the entry returned to', () => {
    const keys = scrollKeys('abc', 'reload', 'load2');
    expect(keys(at('xyz'))).toBe('xyz');
    expect(keys(at('abc'))).toBe(keys(at('abc')));
    expect(scrollKeys('abc', 'back_forward', 'load3')(at('abc'))).toBe('abc');
  });
});
