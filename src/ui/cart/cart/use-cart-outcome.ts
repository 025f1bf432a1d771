import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/ui/shared/navigation/links';
import { toast } from 'sonner';
import type { CartOutcome } from '@/application/cart/cart-failure';
import { guestRedirect } from '@/application/frame/route-access';

/**
 * What a cart or favourites action asked for: a toast with the spec's words in the active
 * language (ADR 0007), or the login page after a 401 (the session has already been ended), with a
 * way back here.
 */
export function useCartOutcome(): (outcome: CartOutcome | { kind: 'login'; path: string }) => void {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (outcome) => {
      if (outcome.kind === 'login') {
        void navigate('path' in outcome ? outcome.path : guestRedirect(`${pathname}${search}`), { replace: true });
        return;
      }
      if (outcome.kind !== 'notice') return;
      const message = t(`toasts.${outcome.notice}`);
      if (outcome.tone === 'success') toast.success(message, { id: outcome.notice });
      else toast.error(message, { id: outcome.notice });
    },
    [t, navigate, pathname, search],
  );
}
