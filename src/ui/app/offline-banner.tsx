import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectivityStore } from '@/application/stores/connectivity-store';
import { useStore } from './container-context';

/** Forms that need the server say this instead of waiting for a call that cannot succeed. */
export function useOfflineText(): string | null {
  const connectivity = useStore(ConnectivityStore);
  const { t } = useTranslation('errors');
  return connectivity.online ? null : t('offline.action');
}

// A thin strip while the network is gone (cached pages still work, the service worker serves them).
export const OfflineBanner = observer(function OfflineBanner() {
  const connectivity = useStore(ConnectivityStore);
  const { t } = useTranslation('errors');
  useEffect(() => {
    connectivity.started();
    return connectivity.stopped;
  }, [connectivity]);
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner" hidden={connectivity.online}>
      {connectivity.online ? null : t('offline.banner')}
    </div>
  );
});
