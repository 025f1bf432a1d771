import { describe, expect, it } from 'vitest';
import type { ContactMessageGateway } from '../../../src/application/content/contact-message-gateway';
import { ValidationError } from '../../../src/application/shared/errors';

export const CONTACT_MESSAGE = { name: 'Lina', email: null, phone: '963944123456', message: 'Do you deliver to Latakia?' };

// What every ContactMessageGateway does: keeps a message and answers its id; refuses a field the
// domain's rule refuses, naming it. Two messages are sent (mind a rate limit of fewer).
export function describeContactMessageGatewayContract(name: string, make: () => ContactMessageGateway): void {
  describe(`${name} (ContactMessageGateway contract)`, () => {
    it('answers the id of a kept message', async () => {
      const { id } = await make().send(CONTACT_MESSAGE, 'ar');
      expect(Number.isInteger(id) && id > 0).toBe(true);
    });

    it('refuses a phone that is not one, naming the field', async () => {
      const refused = await make().send({ ...CONTACT_MESSAGE, phone: '12' }, 'en').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ValidationError);
      expect(refused).toMatchObject({ field: 'phone' });
    });
  });
}
