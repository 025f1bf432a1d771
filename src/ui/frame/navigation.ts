// The navigation entries shared by the header, the side menu and the footer (spec section 2).
// Labels are keys of the 'frame' namespace.
import { href } from '@/application/frame/route-table';

export interface NavEntry {
  to: string;
  labelKey: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: href('home'), labelKey: 'nav.home' },
  { to: href('shop'), labelKey: 'nav.shop' },
  { to: href('sales'), labelKey: 'nav.sales' },
  { to: href('notifications'), labelKey: 'nav.notifications' },
  { to: href('about'), labelKey: 'nav.about' },
  { to: href('faq'), labelKey: 'nav.faq' },
  { to: href('contact'), labelKey: 'nav.contact' },
];
