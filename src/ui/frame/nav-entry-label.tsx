import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { NotificationStore } from '@/application/notifications';
import { useStore } from '@/ui/app/container-context';
import { useShopperShown } from '@/ui/shared/hooks/use-shopper-shown';
import { NavLink } from '@/ui/shared/navigation/links';
import { NAV_ENTRIES } from './navigation';

/**
 * A navigation entry's text, on the desktop bar and in the side menu. Notifications carries the unread
 * badge ('9+' past nine): the link's name says the exact count in words, and the visible label and badge
 * are hidden from it, so no name contradicts the visible text (WCAG 2.5.3).
 */
export const NavEntryLabel = observer(function NavEntryLabel({ entry, badgeTestId }: { entry: (typeof NAV_ENTRIES)[number]; badgeTestId: string }) {
  const notifications = useStore(NotificationStore);
  const { t } = useTranslation('frame');
  // The signed-in shopper's count from the server's page on (use-shopper-shown.ts).
  const shown = useShopperShown();
  const badge = shown && entry.to === '/notifications' ? notifications.badge : null;
  if (badge === null) return <>{t(entry.labelKey)}</>;
  return (
    <>
      <span aria-hidden="true">{t(entry.labelKey)}</span>
      <span className="count-badge count-badge--inline" data-testid={badgeTestId} aria-hidden="true" dir="ltr">
        {badge}
      </span>
      <span className="visually-hidden">{t('nav.notificationsUnread', { count: notifications.unreadCount })}</span>
    </>
  );
});

/** The navigation entries as links, on the desktop bar (`nav-bar`) and in the side menu (`side-menu`). */
export function NavEntryList({ block, badgeTestId }: { block: 'nav-bar' | 'side-menu'; badgeTestId: string }) {
  return (
    <ul className={`${block}__list`}>
      {NAV_ENTRIES.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} end={entry.to === '/'} className={`${block}__link`}>
            <NavEntryLabel entry={entry} badgeTestId={badgeTestId} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
