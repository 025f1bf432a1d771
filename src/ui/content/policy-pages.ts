// The policy pages and their routes; their text lives in locales/*/content.json under the same keys.
export const POLICY_PAGES = {
  terms: '/terms',
  termsConditions: '/terms-conditions',
  privacyPolicy: '/privacy-policy',
  returnPolicy: '/return-policy',
  dataDeletion: '/data-deletion',
} as const;

export type PolicyPageKey = keyof typeof POLICY_PAGES;
export type ContentPageKey = PolicyPageKey | 'about';
