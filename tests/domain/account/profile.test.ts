import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '../../../src/domain/country/phone';
import { canSubmitCountryUpdate, profileUpdate, shouldShowCountryDialog } from '../../../src/domain/account/profile';

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

describe('profileUpdate', () => {
  it('carries the country id and the phone normalised with the default calling code', () => {
    expect(profileUpdate(1, '0944 123 456')).toEqual({ countryId: 1, phone: '963944123456' });
  });

  it('uses the given calling code', () => {
    expect(profileUpdate(2, '03 123 456', '961')).toEqual({ countryId: 2, phone: '9613123456' });
  });

  it('carries an empty phone when none is typed (the phone is not required)', () => {
    expect(profileUpdate(1, '  ')).toEqual({ countryId: 1, phone: '' });
  });

  it('property: the phone is always the normalised one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.string(), (countryId, raw) => {
        expect(profileUpdate(countryId, raw)).toEqual({ countryId, phone: normalisePhone(raw) });
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
  ])('with a token %j and selected country %j: %j', (isSignedIn, selectedCountryId, expected) => {
    expect(canSubmitCountryUpdate({ isSignedIn, selectedCountryId })).toBe(expected);
  });
});
