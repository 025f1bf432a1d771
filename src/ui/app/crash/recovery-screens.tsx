import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { RecoveryStore } from '@/application/frame/recovery-store';
import { useStore } from '@/ui/app/container-context';
import { BrandMark } from '@/ui/shared/icons/brand-mark';

/** Retries exhausted after a chunk failed (spec section 2): the app cannot go on without the new version. */
export const AppUpdateRequiredScreen = observer(function AppUpdateRequiredScreen() {
  const recovery = useStore(RecoveryStore);
  const { t } = useTranslation('errors');
  return (
    <main className="page status-page status-page--standalone" aria-labelledby="update-title">
      <BrandMark size={56} />
      <h1 id="update-title" className="page__title">
        {t('update.title')}
      </h1>
      <p className="status-page__body">{t('update.body')}</p>
      <button type="button" className="button button--primary" onClick={() => void recovery.cacheClearRequested()}>
        {t('update.refresh')}
      </button>
    </main>
  );
});

/** What a lazy screen shows when its chunk failed and the recovery handled it: the reload, or the update screen. */
export const ChunkRecoveryScreen = observer(function ChunkRecoveryScreen() {
  const recovery = useStore(RecoveryStore);
  const { t } = useTranslation('errors');
  if (recovery.status === 'update-required') return <AppUpdateRequiredScreen />;
  return (
    <div className="loading-screen" role="status">
      <BrandMark size={56} />
      <p>{t('update.updating')}</p>
    </div>
  );
});
