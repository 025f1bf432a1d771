import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../src/domain/phone';
import { canSubmitCountryUpdate, profileUpdatePayload, shouldShowCountryDialog } from '../../src/domain/profile';

describe('shouldShowCountryDialog', () => {
  it('shows the dialog once loading has finished for an authenticated user without a country id', () => {
    expect(shouldShowCountryDialog({ loading: false, isAuthenticated: true, countryId: null })).toBe(true);
    expect(shouldShowCountryDialog({ loading: false, isAuthenticated: true, countryId: undefined })).toBe(true);
  });

  it('treats country id 0 as "no country" (ids start at 1)', () => {
    expect(shouldShowCountryDialog({ loading: false, isAuthenticated: true, countryId: 0 })).toBe(true);
  });

  it('does not show while loading, for a guest, or when a country id is set', () => {
    expect(shouldShowCountryDialog({ loading: true, isAuthenticated: true, countryId: null })).toBe(false);
    expect(shouldShowCountryDialog({ loading: false, isAuthenticated: false, countryId: null })).toBe(false);
    expect(shouldShowCountryDialog({ loading: false, isAuthenticated: true, countryId: 2 })).toBe(false);
  });

  it('property: shown exactly when not loading, authenticated and without a positive integer country id', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.option(fc.integer({ min: -3, max: 5 }), { nil: undefined }),
        (loading, isAuthenticated, countryId) => {
          const hasCountry = countryId !== undefined && countryId > 0;
          expect(shouldShowCountryDialog({ loading, isAuthenticated, countryId })).toBe(
            !loading && isAuthenticated && !hasCountry,
          );
        },
      ),
    );
  });
});

describe('profileUpdatePayload', () => {
  it('carries the store id and the normalised phone as both phoneNumber and whatsApp', () => {
    expect(profileUpdatePayload(1, '0944 123 456')).toEqual({
      store: 1,
      phoneNumber: '963944123456',
      whatsApp: '963944123456',
    });
  });

  it('uses the given prefix', () => {
    expect(profileUpdatePayload(2, '03 123 456', '961')).toEqual({
      store: 2,
      phoneNumber: '9613123456',
      whatsApp: '9613123456',
    });
  });

  it('sends an empty phone when none is typed (the phone is not required)', () => {
    expect(profileUpdatePayload(1, '  ')).toEqual({ store: 1, phoneNumber: '', whatsApp: '' });
  });

  it('property: phoneNumber and whatsApp are always the same normalised value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.string(), (store, raw) => {
        const payload = profileUpdatePayload(store, raw);
        expect(payload.store).toBe(store);
        expect(payload.phoneNumber).toBe(normalisePhone(raw));
        expect(payload.whatsApp).toBe(payload.phoneNumber);
      }),
    );
  });
});

describe('canSubmitCountryUpdate', () => {
  it.each([
    [true, 1, true],
    [true, 2, true],
    [false, 1, false],
    [true, null, false],
    [true, undefined, false],
    [true, 0, false],
    [false, null, false],
  ])('with a token %j and selected country %j: %j', (hasAccessToken, selectedCountryId, expected) => {
    expect(canSubmitCountryUpdate({ hasAccessToken, selectedCountryId })).toBe(expected);
  });
});
