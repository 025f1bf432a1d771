import type { Language } from '../shared/language';

// The store's contact block in the footer (spec sections 2, 3 and 7), and where it comes from when
// the API cannot answer: the last answer kept in the browser, else the details the build was made with.

export interface ContactInfo {
  phoneCall: string;
  email: string;
  /** Optional: the footer leaves the line out when there is none. */
  address: string | null;
}

/** The details baked into the build (VITE_CONTACT_*): the address in each language. */
export interface StoreContact {
  phoneCall: string;
  email: string;
  address: Readonly<Record<Language, string | null>>;
}

/** Local-storage key of the last answer of GET /contactInfo (the standalone emergency page reads it too). */
export const CONTACT_INFO_KEY = 'contactInfo';

const text = (value: unknown): value is string => typeof value === 'string';

/** The build's details in one language, or null when the build has neither a phone nor an e-mail. */
export function contactInfoIn(contact: StoreContact | null, lang: Language): ContactInfo | null {
  if (contact === null || (contact.phoneCall.trim() === '' && contact.email.trim() === '')) return null;
  const address = contact.address[lang] ?? contact.address[lang === 'ar' ? 'en' : 'ar'];
  return { phoneCall: contact.phoneCall.trim(), email: contact.email.trim(), address: address === null || address.trim() === '' ? null : address.trim() };
}

export const serialiseContactInfo = (info: ContactInfo): string => JSON.stringify(info);

/** A kept answer, or null when there is none or it is not contact details. */
export function parseContactInfo(stored: string | null): ContactInfo | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    // Storage holds what any script or an older version wrote there: nothing to show.
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { phoneCall, email, address } = value as Record<string, unknown>;
  if (!text(phoneCall) || !text(email) || (address !== null && !text(address))) return null;
  if (phoneCall.trim() === '' && email.trim() === '') return null;
  return { phoneCall, email, address: address === '' ? null : address };
}
