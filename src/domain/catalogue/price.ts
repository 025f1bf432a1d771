import type { Currency } from '../country';
import { MINOR_UNITS_PER_MAJOR, type Money } from '../shared/money';

// A USD price shown in the shopper's currency (docs/adr/0003: excRate = units per 1 USD).
//
// Rounding: the Syrian and Lebanese pounds have no coins in use (a piastre is worth nothing), and
// at 13,000 or 89,500 per dollar even whole pounds are noise, so those two show whole pounds,
// rounded half up. Every other currency shows its usual two decimals. Rounding happens once, on the
// displayed figure; sums (cart, order) are made in USD and converted once (ADR 0003).

export interface DisplayAmount {
  /** Major units of the shopper's currency, already rounded. */
  value: number;
  /** Decimals to show: 0 for SYP and LBP, 2 otherwise. */
  fractionDigits: number;
  code: string;
}

export const WHOLE_UNIT_CURRENCIES: readonly string[] = ['SYP', 'LBP'];

export const USD: Currency = { id: 3, name: 'US dollar', code: 'USD', excRate: 1 };

export const fractionDigitsOf = (code: string): number => (WHOLE_UNIT_CURRENCIES.includes(code.toUpperCase()) ? 0 : 2);

/** The price in the currency's major units, rounded half up to its digits; USD when no usable currency is known. */
export function convertPrice(usdMinor: Money, currency: Currency | null): DisplayAmount {
  const usable = currency !== null && Number.isFinite(currency.excRate) && currency.excRate > 0 ? currency : USD;
  const fractionDigits = fractionDigitsOf(usable.code);
  const scale = 10 ** fractionDigits;
  // minor × rate is exact enough in doubles for these magnitudes; round once, at the shown precision.
  const scaled = (usdMinor * usable.excRate * scale) / MINOR_UNITS_PER_MAJOR;
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
  return { value: rounded / scale + 0, fractionDigits, code: usable.code };
}
