import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router-dom';
import { RecoveryStore } from '@/application/frame/recovery-store';
import { isChunkLoadError } from '@/application/frame/chunk-error';
import { showEmergencyOption } from '@/application/frame/emergency';
import { useStore } from '@/ui/app/container-context';
import { NotFoundScreen } from '@/ui/app/not-found-screen';
import { StatusAction, StatusPage } from '@/ui/app/status-page';
import { AppUpdateRequiredScreen, ChunkRecoveryScreen } from './recovery-screens';

type Root = 'main' | 'section';

/**
 * The router's error element (spec section 2). A path no route knows: the 404 page. A screen whose
 * chunk failed: the recovery (reload, then 'App Update Required'), or 'Page Not Found' when nobody
 * recovers it. Anything else: 'Something went wrong', reported with the page it happened on.
 * Standalone when the frame itself failed: then it is the page's only <main>.
 */
export const CrashScreen = observer(function CrashScreen({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const recovery = useStore(RecoveryStore);
  const Root: Root = standalone ? 'main' : 'section';
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (recovery.status === 'update-required') return <AppUpdateRequiredScreen />;
  if (recovery.status === 'reloading') return <ChunkRecoveryScreen />;
  if (isChunkLoadError(error)) return <LoadFailedScreen root={Root} />;
  return <SomethingWentWrong root={Root} error={error} />;
});

function LoadFailedScreen({ root }: { root: Root }) {
  const recovery = useStore(RecoveryStore);
  const { t } = useTranslation('errors');
  return (
    <StatusPage root={root} title={t('loadFailed.title')} body={t('loadFailed.body')}>
      <StatusAction main onClick={recovery.homeRequested}>
        {t('loadFailed.home')}
      </StatusAction>
    </StatusPage>
  );
}

const SomethingWentWrong = observer(function SomethingWentWrong({ root, error }: { root: Root; error: unknown }) {
  const recovery = useStore(RecoveryStore);
  const { pathname, search } = useLocation();
  const { t } = useTranslation('errors');
  useEffect(() => recovery.crashed(error, pathname), [recovery, error, pathname]);
  return (
    <StatusPage root={root} title={t('crash.title')} body={t('crash.body')}>
      <div className="status-page__actions">
        <StatusAction main onClick={recovery.tryAgainRequested}>
          {t('crash.tryAgain')}
        </StatusAction>
        <StatusAction onClick={recovery.homeRequested}>
          {t('crash.home')}
        </StatusAction>
        <StatusAction onClick={() => void recovery.cacheClearRequested()}>
          {t('crash.clearCache')}
        </StatusAction>
        {showEmergencyOption(pathname) && (
          <StatusAction onClick={() => recovery.emergencyRequested(`${pathname}${search}`)}>
            {t('crash.emergency')}
          </StatusAction>
        )}
        <StatusAction onClick={recovery.newTabRequested}>
          {t('crash.newTab')}
        </StatusAction>
      </div>
    </StatusPage>
  );
});
