// The phone a shopper signs in with (issue 30): the store's normalisation, except that a number
// written with + or 00 is international as it stands (a Lebanese +961 number typed on a Syrian field).
import { describe, expect, it } from 'vitest';
import { signInPhone } from '../../../src/domain/country/phone';

describe('signInPhone', () => {
  it.each([
    ['0944 123 456', '963', '963944123456'],
    ['944123456', '963', '963944123456'],
    ['٠٩٤٤ ١٢٣ ٤٥٦', '963', '963944123456'],
    ['+963 944 123 456', '961', '963944123456'],
    ['+961 3 555 123', '963', '9613555123'],
    ['00961 71 123 456', '963', '96171123456'],
    ['71 123 456', '961', '96171123456'],
    ['+٩٦١٧١١٢٣٤٥٦', '963', '96171123456'],
  ])('%s with +%s is %s', (typed, callingCode, expected) => {
    expect(signInPhone(typed, callingCode)).toBe(expected);
  });

  it.each([[''], ['12'], ['+0944123456'], ['+1234567890123456']])('%j is no phone', (typed) => {
    expect(signInPhone(typed, '963')).toBe('');
  });

  it('answers the same when read again', () => {
    for (const typed of ['0944 123 456', '+961 3 555 123']) expect(signInPhone(`+${signInPhone(typed, '963')}`, '44')).toBe(signInPhone(typed, '963'));
  });

  describe("a number of the picked country only, by its country's lengths (a new-shopper tryout)", () => {

    it.each([
      ['03 123 459', '961', '9613123459'],
      ['71 123 456', '961', '96171123456'],
      ['0944 123 456', '963', '963944123456'],
      ['011 234 5678', '963', '963112345678'],
      ['+961 3 123 459', '963', '9613123459'],
      ['506 234 5678', '1', '15062345678'],
      ['+44 7400 123456', '963', '447400123456'],
    ])('%s with +%s is %s', (typed, callingCode, expected) => {
      expect(signInPhone(typed, callingCode)).toBe(expected);
    });

    it.each([
      // A Lebanese number on Syria's code: 7 national digits are no Syrian number (it went to +963 3123459).
      ['03 123 459', '963'],
      ['+963 3 123 459', '961'],
      ['0944 123 456', '961'],
      ['963944123456', '961'],
      ['12', '961'],
    ])('%s with +%s is no phone of its country', (typed, callingCode) => {
      expect(signInPhone(typed, callingCode)).toBe('');
    });
  });
});
