import { Factory } from 'fishery';
import type { ContactInfo } from '../../src/domain/content/contact-info';

export const contactInfoFactory = Factory.define<ContactInfo>(() => ({
  phoneCall: '963944567890',
  email: 'support@dukkan.test',
  address: 'Damascus, Syria',
}));
