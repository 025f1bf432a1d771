import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { CheckoutStore } from '@/application/orders/checkout-store';
import { useStore } from '@/ui/app/container-context';

/**
 * /order-success says "order placed" only to the shopper who just placed one in this tab (issue 26): anyone
 * else (a reload, a shared link, an old bookmark) is sent to their orders. The redirect runs after the first
 * render, so a server render draws nothing rather than a thank-you.
 */
export function useOnlyAfterPlacing(): boolean {
  const { placedOrderId } = useStore(CheckoutStore);
  const navigate = useNavigate();
  const placed = placedOrderId !== null;
  useEffect(() => {
    if (!placed) void navigate('/account#orders', { replace: true });
  }, [placed, navigate]);
  return placed;
}
