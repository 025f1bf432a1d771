// The navigation entries shared by the header, the side menu and the footer (spec section 2).
// Labels are keys of the 'frame' namespace.
export interface NavEntry {
  to: string;
  labelKey: string;
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/shop', labelKey: 'nav.shop' },
  { to: '/sales', labelKey: 'nav.sales' },
  { to: '/notifications', labelKey: 'nav.notifications' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/faq', labelKey: 'nav.faq' },
  { to: '/contact', labelKey: 'nav.contact' },
];
