import { CartStore } from '@/application/cart/cart-store';
import { CountryStore } from '@/application/country';
import { sellerDiscountAmount, shownTotals, unitPrice, type ShownTotals } from '@/domain/cart';
import { useStore } from '@/ui/app/container-context';
import { formatShown } from '@/ui/shared/format/format';
import { useLanguage } from '@/ui/shared/hooks/use-language';

// The cart as the shopper reads it (issue 26): shown lines that add up to the subtotal, and the cash
// total with its rounding line, by the same domain rule the server stores on the order. Read inside an
// observer, so it follows the cart and the currency.
export function useShownCart(): { shown: ShownTotals; amount: (units: number) => string; lineOf: (cartItemId: number) => number } {
  const { cart } = useStore(CartStore);
  const { currency } = useStore(CountryStore);
  const lang = useLanguage();
  const shown = shownTotals(
    cart.lines.map((line) => ({ unit: unitPrice(line), quantity: line.quantity })),
    { sellerDiscountAmount: sellerDiscountAmount(cart), taxAmount: cart.taxAmount, deliveryFee: cart.deliveryFee },
    currency,
  );
  const index = new Map(cart.lines.map((line, position) => [line.cartItemId, position]));
  return {
    shown,
    amount: (units) => formatShown(units, currency, lang),
    lineOf: (cartItemId) => shown.lines[index.get(cartItemId) ?? -1] ?? 0,
  };
}
