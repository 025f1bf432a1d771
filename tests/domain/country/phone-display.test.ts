// Phone numbers shown as people write them (issue 26): "+961 3 123 456", not "+9613123456". One formatter
// for every place a phone is shown; its small grouping table for the store's countries is checked here
// against libphonenumber's own formatting (which stays out of the first load).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { displayPhone, nationalPhone } from '@/domain/country';

describe('displayPhone', () => {
  it.each([
    ['+9613123456', '+961 3 123 456'],
    ['9613123456', '+961 3 123 456'],
    ['+961 71 123 456', '+961 71 123 456'],
    ['+9611345678', '+961 1 345 678'],
    ['+963112345678', '+963 11 234 5678'],
    ['963944123456', '+963 944 123 456'],
    ['+963 11 234 5678', '+963 11 234 5678'],
  ])('%s reads %s', (raw, shown) => {
    expect(displayPhone(raw)).toBe(shown);
  });

  it('groups as libphonenumber does for the store\'s countries', () => {
    const numbers = ['+9613123456', '+96171123456', '+96176543210', '+96181234567', '+9611345678', '+9614123456', '+963944123456', '+963991234567', '+963112345678', '+963212345678', '+963311234567'];
    for (const number of numbers) {
      expect(displayPhone(number)).toBe(parsePhoneNumberFromString(number)?.formatInternational());
    }
  });

  it('leaves a number of another country, or no number, as it was (digits only, with its +)', () => {
    expect(displayPhone('+4915112345678')).toBe('+4915112345678');
    expect(displayPhone('')).toBe('');
    expect(displayPhone('not a phone')).toBe('not a phone');
  });
});

describe('nationalPhone: the national number as people write it in its country', () => {
  it.each([
    ['9613123456', '03 123 456'],
    ['+96171123456', '71 123 456'],
    ['9611345678', '01 345 678'],
    ['963944567890', '0944 567 890'],
    ['963112345678', '011 234 5678'],
  ])('%s is written %s', (stored, written) => {
    expect(nationalPhone(stored)).toBe(written);
  });

  it('writes as libphonenumber does for the store\'s countries', () => {
    for (const number of ['+9613123456', '+96171123456', '+96181234567', '+9611345678', '+963944123456', '+963112345678', '+963311234567']) {
      expect(nationalPhone(number)).toBe(parsePhoneNumberFromString(number)?.formatNational());
    }
  });

  it('knows no other country\'s numbers', () => {
    expect(nationalPhone('4915112345678')).toBeNull();
    expect(nationalPhone('96112')).toBeNull();
  });
});
