import type { Container } from 'inversify';
import { autorun } from 'mobx';
import { AuthStore } from '@/application/account';
import { CountryStore } from '@/application/country';

/** The cookies the server reads to draw the next page as this browser would (server/src/http/page-hints.ts). */
export const HINT_COOKIES = { country: 'dukkan-country', signedIn: 'dukkan-signed-in' } as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function setCookie(name: string, value: string): void {
  // Nothing secret: the shopper's country (1 or 2), whether a token is there.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Keeps the server told what it cannot see (issue 18): the shopper's country, which decides the
 * currency (a signed-in shopper's own, a guest's located one), and whether a shopper is signed in. The language goes in i18next's own cookie (initI18n). With them
 * the next page comes from the server in this shopper's language and currency, and hydrates.
 */
export function rememberForTheServer(container: Container): void {
  const country = container.get(CountryStore);
  autorun(() => setCookie(HINT_COOKIES.country, String(country.selectedCountryId)));
  // The frame's cookie of older versions (one page fits every width now, docs/adr/0037): forgotten.
  document.cookie = 'dukkan-frame=; path=/; max-age=0; samesite=lax';
  // Only that a token is there, never the token: a page behind sign-in is then drawn as its skeleton,
  // where a browser that says it has none is sent to the login page at once.
  const auth = container.get(AuthStore);
  autorun(() => setCookie(HINT_COOKIES.signedIn, auth.isSignedIn() ? '1' : '0'));
}
