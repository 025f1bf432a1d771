// Exact money for the cart and orders: USD as integer cents in JS, numeric strings in the database.
// No float ever holds an amount that is summed or multiplied (docs/adr/0003-money-and-currency.md).
// The pricing rules themselves (discounts, tax, delivery, totals) are the domain's: src/domain/cart/pricing.ts.
import { toMajor } from '@/domain/shared/money';
import { shownScale } from '@/domain/catalogue/price';
import type { Currency } from '@/domain/country/currency';
import type { Currency as CurrencyRecord } from '../repositories/currencies-repository.js';
import type { DisplayCurrencyRecord } from '../repositories/orders-repository.js';
import { paidUnit, priceCart, type CartPrices, type DeliveryRule, type PricedLine } from '@/domain/cart/pricing';

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
export const wireAmount = toMajor;

/** A rate with up to four decimals ('0.0500', '0.11') as ten-thousandths (500, 1100). */
export function basisOf(rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(rate.trim());
  if (!match) throw new RangeError(`basisOf: not a rate: ${rate}`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

/**
 * The unit a shopper pays for a variant, from the database's decimals: the price after the product
 * discount (discountPrice is the amount taken off, as the catalogue answers it).
 */
export const unitCents = (price: string, discountPrice: string | null): number =>
  paidUnit(centsOf(price), discountPrice === null ? null : centsOf(discountPrice));

/**
 * The share of an order's delivery fee that `paid` (part of its goods) carries: fee × paid / goods,
 * rounded down, so the shares of every line never add up to more than the fee (ADR 0008).
 */
export const deliveryShareCents = (paid: number, goods: number, fee: number): number =>
  goods <= 0 || fee <= 0 ? 0 : Math.floor((fee * Math.min(paid, goods)) / goods);

export interface Totals extends CartPrices {
  sellerDiscount: string;
}

/** docs/api.md "Totals" in cents, through the domain's priceCart; the seller discount's percentage as text. */
export function totalsOf(
  lines: readonly { unitCents: number; quantity: number }[],
  sellerPercent: number,
  taxBasis: number,
  delivery?: DeliveryRule,
): Totals {
  const priced: PricedLine[] = lines.map((line) => ({ unit: line.unitCents, quantity: line.quantity }));
  return { ...priceCart(priced, sellerPercent, { basis: taxBasis }, delivery), sellerDiscount: String(sellerPercent) };
}

/** The totals as an order row stores them (numeric strings), with the tax rate they were taken at. */
export const storedTotalsOf = (totals: Totals, taxRate: string) => ({
  totalAmount: decimalOf(totals.totalAmount),
  sellerDiscount: totals.sellerDiscount,
  sellerDiscountAmount: decimalOf(totals.sellerDiscountAmount),
  taxRate,
  taxAmount: decimalOf(totals.taxAmount),
  deliveryFee: decimalOf(totals.deliveryFee),
  totalAfterTaxation: decimalOf(totals.totalAfterTaxation),
  itemCount: totals.itemCount,
});

/** A currency row as the domain's Currency, its rate and steps as numbers (the shown amounts' rules). */
export const shownCurrencyOf = (record: CurrencyRecord): Currency => ({
  id: record.id,
  name: record.nameEn,
  code: record.code,
  excRate: Number(record.excRate),
  displayStep: Number(record.displayStep),
  cashStep: Number(record.cashStep),
});

/** An order's display currency as it kept it (rate and steps then); no steps on orders placed before them (ADR 0042). */
export const orderCurrencyOf = (record: DisplayCurrencyRecord): Currency => ({
  id: record.id,
  name: record.nameEn,
  code: record.code,
  excRate: Number(record.excRate),
  ...(record.displayStep === null ? {} : { displayStep: Number(record.displayStep) }),
  ...(record.cashStep === null ? {} : { cashStep: Number(record.cashStep) }),
});

/** A whole number of shown units of `currency` (pounds; cents for USD) as a numeric string in major units. */
export const decimalOfShown = (units: number, currency: Currency): string => decimalOf((units * 100) / shownScale(currency));
