import { isExpired } from '../../domain/account';
import { ACCOUNT_PATH, LOGIN_PATH } from './route-access';
import { HOME_PATH, isHomePath, isPathWithin, normalisePathname } from './route-path';
import { href, routeEntries } from './route-table';

// The mobile bottom navigation (spec section 2).

export type BottomNavId = 'categories' | 'shop' | 'home' | 'sales' | 'profile';

export type ProfileTarget = typeof ACCOUNT_PATH | typeof LOGIN_PATH;

export interface BottomNavItem {
  id: BottomNavId;
  to: string;
  // The large round logo button.
  prominent: boolean;
}

// Profile leads to the account only with an access token that can be read (its expiry, else null) and has not expired.
export const profileTarget = (tokenExpiresAt: number | null, nowMs: number): ProfileTarget =>
  tokenExpiresAt !== null && !isExpired(tokenExpiresAt, nowMs) ? ACCOUNT_PATH : LOGIN_PATH;

// Items in reading order, the same in both languages: the page's `dir` lays them out from the
// inline start (left in English, right in Arabic), so reading order, Tab order and the picture agree.
// The profile target is passed in (from profileTarget) so the list stays a plain value; without one it
// is the login page, the safe answer for a guest.
export const bottomNavItems = (profileTo: ProfileTarget = LOGIN_PATH): BottomNavItem[] => [
  { id: 'categories', to: href('categories'), prominent: false },
  { id: 'shop', to: href('shop'), prominent: false },
  { id: 'home', to: HOME_PATH, prominent: true },
  { id: 'sales', to: href('sales'), prominent: false },
  { id: 'profile', to: profileTo, prominent: false },
];

// Home only on '/' itself; the others for their whole section; profile on both of its targets.
export const activeBottomNavItem = (pathname: string): BottomNavId | null => {
  if (isHomePath(pathname)) return 'home';
  if (isPathWithin(pathname, href('categories'))) return 'categories';
  if (isPathWithin(pathname, href('shop'))) return 'shop';
  if (isPathWithin(pathname, href('sales'))) return 'sales';
  if (isPathWithin(pathname, ACCOUNT_PATH) || isPathWithin(pathname, LOGIN_PATH)) return 'profile';
  return null;
};

// A route that hides the bar hides it on its whole section: '/checkout' and below, '/product/…'.
const isWithinRoute = (path: string, routePath: string): boolean => {
  const [prefix = '', ...params] = routePath.replace(/\/\*$/, '').split('/:');
  return params.length > 0 ? path.startsWith(`${prefix.toLowerCase()}/`) : isPathWithin(path, prefix);
};

// Hidden on the pages the route table marks (product details and checkout, as the spec lists); on
// large screens CSS hides it (docs/adr/0037).
export const isBottomNavHidden = (pathname: string): boolean => {
  const path = normalisePathname(pathname);
  return routeEntries().some(([, route]) => route.hidesBottomBar === true && isWithinRoute(path, route.path));
};
