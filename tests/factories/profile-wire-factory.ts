import { Factory } from 'fishery';
import type { ProfileWire } from '../../src/infrastructure/account/account-contract';

/** A profile as the API answers it (GET /users/profile/my-profile): what the InMemory fakes keep. */
export const profileWireFactory = Factory.define<ProfileWire>(({ sequence }) => ({
  id: sequence,
  firstName: 'Lina',
  lastName: 'Haddad',
  email: `shopper${sequence}@example.com`,
  role: 'Customer',
  store: 1,
  phoneNumber: null,
  hasPassword: true,
}));
