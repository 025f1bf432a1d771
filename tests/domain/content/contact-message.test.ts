import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  emptyContactMessageDraft,
  firstInvalidField,
  isEmailShaped,
  validateContactMessage,
  type ContactMessageDraft,
} from '../../../src/domain/content/contact-message';

const draft = (overrides: Partial<ContactMessageDraft> = {}): ContactMessageDraft => ({
  name: 'Lina Haddad',
  email: 'lina@example.com',
  phone: '',
  message: 'Where is my order from last week?',
  ...overrides,
});

describe('validateContactMessage', () => {
  it('answers the trimmed message, with missing contact channels as null', () => {
    expect(validateContactMessage(draft({ name: '  Lina ', message: '  Where is my order?  ' }))).toEqual({
      ok: true,
      value: { name: 'Lina', email: 'lina@example.com', phone: null, message: 'Where is my order?' },
    });
  });

  it('requires a name', () => {
    expect(validateContactMessage(draft({ name: '   ' }))).toEqual({ ok: false, error: { name: 'required' } });
  });

  it('bounds the name', () => {
    expect(validateContactMessage(draft({ name: 'a'.repeat(CONTACT_NAME_MAX) })).ok).toBe(true);
    expect(validateContactMessage(draft({ name: 'a'.repeat(CONTACT_NAME_MAX + 1) }))).toEqual({ ok: false, error: { name: 'tooLong' } });
  });

  it('requires an e-mail address or a phone number, and reports it on the e-mail field', () => {
    expect(validateContactMessage(draft({ email: ' ', phone: '' }))).toEqual({ ok: false, error: { email: 'emailOrPhoneRequired' } });
  });

  it('accepts a phone number alone and normalises it (spec §5)', () => {
    const result = validateContactMessage(draft({ email: '', phone: '0944 123 456' }));
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ email: null, phone: '963944123456' }) });
  });

  it('reads Arabic-Indic digits and keeps a Lebanese number typed with its code', () => {
    expect(validateContactMessage(draft({ phone: '٠٩٤٤١٢٣٤٥٦' }))).toMatchObject({ ok: true, value: { phone: '963944123456' } });
    expect(validateContactMessage(draft({ phone: '+961 71 123 456' }))).toMatchObject({ ok: true, value: { phone: '96171123456' } });
  });

  it.each(['12', 'abc', '+1 23'])('refuses the phone %j', (phone) => {
    expect(validateContactMessage(draft({ phone }))).toEqual({ ok: false, error: { phone: 'invalidPhone' } });
  });

  it.each(['lina', 'lina@', 'lina@example', 'li na@example.com', '@example.com', 'lina@example..com'])('refuses the e-mail %j', (email) => {
    expect(validateContactMessage(draft({ email }))).toEqual({ ok: false, error: { email: 'invalidEmail' } });
  });

  it('bounds the message (counted in characters, not UTF-16 units)', () => {
    expect(validateContactMessage(draft({ message: '' }))).toEqual({ ok: false, error: { message: 'required' } });
    expect(validateContactMessage(draft({ message: 'x'.repeat(CONTACT_MESSAGE_MIN - 1) }))).toEqual({ ok: false, error: { message: 'tooShort' } });
    expect(validateContactMessage(draft({ message: 'x'.repeat(CONTACT_MESSAGE_MIN) })).ok).toBe(true);
    expect(validateContactMessage(draft({ message: '😀'.repeat(CONTACT_MESSAGE_MAX) })).ok).toBe(true);
    expect(validateContactMessage(draft({ message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }))).toEqual({ ok: false, error: { message: 'tooLong' } });
  });

  it('reports every field of an empty draft at once', () => {
    expect(validateContactMessage(emptyContactMessageDraft())).toEqual({
      ok: false,
      error: { name: 'required', email: 'emailOrPhoneRequired', message: 'required' },
    });
  });

  it('is a fixed point: validating what it answered answers the same', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ maxLength: 15 }), fc.string({ maxLength: 80 }), (name, phone, message) => {
        const first = validateContactMessage(draft({ name, phone, message }));
        if (!first.ok) return;
        const again = validateContactMessage({
          name: first.value.name,
          email: first.value.email ?? '',
          phone: first.value.phone ?? '',
          message: first.value.message,
        });
        expect(again).toEqual(first);
      }),
    );
  });
});

describe('isEmailShaped and firstInvalidField', () => {
  it('accepts ordinary addresses', () => {
    expect(isEmailShaped('support@dukkan.test')).toBe(true);
    expect(isEmailShaped('a.b+c@mail.example.sy')).toBe(true);
    expect(isEmailShaped(`${'a'.repeat(250)}@x.sy`)).toBe(false);
  });

  it('answers the first field in form order', () => {
    expect(firstInvalidField({ message: 'required', email: 'invalidEmail' })).toBe('email');
    expect(firstInvalidField({})).toBeNull();
  });
});
