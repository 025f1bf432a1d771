import { describe, expect, it } from 'vitest';
import { DELETION_REASON_MAX, emptyDataDeletionDraft, validateDataDeletion, validateDeletionReason } from '../../../src/domain/account/data-deletion';

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

describe('validateDataDeletion', () => {
  it('asks for the confirmation box and names a reason that is too long, both at once', () => {
    expect(validateDataDeletion({ reason: 'a'.repeat(DELETION_REASON_MAX + 1), confirmed: false })).toEqual({
      ok: false,
      error: { reason: 'tooLong', confirmed: 'required' },
    });
  });

  it('answers the reason to send once the box is ticked: trimmed, blank as null', () => {
    expect(validateDataDeletion({ reason: '  I moved abroad ', confirmed: true })).toEqual({ ok: true, value: 'I moved abroad' });
    expect(validateDataDeletion({ ...emptyDataDeletionDraft(), confirmed: true })).toEqual({ ok: true, value: null });
  });

  it('starts with no reason and the box unticked', () => {
    expect(emptyDataDeletionDraft()).toEqual({ reason: '', confirmed: false });
  });
});
