// Reference data and demo accounts seeded into an empty database. Arabic written for Arabic readers.
import type { UserRole } from '../db/schema.js';

/** Currency ids equal the ids of the countries that use them (spec: GET /currencies/{id}, default 1). */
export const CURRENCIES = [
  // displayStep / cashStep: docs/adr/0042-display-and-cash-steps.md (the notes in circulation).
  { id: 1, nameEn: 'Syrian pound', nameAr: 'ليرة سورية', code: 'SYP', excRate: '13000.000000', displayStep: '100.00', cashStep: '1000.00' },
  { id: 2, nameEn: 'Lebanese pound', nameAr: 'ليرة لبنانية', code: 'LBP', excRate: '89500.000000', displayStep: '1000.00', cashStep: '5000.00' },
  { id: 3, nameEn: 'US dollar', nameAr: 'دولار أمريكي', code: 'USD', excRate: '1.000000', displayStep: '0.01', cashStep: '0.01' },
] as const;

/**
 * taxRate: the sales tax on cart and order totals, a fraction (docs/api.md "Totals").
 * deliveryFee / freeDeliveryFrom: the delivery fee of an order and the goods amount from which it is free,
 * USD like every price (ADR 0003): Syria $2 (26,000 SYP at the seeded rate), free from $50 (650,000 SYP);
 * Lebanon $4 (358,000 LBP), free from $75 (6,712,500 LBP). Migration 0004 sets the same on older databases.
 */
export const COUNTRIES = [
  { id: 1, nameEn: 'Syria', nameAr: 'سوريا', flag: 'sy', storeId: 1, currencyId: 1, taxRate: '0.0500', deliveryFee: '2.00', freeDeliveryFrom: '50.00' },
  { id: 2, nameEn: 'Lebanon', nameAr: 'لبنان', flag: 'lb', storeId: 2, currencyId: 2, taxRate: '0.1100', deliveryFee: '4.00', freeDeliveryFrom: '75.00' },
] as const;

export const CONTACT_INFO = {
  countryId: 1,
  phoneCall: '+963 11 234 5678',
  email: 'support@dukkan.test',
  addressEn: 'Al-Hamra Street 12, Damascus, Syria',
  addressAr: 'شارع الحمراء 12، دمشق، سوريا',
} as const;

/** Lebanon's own details (issue 26): a Lebanese shopper is offered a Beirut address and a +961 number. Also in migration 0012. */
export const CONTACT_INFO_LEBANON = {
  countryId: 2,
  phoneCall: '+9611345678',
  email: 'support.lb@dukkan.test',
  addressEn: 'Hamra Street 45, Beirut, Lebanon',
  addressAr: 'شارع الحمرا 45، بيروت، لبنان',
} as const;


export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  store: number | null;
  phoneNumber: string | null;
  /** What the account is for, printed at start. */
  purpose: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'shopper@dukkan.test',
    password: 'Shopper123',
    firstName: 'Lina',
    lastName: 'Haddad',
    role: 'Shopper',
    store: 1,
    phoneNumber: '963944123456',
    purpose: 'shopper in Syria, with three demo orders',
  },
  {
    email: 'seller@dukkan.test',
    password: 'Seller123',
    firstName: 'Omar',
    lastName: 'Khatib',
    role: 'Seller',
    store: 2,
    phoneNumber: '96171123456',
    purpose: 'seller in Lebanon',
  },
  {
    email: 'nocountry@dukkan.test',
    password: 'Shopper123',
    firstName: 'Sami',
    lastName: 'Nasr',
    role: 'Shopper',
    store: null,
    phoneNumber: null,
    purpose: 'no country yet: the country dialog opens',
  },
  {
    email: 'operator@dukkan.test',
    password: 'Operator123',
    firstName: 'Rana',
    lastName: 'Saleh',
    role: 'Operator',
    // A country, so the storefront's country dialog does not stand in the operator's way.
    store: 1,
    phoneNumber: '963944000111',
    purpose: 'operator: runs the store at /admin',
  },
];

