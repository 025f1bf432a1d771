import { Factory } from 'fishery';
import type { InMemoryAccount } from '../../src/infrastructure/account/in-memory-account-gateway';

export const accountFactory = Factory.define<InMemoryAccount>(({ sequence }) => ({
  id: sequence,
  firstName: 'Lina',
  lastName: 'Haddad',
  email: `lina${sequence}@dukkan.test`,
  password: 'Shopper123',
  phoneNumber: null,
  role: 'Shopper',
  store: 1,
  verified: true,
}));
