import { Factory } from 'fishery';
import type { User } from '../../src/domain/account/user';

export const userFactory = Factory.define<User>(({ sequence }) => ({
  id: sequence,
  name: 'Lina Haddad',
  email: `shopper${sequence}@example.com`,
  role: 'Customer',
  countryId: 1,
  phone: '',
  picture: '',
  hasPassword: true,
}));
