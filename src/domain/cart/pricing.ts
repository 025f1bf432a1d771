import { sumMoney, type Money } from '../shared/money';

// docs/api.md "Totals", the one copy: the server's cart and order answers, the cart fake and the
// client's local recalculation all price a cart through these functions, in integer cents.

/**
 * The delivery rule of the shopper's country (docs/api.md "Totals"): the fee, and the goods amount
 * (after the seller discount, before tax) from which delivery is free.
 */
export interface DeliveryRule {
  fee: Money;
  freeFrom: Money;
}

/** A cart the server has not priced yet: no fee is known, so none is shown or added. */
export const NO_DELIVERY_FEE: DeliveryRule = { fee: 0, freeFrom: 0 };

const PERCENT = 100;
/** Tax rates are exact to four decimals: a rate is held in ten-thousandths ('0.0500' → 500). */
export const TAX_BASIS_PER_UNIT = 10_000;

/** numerator / denominator rounded half up, for non-negative numbers (exact on whole numbers). */
export function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** Spec §3: a Seller buys 10 % off the goods; every other role pays the full amount. */
export const SELLER_DISCOUNT_PERCENT = 10;
export const sellerPercentFor = (role: string): number => (role === 'Seller' ? SELLER_DISCOUNT_PERCENT : 0);

/**
 * The unit a shopper pays for a variant: the price less the product discount (`off`, the amount
 * taken off, as the catalogue answers it) when there is one, never below 0.
 */
export function paidUnit(price: Money, off: Money | null): Money {
  return off !== null && off > 0 ? Math.max(0, price - off) : price;
}

/** The seller discount of `total` at `percent`, rounded half up to the cent, never more than the total. */
export function sellerDiscountOf(total: Money, percent: number): Money {
  if (percent <= 0 || total <= 0) return 0;
  return Math.min(total, roundDiv(total * percent, PERCENT));
}

/** The tax on `goods` (after the seller discount) at a rate in ten-thousandths, rounded half up. */
export function taxOn(goods: Money, taxBasis: number): Money {
  return goods <= 0 || taxBasis <= 0 ? 0 : roundDiv(goods * taxBasis, TAX_BASIS_PER_UNIT);
}

/**
 * The delivery fee of an order of `goods` (after the seller discount, before tax): nothing when there is
 * nothing to deliver or the goods reach the rule's threshold, else the country's fee. Never taxed.
 */
export function deliveryFeeFor(goods: Money, itemCount: number, rule: DeliveryRule): Money {
  if (itemCount === 0 || goods >= rule.freeFrom) return 0;
  return rule.fee;
}

/** One priced line: the unit actually paid and the quantity. */
export interface PricedLine {
  unit: Money;
  quantity: number;
}

export interface CartPrices {
  totalAmount: Money;
  sellerDiscountAmount: Money;
  taxAmount: Money;
  deliveryFee: Money;
  /** totalAmount − sellerDiscountAmount + taxAmount + deliveryFee. */
  totalAfterTaxation: Money;
  itemCount: number;
}

/**
 * Σ lines, minus the seller discount, plus tax on what is left, plus the delivery fee. `taxAmount`,
 * when given, is the tax a server already computed (the client does not know the rate).
 */
export function priceCart(
  lines: readonly PricedLine[],
  sellerPercent: number,
  tax: { basis: number } | { amount: Money },
  delivery: DeliveryRule = NO_DELIVERY_FEE,
): CartPrices {
  const totalAmount = sumMoney(lines.map((line) => line.unit * line.quantity));
  const itemCount = lines.reduce((count, line) => count + line.quantity, 0);
  const sellerDiscountAmount = sellerDiscountOf(totalAmount, sellerPercent);
  const goods = totalAmount - sellerDiscountAmount;
  const taxAmount = 'amount' in tax ? tax.amount : taxOn(goods, tax.basis);
  const deliveryFee = deliveryFeeFor(goods, itemCount, delivery);
  return { totalAmount, sellerDiscountAmount, taxAmount, deliveryFee, totalAfterTaxation: goods + taxAmount + deliveryFee, itemCount };
}
