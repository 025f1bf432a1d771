// An amount of an order as the shopper saw it: USD minor units in the currency and rate recorded on
// the order (never today's rate), through the storefront's one price formatter.
import type { OrderCurrency } from '@/application/admin/admin-orders-gateway';
import type { Language, Money } from '@/domain/shared';
import { formatShopPrice } from '@/ui/shared/format/format';

export const orderMoney = (amount: Money, currency: OrderCurrency, lang: Language): string =>
  formatShopPrice(amount, { id: 0, name: currency.code, code: currency.code, excRate: currency.excRate }, lang);
