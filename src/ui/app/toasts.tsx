import 'sonner/dist/styles.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { FrameStore } from '@/application/frame/frame-store';
import { useStore } from './container-context';
import { PendingCartAddNotice } from './pending-cart-add-notice';

// Where the toasts sit: at the bottom and, on phones, above the
// bottom bar (--toast-offset-bottom, _forms.scss), so they never cover a control of the header
// (issue 15: "Added to your cart." lay over the cart icon for 4 s and swallowed the tap on it).
const OFFSET = { bottom: 'var(--toast-offset-bottom)' };

// A tap on a toast (not on a button inside it) dismisses the toasts shown; a swipe downwards does
// too (sonner's own gesture for a toast at the bottom).
function dismissOnTap(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target === null || target.closest('[data-sonner-toast]') === null || target.closest('button, a') !== null) return;
  toast.dismiss();
}

// The one toaster (sonner): mirrored for Arabic, its landmark named in the active language. Plain
// (not richColors) toasts: dark text on white passes WCAG AA contrast.
export const Toasts = observer(function Toasts() {
  const frame = useStore(FrameStore);
  const { t } = useTranslation('account');
  useEffect(() => {
    document.addEventListener('click', dismissOnTap);
    return () => document.removeEventListener('click', dismissOnTap);
  }, []);
  return (
    <>
      <Toaster
        dir={frame.direction}
        position="bottom-center"
        offset={OFFSET}
        mobileOffset={OFFSET}
        closeButton={false}
        // Sonner names the region with its hot key appended as it is written in code ("alt+T"), Latin in an
        // Arabic sentence: the whole name is ours, in the page's language, the key as printed on the keyboard.
        customAriaLabel={t('toasts.regionWithKey')}
        toastOptions={{ className: 'toast' }}
      />
      <PendingCartAddNotice />
    </>
  );
});
