import { observer } from 'mobx-react-lite';
import { displayPhone } from '@/domain/country';
import { useTranslation } from 'react-i18next';
import { ContactInfoStore } from '@/application/content';
import { RecoveryStore } from '@/application/frame/recovery-store';
import { useStore } from '@/ui/app/container-context';
import { useLanguage } from '@/ui/shared/hooks/use-language';
import { usePageMeta } from '@/ui/shared/hooks/use-page-meta';
import { keepTogether } from '@/ui/shared/format/keep-together';
import { StatusAction, StatusPage } from '@/ui/app/status-page';

// The in-app twin of the standalone emergency page (public emergency.html, generated from the same
// texts by vite.config.ts). A full load of /emergency gets the standalone page from the server; this
// one answers a client-side link to it.
export const EmergencyScreen = observer(function EmergencyScreen() {
  usePageMeta('errors:emergency.metaTitle', 'errors:emergency.body');
  const recovery = useStore(RecoveryStore);
  const contact = useStore(ContactInfoStore);
  const { t } = useTranslation('errors');
  const info = contact.infoIn(useLanguage());
  return (
    <StatusPage title={t('emergency.title')} body={t('emergency.body')}>
      <p>{t('emergency.hint')}</p>
      <div className="status-page__actions">
        <StatusAction main onClick={recovery.homeRetriedFromEmergency}>
          {t('emergency.tryHome')}
        </StatusAction>
        <StatusAction onClick={recovery.tryAgainRequested}>
          {t('emergency.reload')}
        </StatusAction>
      </div>
      {info !== null && (
        <>
          <h2>{t('emergency.supportTitle')}</h2>
          <ul className="status-page__support">
            <li>
              {t('emergency.email')}: <a href={`mailto:${info.email}`}>{info.email}</a>
            </li>
            <li>
              {t('emergency.phone')}:{' '}
              <a href={`tel:${info.phoneCall.replace(/[^\d+]/g, '')}`}>
                <bdi dir="ltr">{keepTogether(displayPhone(info.phoneCall))}</bdi>
              </a>
            </li>
          </ul>
        </>
      )}
    </StatusPage>
  );
});
