import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectivityStore } from '@/application/frame/connectivity-store';
import { useStore } from './container-context';

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
