import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '@/ui/shared/navigation/links';
import { AuthStore } from '@/application/account';
import { FrameStore } from '@/application/frame/frame-store';
import { guestRedirect } from '@/application/frame/route-access';
import { useStore } from '@/ui/app/container-context';
import { useModalDialog } from '@/ui/shared/hooks/use-modal-dialog';
import { ChevronEndIcon, CloseIcon, UserIcon } from '@/ui/shared/icons/icon';
import { GuestCountryChoice } from './guest-country-choice';
import { NavEntryList } from './nav-entry-label';
import { href } from '@/application/frame/route-table';

const MORE_LINKS = [
  { to: href('categories'), labelKey: 'menu.categories' },
  { to: href('brands'), labelKey: 'menu.brands' },
  { to: href('policies'), labelKey: 'menu.policies' },
  { to: href('privacyPolicy'), labelKey: 'menu.privacy' },
] as const;

export const SideMenuPanel = observer(function SideMenuPanel() {
  const frame = useStore(FrameStore);
  const auth = useStore(AuthStore);
  const { t } = useTranslation('frame');
  const dialog = useModalDialog({ onDismiss: frame.menuClosed });

  return (
    // A modal <dialog>: Escape and a click on the backdrop close the menu through the store.
    <dialog {...dialog} className="side-menu" aria-label={t('menu.label')} data-testid="side-menu">
      <div className="side-menu__head">
        <span className="avatar avatar--large avatar--default">
          <UserIcon />
        </span>
        <div className="side-menu__who">
          <p className="side-menu__greeting">{t('menu.greeting', { name: auth.displayName ?? t('menu.guest') })}</p>
          {auth.isSeller && <span className="pill pill--seller">{t('menu.seller')}</span>}
          {auth.isAuthenticated ? (
            <Link to={href('account')} className="side-menu__profile">
              {t('menu.viewProfile')}
              <ChevronEndIcon size={16} />
            </Link>
          ) : (
            <Link to={guestRedirect(href('account'))} className="side-menu__profile">
              {t('menu.login')}
              <ChevronEndIcon size={16} />
            </Link>
          )}
        </div>
        <button type="button" className="icon-button side-menu__close" aria-label={t('menu.close')} onClick={frame.menuClosed}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('nav.label')}>
        <NavEntryList block="side-menu" badgeTestId="side-menu-notification-badge" />
      </nav>
      <h2 className="side-menu__heading">{t('menu.browse')}</h2>
      <ul className="side-menu__list">
        {MORE_LINKS.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className="side-menu__link">
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <GuestCountryChoice place="side-menu" />
    </dialog>
  );
});
