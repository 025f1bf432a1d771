// The account contract's mappings: the profile the API answers becomes the domain's User, and the
// application's profile update and sign-up become the bodies the API takes. The Http adapters and the
// InMemory fakes both go through them.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { profileUpdateBody, signUpBody, userOf } from '../../../src/infrastructure/account/account-contract';
import { profileWireFactory } from '../../factories/profile-wire-factory';

describe('userOf', () => {
  it('maps the profile the API answers to the client user', () => {
    const profile = profileWireFactory.build({
      id: 12,
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina@example.com',
      role: 'Seller',
      store: 2,
      phoneNumber: '96171123456',
      hasPassword: false,
    });
    expect(userOf(profile)).toEqual({
      id: 12,
      name: 'Lina Haddad',
      email: 'lina@example.com',
      role: 'Seller',
      countryId: 2,
      phone: '96171123456',
      picture: '',
      hasPassword: false,
    });
  });

  it('builds the name from the first and last name', () => {
    expect(userOf(profileWireFactory.build({ firstName: ' محمد ', lastName: 'الشامي' })).name).toBe('محمد الشامي');
    expect(userOf(profileWireFactory.build({ firstName: 'Lina', lastName: '' })).name).toBe('Lina');
  });

  it.each([
    [null, null],
    [0, null],
    [-1, null],
    [1, 1],
    [2, 2],
  ])('takes the country id from store %j as %j', (store, countryId) => {
    expect(userOf(profileWireFactory.build({ store })).countryId).toBe(countryId);
  });

  it("reads no phone (null) as ''", () => {
    expect(userOf(profileWireFactory.build({ phoneNumber: null })).phone).toBe('');
  });
});

describe('profileUpdateBody', () => {
  it('sends the country as store and the one phone as both phoneNumber and whatsApp', () => {
    expect(profileUpdateBody({ countryId: 2, phone: '9613123456' })).toEqual({
      store: 2,
      phoneNumber: '9613123456',
      whatsApp: '9613123456',
    });
  });

  it("sends an empty phone as '' in both fields (the phone is not required)", () => {
    expect(profileUpdateBody({ countryId: 1, phone: '' })).toEqual({ store: 1, phoneNumber: '', whatsApp: '' });
  });

  it('property: phoneNumber and whatsApp always carry the phone as given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.string(), (countryId, phone) => {
        const body = profileUpdateBody({ countryId, phone });
        expect(body).toEqual({ store: countryId, phoneNumber: phone, whatsApp: phone });
      }),
    );
  });
});

describe('signUpBody', () => {
  const request = { firstName: 'Rana', lastName: 'Kassab', email: 'rana@dukkan.test', password: 'Shopper123' };

  it('sends the phone as phoneNumber', () => {
    expect(signUpBody({ ...request, phone: '963944567890' })).toEqual({ ...request, phoneNumber: '963944567890' });
  });

  it('sends no phoneNumber when there is no phone', () => {
    expect(signUpBody(request)).toEqual(request);
    expect(signUpBody(request)).not.toHaveProperty('phoneNumber');
  });
});
