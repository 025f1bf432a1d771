// The store's contact details baked into the storefront build, for the moments the API cannot give
// them (the emergency page, the footer on a first visit while the API is down). VITE_CONTACT_PHONE,
// VITE_CONTACT_EMAIL, VITE_CONTACT_ADDRESS_EN and VITE_CONTACT_ADDRESS_AR set Syria's (the storefront's
// default country); VITE_CONTACT_LB_PHONE and VITE_CONTACT_LB_EMAIL Lebanon's, which the emergency page
// shows beside them (issue 26). Each one unset takes the value the reference server seeds, so a fresh
// clone's build and database agree.
import { CONTACT_INFO, CONTACT_INFO_LEBANON, COUNTRIES } from '../server/src/seed/demo-content';
import type { BuiltContact } from './emergency-page';

export const STORE_CONTACT_VARIABLES = {
  VITE_CONTACT_PHONE: CONTACT_INFO.phoneCall,
  VITE_CONTACT_EMAIL: CONTACT_INFO.email,
  VITE_CONTACT_ADDRESS_EN: CONTACT_INFO.addressEn,
  VITE_CONTACT_ADDRESS_AR: CONTACT_INFO.addressAr,
  VITE_CONTACT_LB_PHONE: CONTACT_INFO_LEBANON.phoneCall,
  VITE_CONTACT_LB_EMAIL: CONTACT_INFO_LEBANON.email,
} as const;

export type StoreContactVariable = keyof typeof STORE_CONTACT_VARIABLES;

/** Each variable as the environment sets it (an empty value means "none"), else the seed's. */
export function storeContactVariables(env: Record<string, string | undefined>): Record<StoreContactVariable, string> {
  const out = {} as Record<StoreContactVariable, string>;
  for (const [name, seeded] of Object.entries(STORE_CONTACT_VARIABLES) as [StoreContactVariable, string][]) {
    out[name] = (env[name] ?? seeded).trim();
  }
  return out;
}

const nameOf = (id: number): { en: string; ar: string } => {
  const country = COUNTRIES.find((item) => item.id === id);
  if (country === undefined) throw new Error(`no seeded country ${id}`);
  return { en: country.nameEn, ar: country.nameAr };
};

/** Each country's details for the emergency page, under the country's name. */
export function emergencyContacts(contact: Record<StoreContactVariable, string>): BuiltContact[] {
  return [
    { country: 1, name: nameOf(1), email: contact.VITE_CONTACT_EMAIL, phoneCall: contact.VITE_CONTACT_PHONE },
    { country: 2, name: nameOf(2), email: contact.VITE_CONTACT_LB_EMAIL, phoneCall: contact.VITE_CONTACT_LB_PHONE },
  ];
}
