import type { Container } from 'inversify';
import { autorun } from 'mobx';
import { AuthStore } from '@/application/account';
import { CountryStore } from '@/application/country';
import { FrameStore } from '@/application/frame/frame-store';

/** The cookies the server reads to draw the next page as this browser would (server/src/http/page-hints.ts). */
export const HINT_COOKIES = { country: 'dukkan-country', frame: 'dukkan-frame', signedIn: 'dukkan-signed-in' } as const;

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function setCookie(name: string, value: string): void {
  // Nothing secret: the located country (1 or 2) and whether the frame is the phone's.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/**
 * Keeps the server told what it cannot see (issue 18): the guest's located country, which decides
 * the currency, whether the phone's frame is drawn, and whether a shopper is signed in. The language goes in i18next's own cookie
 * (initI18n). With them the next page comes from the server as this browser would draw it, and hydrates.
 */
export function rememberForTheServer(container: Container): void {
  const country = container.get(CountryStore);
  const frame = container.get(FrameStore);
  autorun(() => setCookie(HINT_COOKIES.country, String(country.locationId)));
  autorun(() => setCookie(HINT_COOKIES.frame, frame.isMobile ? 'phone' : 'desktop'));
  // Only that a token is there, never the token: the server then leaves the page to the browser,
  // which draws the shopper's own (a guest's page from the server would be replaced at once).
  const auth = container.get(AuthStore);
  autorun(() => setCookie(HINT_COOKIES.signedIn, auth.isSignedIn() ? '1' : '0'));
}
