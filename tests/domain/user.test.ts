import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELLER_ROLE, isSeller, userFromProfile } from '../../src/domain/user';
import { profileResponseFactory } from '../factories/profile-response-factory';
import { userFactory } from '../factories/user-factory';

describe('userFromProfile', () => {
  it('maps a profile response to the client user', () => {
    const profile = profileResponseFactory.build({
      id: 12,
      firstName: 'Lina',
      lastName: 'Haddad',
      email: 'lina@example.com',
      role: 'Seller',
      store: 2,
      phoneNumber: '96171123456',
    });
    expect(userFromProfile(profile)).toEqual({
      id: 12,
      name: 'Lina Haddad',
      email: 'lina@example.com',
      role: 'Seller',
      countryId: 2,
      phone: '96171123456',
      picture: '',
    });
  });

  it('keeps Arabic names as they are', () => {
    const profile = profileResponseFactory.build({ firstName: 'محمد', lastName: 'الشامي' });
    expect(userFromProfile(profile).name).toBe('محمد الشامي');
  });

  it.each([
    [' Lina ', ' Haddad ', 'Lina Haddad'],
    ['Lina', '', 'Lina'],
    ['', 'Haddad', 'Haddad'],
    [null, 'Haddad', 'Haddad'],
    ['Lina', undefined, 'Lina'],
    [null, null, ''],
  ])('builds the name from first %j and last %j', (firstName, lastName, name) => {
    const profile = profileResponseFactory.build({ firstName, lastName });
    expect(userFromProfile(profile).name).toBe(name);
  });

  it.each([
    [null, null],
    [undefined, null],
    [0, null],
    [-1, null],
    [1.5, null],
    [Number.NaN, null],
    [1, 1],
    [2, 2],
  ])('takes the country id from store %j as %j', (store, countryId) => {
    const profile = profileResponseFactory.build({ store });
    expect(userFromProfile(profile).countryId).toBe(countryId);
  });

  it('tolerates a missing email or role', () => {
    const profile = profileResponseFactory.build({ email: null, role: undefined });
    const user = userFromProfile(profile);
    expect(user.email).toBe('');
    expect(user.role).toBe('');
  });

  it('never yields a name with outer spaces', () => {
    const part = fc.option(fc.string(), { nil: null });
    fc.assert(
      fc.property(part, part, (firstName, lastName) => {
        const name = userFromProfile(profileResponseFactory.build({ firstName, lastName })).name;
        expect(name).toBe(name.trim());
      }),
    );
  });
});

describe('isSeller', () => {
  it("is true for the role 'Seller' only", () => {
    expect(SELLER_ROLE).toBe('Seller');
    expect(isSeller(userFactory.build({ role: 'Seller' }))).toBe(true);
    expect(isSeller(userFactory.build({ role: 'Customer' }))).toBe(false);
    expect(isSeller(userFactory.build({ role: 'seller' }))).toBe(false);
    expect(isSeller(userFactory.build({ role: '' }))).toBe(false);
  });
});
