import { InMemoryPhoneGateway } from '../../../src/infrastructure/account/in-memory-phone-gateway';
import { describePhoneGatewayContract } from '../../contract/account/phone-gateway-contract';

describePhoneGatewayContract('InMemoryPhoneGateway', async () => {
  const accounts = [
    { id: 1, firstName: 'Lina', lastName: 'Haddad', email: 'shopper@dukkan.test', phone: '963944123456', countryId: 1 },
    { id: 2, firstName: 'Sami', lastName: 'Nasr', email: 'signed-in@dukkan.test', phone: '', countryId: 1 },
  ];
  const signedIn = new InMemoryPhoneGateway(accounts);
  signedIn.signedInId = 2;
  const guest = signedIn;
  return {
    phones: signedIn,
    guest,
    existing: { phone: '944 123 456', callingCode: '963', email: 'shopper@dukkan.test' },
    signedIn: { email: 'signed-in@dukkan.test' },
    lastCode: async (digits) => signedIn.sent.toReversed().find((message) => message.phone === digits)?.code ?? '',
  };
});
