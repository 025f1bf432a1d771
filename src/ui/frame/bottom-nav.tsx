import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/ui/shared/navigation/links';
import { FrameStore } from '@/application/frame/frame-store';
import { bottomNavItems, type BottomNavId } from '@/application/frame/bottom-nav';
import { useStore } from '@/ui/app/container-context';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { BrandMark } from '@/ui/shared/icons/brand-mark';
import { BagIcon, GridIcon, TagIcon, UserIcon } from '@/ui/shared/icons/icon';

const ICONS: Record<Exclude<BottomNavId, 'home'>, ReactNode> = {
  categories: <GridIcon />,
  shop: <BagIcon />,
  sales: <TagIcon />,
  profile: <UserIcon />,
};

// The phone's bottom bar (CSS hides it from 768 px: .phone-only, docs/adr/0037). The items come in reading order in both languages; the page's dir lays
// the grid out from the inline start, so in Arabic the first item sits at the right, and reading
// order, Tab order and the picture agree.
export const BottomNav = observer(function BottomNav() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('frame');
  // A guest's profile item (the login page) until a guest's page is taken over; the signed-in shopper's from the server's page on.
  const items = useShopperShown() ? frame.bottomNavItems : bottomNavItems();
  if (frame.bottomNavHidden) return null;
  return (
    <nav className="bottom-nav phone-only" aria-label={t('bottomNav.label')} data-testid="bottom-nav">
      <ul className="bottom-nav__list">
        {items.map((item) => {
          const active = frame.activeNavItem === item.id;
          return (
            <li key={item.id} className={item.prominent ? 'bottom-nav__item bottom-nav__item--home' : 'bottom-nav__item'}>
              <Link
                to={item.to}
                className={active ? 'bottom-nav__link is-active' : 'bottom-nav__link'}
                aria-current={active ? 'page' : undefined}
                data-nav-item={item.id}
              >
                <span className="bottom-nav__icon">{item.id === 'home' ? <BrandMark size={44} /> : ICONS[item.id]}</span>
                <span className="bottom-nav__label">{t(`bottomNav.${item.id}`)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
});
