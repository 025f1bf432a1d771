import { Factory } from 'fishery';
import type { ProfileResponse } from '../../src/domain/user';

export const profileResponseFactory = Factory.define<ProfileResponse>(({ sequence }) => ({
  id: sequence,
  firstName: 'Lina',
  lastName: 'Haddad',
  email: `shopper${sequence}@example.com`,
  role: 'Customer',
  store: 1,
  phoneNumber: null,
}));
