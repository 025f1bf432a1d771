import { InMemoryProfileGateway } from '../../../src/infrastructure/account/in-memory-profile-gateway';
import { profileWireFactory } from '../../factories/profile-wire-factory';
import { describeProfileGatewayContract } from '../../contract/account/profile-gateway-contract';

describeProfileGatewayContract('InMemoryProfileGateway', async () => {
  const email = 'lina@dukkan.test';
  const profiles = new InMemoryProfileGateway(profileWireFactory.build({ email, store: null, phoneNumber: null }));
  return {
    profiles,
    email,
    tokenForNoAccount: () => {
      profiles.profile = null;
    },
  };
});
