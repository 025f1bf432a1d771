import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MouseEvent, ReactNode } from 'react';
// The language switch names the other language itself (?lng=), so it navigates with the router's own, as is.
// oxlint-disable-next-line no-restricted-imports
import { useLocation, useNavigate as useRouterNavigate } from 'react-router-dom';
import { Link, useNavigate } from '@/ui/shared/navigation/links';
import { AuthStore } from '@/application/account';
import { CartStore } from '@/application/cart';
import { FavouritesStore } from '@/application/favourites';
import { FrameStore } from '@/application/frame/frame-store';
import { SearchStore } from '@/application/catalogue';
import { guestRedirect } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { countBadge } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { Flag } from '@/ui/shared/icons/flag';
import { CartIcon, HeartIcon, LoginIcon, SearchIcon, UserIcon } from '@/ui/shared/icons/icon';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { CountBadge } from './count-badge';
import { href } from '@/application/frame/route-table';
import { toggleLanguage } from '@/domain/shared';
import { PageForm } from '@/ui/shared/forms/page-form';

// Guests following a link that needs an account land on the login page, which brings them back.
// The server draws a signed-in shopper's page as hers (the session cookie, docs/adr/0038), and the
// browser takes it over with the same shopper: these links, the badges and the account picture are
// hers from the first paint.
function useMemberLink(path: string): string {
  const auth = useStore(AuthStore);
  return auth.isAuthenticated ? path : guestRedirect(path);
}

/** A click the browser should handle itself: another button, or a modifier (a new tab, a download). */
const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

// A link to the same page in the other language (?lng=, docs/adr/0032), so it works before the app
// does and with scripts off: the server draws that page. Once the app runs, a plain click switches the
// language in place instead (no page load), keeping what the page holds.
export const LanguageToggle = observer(function LanguageToggle() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('common');
  const { pathname, search, hash } = useLocation();
  const other = toggleLanguage(frame.language);
  const query = new URLSearchParams(search);
  query.set('lng', other);
  const target = `${pathname}?${query.toString()}${hash}`;
  const navigate = useRouterNavigate();
  // The address then names the language shown (reload, share and back agree with the page), and the
  // page stays where the shopper had scrolled it (issue 28).
  const switched = (event: MouseEvent<HTMLAnchorElement>): void => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void frame.languageToggled().then(() => {
      if (frame.language === other) void navigate(target, { replace: true, preventScrollReset: true });
    });
  };
  return (
    // The accessible name starts with the visible label ('عربي', 'EN'), then says what it does.
    <a href={target} hrefLang={other} className="icon-button language-toggle" data-flag={frame.toggleFlag} onClick={switched}>
      <Flag code={frame.toggleFlag} />
      <span className="language-toggle__label" lang={other}>
        {t('language.other')}
      </span>
      <span className="visually-hidden">{t('language.switchTo')}</span>
    </a>
  );
});

// A member's page that holds a count (the cart's items, the favourites): its icon with the count as a
// badge, and the count in the link's name.
const CountLink = observer(function CountLink({ path, count, label, countLabel, testId, children }: { path: string; count: number; label: string; countLabel: string; testId: string; children: ReactNode }) {
  const lang = useLanguage();
  const to = useMemberLink(path);
  const badge = useShopperShown() ? countBadge(count, lang) : null;
  return (
    <Link to={to} className="icon-button" aria-label={badge === null ? label : countLabel}>
      {children}
      <CountBadge value={badge} testId={testId} />
    </Link>
  );
});

export const CartLink = observer(function CartLink() {
  const cart = useStore(CartStore);
  const { t } = useTranslation('frame');
  return (
    <CountLink path="/cart" count={cart.itemCount} label={t('header.cart')} countLabel={t('header.cartCount', { count: cart.itemCount })} testId="cart-badge">
      <CartIcon />
    </CountLink>
  );
});

export const FavouritesLink = observer(function FavouritesLink() {
  const favourites = useStore(FavouritesStore);
  const { t } = useTranslation('frame');
  return (
    <CountLink path="/favourites" count={favourites.count} label={t('header.favourites')} countLabel={t('header.favouritesCount', { count: favourites.count })} testId="favourites-badge">
      <HeartIcon />
    </CountLink>
  );
});

// The account: the user's picture, a default picture when they have none, or a login icon.
export const AccountLink = observer(function AccountLink() {
  const auth = useStore(AuthStore);
  const { t } = useTranslation('frame');
  const user = auth.user;
  if (user === null) {
    return (
      <Link to={guestRedirect(href('account'))} className="icon-button account-link desktop-only" aria-label={t('header.login')}>
        <LoginIcon />
      </Link>
    );
  }
  return (
    <Link to={href('account')} className="icon-button account-link desktop-only" aria-label={t('header.account')}>
      {user.picture === '' ? (
        <span className="avatar avatar--default">
          <UserIcon size={20} />
        </span>
      ) : (
        <img className="avatar" src={user.picture} alt={t('header.profilePicture')} width={32} height={32} />
      )}
    </Link>
  );
});

// The header's search box: a real search field in a GET form to /shop (issue 27, docs/adr/0040), so
// what is typed before the app runs, or with scripts off, searches; the field is uncontrolled, so
// hydration keeps every letter. Once the app runs, a tap on it opens the full-screen search overlay
// (history, search by serial number) with what it holds, and Enter searches without a page load.
export const SearchTrigger = observer(function SearchTrigger() {
  const search = useStore(SearchStore);
  const navigate = useNavigate();
  const { t } = useTranslation('frame');
  // What the field holds reaches the search as it is typed (the whole field, so letters typed before the app ran
  // too): the overlay a tap opens is on its way (its code loads on the first tap), and letters typed meanwhile
  // land here. The overlay's field then opens with them; it opened with what this field held at the tap, and
  // Enter searched for nothing, or for the last letters only (5 of 10 tries at 6x CPU).
  const opened = (event: MouseEvent<HTMLInputElement>): void => {
    search.termChanged(event.currentTarget.value);
    search.overlayOpened();
  };
  const submitted = (_submitter: HTMLElement | null, form: HTMLFormElement): void => {
    search.termChanged(String(new FormData(form).get('productName') ?? ''));
    void navigate(search.submitted());
  };
  return (
    <PageForm method="get" action={href('shop')} role="search" className="search-trigger" onSubmit={submitted}>
      {/* The form's own submit button (WCAG H32), the magnifier it always showed; Enter in the field sends it too. */}
      <button type="submit" className="search-trigger__submit" aria-label={t('search.open')}>
        <SearchIcon size={20} />
      </button>
      <input
        type="search"
        name="productName"
        className="search-trigger__input"
        aria-label={t('search.placeholder')}
        aria-haspopup="dialog"
        placeholder={t('search.placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => search.termChanged(event.currentTarget.value)}
        onClick={opened}
      />
    </PageForm>
  );
});
