import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  cartSignature,
  CITY_MAX,
  DETAILS_MAX,
  emptyCheckoutDraft,
  firstInvalidCheckoutField,
  FULL_NAME_MAX,
  NOTE_MAX,
  STREET_MAX,
  validateCheckout,
  type CheckoutDraft,
} from '../../../src/domain/orders/checkout';
import { cartFactory } from '../../factories/cart-factory';
import { cartLineFactory } from '../../factories/cart-line-factory';

const draft = (overrides: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  ...emptyCheckoutDraft(),
  fullName: 'Lina Haddad',
  city: 'Damascus',
  street: 'Baghdad St. 12',
  details: '3rd floor',
  phone: '0944 123 456',
  ...overrides,
});

describe('validateCheckout', () => {
  it('answers the trimmed form with the phone normalised with the calling code', () => {
    expect(validateCheckout(draft({ fullName: '  Lina Haddad ', note: ' ring twice ' }), '963')).toEqual({
      ok: true,
      value: {
        fullName: 'Lina Haddad',
        city: 'Damascus',
        street: 'Baghdad St. 12',
        details: '3rd floor',
        phone: '963944123456',
        note: 'ring twice',
        paymentMethod: 'cash_on_delivery',
      },
    });
  });

  it("uses the selected country's calling code, and reads Arabic-Indic digits", () => {
    const lebanon = validateCheckout(draft({ phone: '٠٧١ ١٢٣ ٤٥٦' }), '961');
    expect(lebanon.ok && lebanon.value.phone).toBe('96171123456');
  });

  it('names every missing required field, in form order', () => {
    const result = validateCheckout({ ...emptyCheckoutDraft() });
    expect(result).toEqual({
      ok: false,
      error: { fullName: 'required', phone: 'required', city: 'required', street: 'required' },
    });
    expect(!result.ok && firstInvalidCheckoutField(result.error)).toBe('fullName');
  });

  it('bounds each field: names 2–100, city 2–60, street 2–200, details ≤ 200, note ≤ 500', () => {
    const result = validateCheckout(
      draft({
        fullName: 'L',
        city: 'x'.repeat(CITY_MAX + 1),
        street: 'x',
        details: 'x'.repeat(DETAILS_MAX + 1),
        note: 'x'.repeat(NOTE_MAX + 1),
      }),
    );
    expect(result).toEqual({
      ok: false,
      error: { fullName: 'tooShort', city: 'tooLong', street: 'tooShort', details: 'tooLong', note: 'tooLong' },
    });
    const atLimits = validateCheckout(
      draft({ fullName: 'x'.repeat(FULL_NAME_MAX), city: 'ab', street: 'x'.repeat(STREET_MAX), details: '', note: 'x'.repeat(NOTE_MAX) }),
    );
    expect(atLimits.ok).toBe(true);
  });

  it('counts an Arabic name by its characters', () => {
    expect(validateCheckout(draft({ fullName: 'لينا' })).ok).toBe(true);
  });

  it("reads the phone by the field's country: a Lebanese 03 number on Syria's +963 is refused, a +961 number kept as it is (a new-shopper tryout)", () => {
    expect(validateCheckout(draft({ phone: '03 123 456' }), '963')).toEqual({ ok: false, error: { phone: 'invalidPhone' } });
    expect(validateCheckout(draft({ phone: '03 123 456' }), '961')).toMatchObject({ ok: true, value: { phone: '9613123456' } });
    expect(validateCheckout(draft({ phone: '+961 3 123 456' }), '963')).toMatchObject({ ok: true, value: { phone: '9613123456' } });
  });

  it('refuses a phone that is not 8–15 digits once normalised', () => {
    expect(validateCheckout(draft({ phone: '12' }))).toEqual({ ok: false, error: { phone: 'invalidPhone' } });
    expect(validateCheckout(draft({ phone: 'call me' }))).toEqual({ ok: false, error: { phone: 'invalidPhone' } });
  });
});

describe('the idempotency key of a checkout attempt', () => {
  const cart = cartFactory.build({ lines: [cartLineFactory.build({ cartItemId: 1, quantity: 2 }), cartLineFactory.build({ cartItemId: 2 })] });

  it('keeps the key while the cart is the same (a double submit, a retry)', () => {
    const first = attemptFor(null, cart, () => 'key-1');
    expect(first.key).toBe('key-1');
    expect(attemptFor(first, cart, () => 'key-2')).toBe(first);
    expect(attemptFor(first, { lines: cart.lines.toReversed() }, () => 'key-3')).toBe(first);
  });

  it('makes a new one when the cart changes', () => {
    const first = attemptFor(null, cart, () => 'key-1');
    const [line, other] = cart.lines;
    if (line === undefined || other === undefined) throw new Error('two lines expected');
    expect(attemptFor(first, { lines: [{ ...line, quantity: 3 }, other] }, () => 'key-2').key).toBe('key-2');
    expect(attemptFor(first, { lines: [line] }, () => 'key-3').key).toBe('key-3');
  });

  it('a signature depends on the lines only, never on their order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ cartItemId: fc.nat(), quantity: fc.integer({ min: 1, max: 99 }) }), { maxLength: 6 }), (specs) => {
        const lines = specs.map((spec) => cartLineFactory.build(spec));
        expect(cartSignature({ lines: lines.toReversed() })).toBe(cartSignature({ lines }));
      }),
    );
  });
});
