import type { CachePolicy } from './data-cache';

const MINUTE_MS = 60_000;

// Spec sections 7 and 9.
export const SHARED_DATA_POLICY: CachePolicy = { staleTimeMs: 5 * MINUTE_MS, retry: 1 };
export const CONTACT_INFO_POLICY: CachePolicy = { staleTimeMs: 5 * MINUTE_MS, retry: 2 };
export const CATEGORIES_POLICY: CachePolicy = { staleTimeMs: 60 * MINUTE_MS, retry: 1 };

export const CACHE_KEYS = {
  categories: ['categories'],
  contactInfo: (countryId: number, language: string) => ['contactInfo', countryId, language],
  countries: ['countries'],
  currency: (id: number) => ['currencies', id],
} as const;
