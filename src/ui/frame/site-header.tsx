import { observer } from 'mobx-react-lite';
import { ScrollToTop } from './scroll-to-top';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { FrameStore } from '@/application/frame/frame-store';
import { NotificationStore } from '@/application/notifications';
import { useStore } from '@/ui/app/container-context';
import { BrandMark } from '@/ui/shared/icons/brand-mark';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { MenuIcon } from '@/ui/shared/icons/icon';
import { CategoriesDropdown } from './categories-dropdown';
import { CountBadge } from './count-badge';
import { AccountLink, CartLink, FavouritesLink, LanguageToggle, SearchTrigger } from './header-actions';
import { NavEntryList } from './nav-entry-label';
import { href } from '@/application/frame/route-table';

function Brand() {
  const { t } = useTranslation('common');
  return (
    <Link to={href('home')} className="brand" aria-label={t('app.homeLink')}>
      <BrandMark />
      <span className="brand__name">{t('app.name')}</span>
    </Link>
  );
}

// The phone's menu button (the side menu). The phone has no navigation bar: the unread count ('9+'
// past nine) rides on it, whose name says the exact number, and again beside Notifications in the
// side menu. The signed-in shopper's from the server's page on (use-shopper-shown.ts).
const MenuButton = observer(function MenuButton() {
  const frame = useStore(FrameStore);
  const notifications = useStore(NotificationStore);
  const { t } = useTranslation('frame');
  const unread = useShopperShown() ? notifications.badge : null;
  return (
    // With a count it is named by its text, not aria-label, so the visible '9+' never contradicts the name (WCAG 2.5.3).
    <button
      type="button"
      className="icon-button site-header__menu phone-only"
      aria-label={unread === null ? t('header.openMenu') : undefined}
      aria-haspopup="dialog"
      aria-expanded={frame.sideMenuOpen}
      onClick={frame.menuOpened}
    >
      <MenuIcon />
      {unread !== null && (
        <>
          <CountBadge value={unread} testId="menu-notification-badge" />
          <span className="visually-hidden">{t('header.openMenuUnread', { count: notifications.unreadCount })}</span>
        </>
      )}
    </button>
  );
});

// The desktop's navigation bar under the header's row.
const NavigationBar = observer(function NavigationBar() {
  const { t } = useTranslation('frame');
  return (
    <nav className="nav-bar desktop-only" aria-label={t('nav.label')}>
      <div className="nav-bar__inner">
        <CategoriesDropdown />
        <NavEntryList block="nav-bar" badgeTestId="notification-badge" />
      </div>
    </nav>
  );
});

// One <header> landmark, one page for every width (docs/adr/0037): each control is drawn once, and
// CSS lays the row out for the phone (menu, brand, actions; the search under them) or the desktop
// (brand, search, actions with the account; the navigation bar under them), under or from 768 px.
// The parts of one shape only (.phone-only, .desktop-only) are display:none in the other, so neither
// a keyboard nor a screen reader meets them there. On the home page it
// lies transparent over the hero and turns solid after 50 px of scrolling. Its height is published
// as --header-height so the home hero can start beneath it.
export const SiteHeader = observer(function SiteHeader() {
  const frame = useStore(FrameStore);
  const ref = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    const header = ref.current;
    if (header === null || typeof ResizeObserver === 'undefined') return undefined;
    // The observer reports the size the browser has just laid out (it runs before the paint), so
    // nothing here forces a layout of its own; and the page's style is touched only when the height
    // really changed (each write restyles the whole document). Issue 10: this was a forced reflow of
    // about 100 ms on a throttled phone during the first render.
    let published = -1;
    const sizes = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize?.[0];
      const height = Math.round(box === undefined ? header.offsetHeight : box.blockSize);
      if (height === published) return;
      published = height;
      document.documentElement.style.setProperty('--header-height', `${height}px`);
    });
    sizes.observe(header);
    return () => sizes.disconnect();
  }, []);

  const classes = [
    'site-header',
    frame.isHome ? 'site-header--overlay' : '',
    frame.headerSolid ? 'site-header--solid' : 'site-header--transparent',
  ].join(' ');
  return (
    <header ref={ref} className={classes}>
      <div className="site-header__bar">
        <div className="site-header__row">
          <MenuButton />
          <Brand />
          <div className="site-header__actions">
            <LanguageToggle />
            <FavouritesLink />
            <CartLink />
            <AccountLink />
          </div>
          <SearchTrigger />
          <ScrollToTop />
        </div>
      </div>
      <NavigationBar />
    </header>
  );
});
