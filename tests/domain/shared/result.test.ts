import { describe, expect, it } from 'vitest';
import { err, isErr, isOk, ok } from '../../../src/domain/shared/result';

describe('Result', () => {
  it('ok carries a value and says so', () => {
    const result = ok(3);
    expect(result).toEqual({ ok: true, value: 3 });
    expect(isOk(result)).toBe(true);
    expect(isErr(result)).toBe(false);
  });

  it('err carries an error and says so', () => {
    const result = err('not-found');
    expect(result).toEqual({ ok: false, error: 'not-found' });
    expect(isErr(result)).toBe(true);
    expect(isOk(result)).toBe(false);
  });
});
