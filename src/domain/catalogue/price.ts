import type { Currency } from '../country';
import { MINOR_UNITS_PER_MAJOR, type Money } from '../shared/money';

// A USD price shown in the shopper's currency (docs/adr/0003: excRate = units per 1 USD).
//
// Rounding: the Syrian and Lebanese pounds have no coins in use (a piastre is worth nothing), so those
// two are written in whole pounds; every other currency shows its usual two decimals. On top of that a
// currency may have a display step kept with its other data (LBP 1,000, SYP 100; ADR 0042): a price is
// rounded half up to it, once, on the shown figure. Sums a shopper reads (cart, checkout, order) are
// sums of these shown amounts (src/domain/cart/shown-totals.ts); the exact USD amounts stay exact.

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

/** The currency prices are shown in: the given one when its rate is usable, else USD. */
export const shownCurrency = (currency: Currency | null): Currency =>
  currency !== null && Number.isFinite(currency.excRate) && currency.excRate > 0 ? currency : USD;

/** How many of the currency's smallest shown units (a pound, a cent) make one major unit. */
export const shownScale = (currency: Currency | null): number => 10 ** fractionDigitsOf(shownCurrency(currency).code);

/** A step in major units as a whole number of shown units, at least 1 (an absent or odd step is no step). */
export function stepInUnits(step: number | undefined, currency: Currency | null): number {
  if (step === undefined || !Number.isFinite(step) || step <= 0) return 1;
  return Math.max(1, Math.round(step * shownScale(currency)));
}

/** `units` rounded half up (away from zero) to a multiple of `step`. */
export function roundToStep(units: number, step: number): number {
  const rounded = Math.sign(units) * Math.floor(Math.abs(units) / step + 0.5 + 1e-9) * step;
  return rounded + 0;
}

/**
 * A USD amount in the shopper's currency as a whole number of its shown units (pounds, cents), rounded
 * half up to the currency's display step. Every amount a shopper reads starts here.
 */
export function toShownUnits(usdMinor: Money, currency: Currency | null): number {
  const usable = shownCurrency(currency);
  // minor × rate is exact enough in doubles for these magnitudes; round once, at the shown step.
  const scaled = (usdMinor * usable.excRate * shownScale(usable)) / MINOR_UNITS_PER_MAJOR;
  const whole = Math.sign(scaled) * Math.round(Math.abs(scaled) + 1e-9);
  return roundToStep(whole, stepInUnits(usable.displayStep, usable));
}

/** A whole number of shown units as the amount to write. */
export function shownAmount(units: number, currency: Currency | null): DisplayAmount {
  const usable = shownCurrency(currency);
  return { value: units / shownScale(usable) + 0, fractionDigits: fractionDigitsOf(usable.code), code: usable.code };
}

/** The price in the currency's major units, rounded half up to its display step; USD when no usable currency is known. */
export function convertPrice(usdMinor: Money, currency: Currency | null): DisplayAmount {
  return shownAmount(toShownUnits(usdMinor, currency), currency);
}

/** An amount in major units of `currency` (as the wire writes it) as whole shown units. */
export const shownUnitsOfMajor = (major: number, currency: Currency | null): number => Math.round(major * shownScale(currency)) + 0;
