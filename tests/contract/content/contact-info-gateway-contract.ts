import { describe, expect, it } from 'vitest';
import type { ContactInfoGateway } from '../../../src/application/content/contact-info-gateway';

// What every ContactInfoGateway answers: a phone, an e-mail address, and an address or null (never blank).
export function describeContactInfoGatewayContract(name: string, make: () => ContactInfoGateway): void {
  describe(`${name} (ContactInfoGateway contract)`, () => {
    it('answers a phone, an e-mail address and an address that is null rather than blank', async () => {
      const info = await make().get(1, 'en');
      expect(info.phoneCall).not.toBe('');
      expect(info.email).toContain('@');
      expect(info.address === null || info.address.trim() !== '').toBe(true);
    });

    it("answers the address in the language asked, whatever the browser's (the store's own has one in each)", async () => {
      const gateway = make();
      expect((await gateway.get(1, 'ar')).address).toMatch(/[\u0600-\u06ff]/);
      expect((await gateway.get(1, 'en')).address).not.toMatch(/[\u0600-\u06ff]/);
    });
  });
}
