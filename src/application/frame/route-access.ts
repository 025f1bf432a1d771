import { HOME_PATH, isPathWithin } from './route-path';
import { ROUTES, routeEntries } from './route-table';

// Which pages need a signed-in user (the route table says), and the round trip through the login
// page for a guest (spec sections 1, 2 and 6).

export const LOGIN_PATH = ROUTES.login.path;
export const ACCOUNT_PATH = ROUTES.account.path;
export const NEXT_PARAM = 'next';

// The first segment of every page that needs sign-in: '/orders' for '/orders/:orderId'.
export const PROTECTED_SECTIONS: readonly string[] = [
  ...new Set(routeEntries().flatMap(([, route]) => (route.signIn ? [`/${route.path.split('/')[1] ?? ''}`] : []))),
];

export const requiresLogin = (pathname: string): boolean =>
  PROTECTED_SECTIONS.some((section) => isPathWithin(pathname, section));

// A path on this site: one leading slash, then no second slash or backslash (both make the browser
// read a host, '//evil.example'), no backslash anywhere, and no whitespace or control character.
// eslint-disable-next-line no-control-regex -- control characters are exactly what it rejects
const SAFE_RETURN_PATH = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/;

export const isSafeReturnPath = (path: string): boolean => SAFE_RETURN_PATH.test(path);

const worthReturningTo = (path: string): boolean =>
  isSafeReturnPath(path) && path !== HOME_PATH && !isPathWithin(path, LOGIN_PATH);

// Where to send a guest who asked for `target` (a path with an optional query string): the login
// page, carrying the target in `next`. Home, the login page itself and anything unsafe are dropped,
// so the result is never a login loop or a way off the site.
export const guestRedirect = (target: string): string =>
  worthReturningTo(target) ? `${LOGIN_PATH}?${NEXT_PARAM}=${encodeURIComponent(target)}` : LOGIN_PATH;

// Where to go after a successful login, given the decoded `next` parameter: back to it when it is
// a safe path on this site, home otherwise.
export const returnPathAfterLogin = (next: string | null | undefined): string =>
  typeof next === 'string' && worthReturningTo(next) ? next : HOME_PATH;
