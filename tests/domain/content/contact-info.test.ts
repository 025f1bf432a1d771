import { describe, expect, it } from 'vitest';
import { contactInfoIn, parseContactInfo, serialiseContactInfo } from '../../../src/domain/content/contact-info';

const built = { phoneCall: ' +963 11 234 5678 ', email: 'support@dukkan.test', address: { en: 'Al-Hamra Street 12, Damascus', ar: null } };

describe('contact details when the API cannot give them', () => {
  it('takes the build’s in the page language, the other language’s address when one is missing', () => {
    expect(contactInfoIn(built, 'en')).toEqual({ phoneCall: '+963 11 234 5678', email: 'support@dukkan.test', address: 'Al-Hamra Street 12, Damascus' });
    expect(contactInfoIn(built, 'ar')?.address).toBe('Al-Hamra Street 12, Damascus');
    expect(contactInfoIn({ ...built, address: { en: null, ar: null } }, 'ar')?.address).toBeNull();
  });

  it('has none when the build has neither a phone nor an e-mail', () => {
    expect(contactInfoIn(null, 'en')).toBeNull();
    expect(contactInfoIn({ ...built, phoneCall: ' ', email: '' }, 'en')).toBeNull();
  });

  it('reads back a kept answer and nothing else', () => {
    const info = { phoneCall: '963944567890', email: 'support@dukkan.test', address: null };
    expect(parseContactInfo(serialiseContactInfo(info))).toEqual(info);
    expect(parseContactInfo(null)).toBeNull();
    expect(parseContactInfo('{oops')).toBeNull();
    expect(parseContactInfo('"support@dukkan.test"')).toBeNull();
    expect(parseContactInfo(JSON.stringify({ ...info, address: 12 }))).toBeNull();
    expect(parseContactInfo(JSON.stringify({ phoneCall: '', email: '', address: null }))).toBeNull();
  });
});
