import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationListStore } from '@/application/notifications/notification-list-store';
import { useStore } from '@/ui/app/container-context';
import { formatDateTime, formatNumber } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { BellIcon } from '@/ui/shared/icons/icon';
import { NotificationOrderLink } from './order-link';
import { PageTitle } from '@/ui/shared/page-heading';

export const NotificationsScreen = observer(function NotificationsScreen() {
  usePageMeta('account:meta.notifications.title', 'account:meta.notifications.description');
  const store = useStore(NotificationListStore);
  const { t } = useTranslation('account');
  const lang = useLanguage();

  useEffect(() => {
    void store.load();
  }, [store]);

  const unread = store.unreadCount;
  const firstLoad = store.loading && !store.listedOnce;
  return (
    <section className="page notifications-page" aria-labelledby="page-title">
      <div className="notifications-page__head">
        <PageTitle>{t('notifications.title')}</PageTitle>
        <button
          type="button"
          className="button button--ghost"
          disabled={unread === 0 || store.marking !== null}
          onClick={() => void store.markAllRead()}
        >
          {t('notifications.markAll')}
        </button>
      </div>
      <p className="notifications-page__count" role="status" data-testid="unread-count">
        {/* A list already shown (drawn by the server, docs/adr/0038) stays while it is asked again. */}
        {firstLoad ? t('notifications.loading') : unread > 0 ? t('notifications.unreadCount', { count: formatNumber(unread, lang) }) : ''}
      </p>
      {store.markFailure !== null && (
        <p className="form__error" role="alert">
          {t('notifications.markFailed')}
        </p>
      )}
      {store.loadFailed ? (
        <div className="form__error" role="alert">
          <p>{t('notifications.loadFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void store.load()}>
            {t('notifications.retry')}
          </button>
        </div>
      ) : !firstLoad && store.items.length === 0 ? (
        <p className="empty-state">
          <BellIcon size={28} />
          {t('notifications.empty')}
        </p>
      ) : (
        <ul className="notification-list" data-testid="notification-list">
          {store.items.map((item) => (
            <li
              key={item.id}
              className={item.isRead ? 'notification' : 'notification notification--unread'}
              data-testid="notification"
              data-read={item.isRead}
            >
              <div className="notification__body">
                <h2 className="notification__title" id={`notification-${item.id}-title`}>
                  {!item.isRead && <span className="notification__new">{t('notifications.unread')}</span>}
                  {item.title}
                </h2>
                <p>{item.body}</p>
                <NotificationOrderLink orderId={item.orderId} />
                <p className="notification__date">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang)}</time>
                </p>
              </div>
              {!item.isRead && (
                <button
                  type="button"
                  className="button button--ghost notification__mark"
                  disabled={store.marking !== null}
                  aria-describedby={`notification-${item.id}-title`}
                  onClick={() => void store.markRead(item.id)}
                >
                  {t('notifications.markRead')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
