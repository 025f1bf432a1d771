import { describe, expect, it } from 'vitest';
import { DELETION_REASON_MAX, validateDeletionReason } from '../../src/domain/data-deletion';

describe('validateDeletionReason', () => {
  it('is optional: blank becomes null', () => {
    expect(validateDeletionReason('   ')).toEqual({ ok: true, value: null });
  });

  it('trims the reason', () => {
    expect(validateDeletionReason('  I no longer shop here ')).toEqual({ ok: true, value: 'I no longer shop here' });
  });

  it('bounds the length', () => {
    expect(validateDeletionReason('a'.repeat(DELETION_REASON_MAX)).ok).toBe(true);
    expect(validateDeletionReason('a'.repeat(DELETION_REASON_MAX + 1))).toEqual({ ok: false, error: 'tooLong' });
  });
});
