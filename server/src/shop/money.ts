// Exact money for the cart and orders: USD as integer cents in JS, numeric strings in the database.
// No float ever holds an amount that is summed or multiplied (docs/adr/0003-money-and-currency.md).

/** Cents of a decimal string as PostgreSQL's numeric answers it ('12.30', '7', '0.05'). */
export function centsOf(decimal: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2})\d*)?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`centsOf: not a decimal amount: ${decimal}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/** The numeric string for a database column ('1234' cents → '12.34'). */
export function decimalOf(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`decimalOf: not whole cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A JSON number with at most two decimals, for the wire (1234 → 12.34). */
export const wireAmount = (cents: number): number => Number(decimalOf(cents));

/** A rate with up to four decimals ('0.0500', '0.11') as ten-thousandths (500, 1100). */
export function basisOf(rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(rate.trim());
  if (!match) throw new RangeError(`basisOf: not a rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/** numerator / denominator rounded half up, for non-negative whole numbers (exact integer arithmetic). */
export function roundDiv(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** One priced line: the unit actually paid and the quantity. */
export interface PricedLine {
  unitCents: number;
  quantity: number;
}

/**
 * The unit a shopper pays for a variant: the price after the product discount when there is one
 * (discountPrice is the amount taken off, as the catalogue answers it), else the price.
 */
export function unitCents(price: string, discountPrice: string | null): number {
  const full = centsOf(price);
  const off = discountPrice === null ? 0 : centsOf(discountPrice);
  return off > 0 ? Math.max(0, full - off) : full;
}

/** The seller discount of spec §3: a percentage as text, '0' unless the role is Seller. */
export const SELLER_DISCOUNT_PERCENT = 10;
export const sellerDiscountFor = (role: string): number => (role === 'Seller' ? SELLER_DISCOUNT_PERCENT : 0);

/** A country's delivery rule in cents: the fee, and the goods amount from which delivery is free. */
export interface DeliveryRuleCents {
  feeCents: number;
  freeFromCents: number;
}

export const NO_DELIVERY_FEE: DeliveryRuleCents = { feeCents: 0, freeFromCents: 0 };

/** The fee of `goods` (after the seller discount, before tax): none for nothing, none from the threshold on. */
export const deliveryFeeCents = (goods: number, itemCount: number, rule: DeliveryRuleCents): number =>
  itemCount === 0 || goods >= rule.freeFromCents ? 0 : rule.feeCents;

/**
 * The share of an order's delivery fee that `paid` (part of its goods) carries: fee × paid / goods,
 * rounded down, so the shares of every line never add up to more than the fee (ADR 0008).
 */
export const deliveryShareCents = (paid: number, goods: number, fee: number): number =>
  goods <= 0 || fee <= 0 ? 0 : Math.floor((fee * Math.min(paid, goods)) / goods);

export interface Totals {
  totalAmount: number;
  sellerDiscount: string;
  sellerDiscountAmount: number;
  taxAmount: number;
  deliveryFee: number;
  totalAfterTaxation: number;
  itemCount: number;
}

/**
 * docs/api.md "Totals": Σ lines, minus the seller discount (rounded to the cent), plus tax on what is
 * left (rounded to the cent), plus the delivery fee (not taxed; none from the country's threshold on).
 * All in cents.
 */
export function totalsOf(
  lines: readonly PricedLine[],
  sellerPercent: number,
  taxBasis: number,
  delivery: DeliveryRuleCents = NO_DELIVERY_FEE,
): Totals {
  const totalAmount = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const sellerDiscountAmount = roundDiv(totalAmount * sellerPercent, 100);
  const taxable = totalAmount - sellerDiscountAmount;
  const taxAmount = roundDiv(taxable * taxBasis, 10_000);
  const deliveryFee = deliveryFeeCents(taxable, itemCount, delivery);
  return {
    totalAmount,
    sellerDiscount: String(sellerPercent),
    sellerDiscountAmount,
    taxAmount,
    deliveryFee,
    totalAfterTaxation: taxable + taxAmount + deliveryFee,
    itemCount,
  };
}
