import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CartStore } from '@/application/cart';
import { useStore } from './container-context';

// A guest's "Add to cart" is made once they have signed in (CartStore), wherever the sign-in left
// them: this says what became of it, in a toast like the product page's own ("Added to your cart.").
export const PendingCartAddNotice = observer(function PendingCartAddNotice() {
  const cart = useStore(CartStore);
  const { t } = useTranslation('cart');
  const outcome = cart.pendingAddOutcome;
  useEffect(() => {
    if (outcome === null || outcome.kind !== 'notice') return;
    const message = t(`toasts.${outcome.notice}`);
    if (outcome.tone === 'success') toast.success(message, { id: outcome.notice });
    else toast.error(message, { id: outcome.notice });
    cart.pendingAddAnnounced();
  }, [outcome, cart, t]);
  return null;
});
