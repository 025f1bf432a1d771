import 'sonner/dist/styles.css';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { FrameStore } from '@/application/stores/frame-store';
import { useStore } from './container-context';
import { PendingCartAddNotice } from './pending-cart-add-notice';

// The one toaster (sonner): mirrored for Arabic, its landmark named in the active language. Plain
// (not richColors) toasts: dark text on white passes WCAG AA contrast.
export const Toasts = observer(function Toasts() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('account');
  return (
    <>
      <Toaster
        dir={frame.direction}
        position="top-center"
        closeButton={false}
        containerAriaLabel={t('toasts.region')}
        toastOptions={{ className: 'toast' }}
      />
      <PendingCartAddNotice />
    </>
  );
});
