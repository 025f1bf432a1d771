import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SELLER_ROLE, fullName, isSeller } from '../../../src/domain/account/user';
import { userFactory } from '../../factories/user-factory';

describe('fullName', () => {
  it('joins the first and last name with one space', () => {
    expect(fullName('Lina', 'Haddad')).toBe('Lina Haddad');
  });

  it('keeps Arabic names as they are', () => {
    expect(fullName('محمد', 'الشامي')).toBe('محمد الشامي');
  });

  it.each([
    [' Lina ', ' Haddad ', 'Lina Haddad'],
    ['Lina', '', 'Lina'],
    ['', 'Haddad', 'Haddad'],
    ['  ', 'Haddad', 'Haddad'],
    ['', '', ''],
  ])('builds the name from first %j and last %j', (firstName, lastName, name) => {
    expect(fullName(firstName, lastName)).toBe(name);
  });

  it('never yields a name with outer spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (firstName, lastName) => {
        const name = fullName(firstName, lastName);
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
