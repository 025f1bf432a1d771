// The store's contact details baked into the storefront build, for the moments the API cannot give
// them (the emergency page, the footer on a first visit while the API is down). VITE_CONTACT_PHONE,
// VITE_CONTACT_EMAIL, VITE_CONTACT_ADDRESS_EN and VITE_CONTACT_ADDRESS_AR set them; each one unset
// takes the value the reference server seeds, so a fresh clone's build and database agree.
import { CONTACT_INFO } from '../server/src/seed/demo-content';

export const STORE_CONTACT_VARIABLES = {
  VITE_CONTACT_PHONE: CONTACT_INFO.phoneCall,
  VITE_CONTACT_EMAIL: CONTACT_INFO.email,
  VITE_CONTACT_ADDRESS_EN: CONTACT_INFO.addressEn,
  VITE_CONTACT_ADDRESS_AR: CONTACT_INFO.addressAr,
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
