/**
 * Money is an integer number of minor units (cents), so sums never drift.
 * Prices arrive from the server in major units (e.g. 19.99); convert once, at the edge, with toMinor.
 */
export type Money = number;

export const MINOR_UNITS_PER_MAJOR = 100;
const MINOR_DIGITS = 2;

/**
 * Major units to minor units, rounding half away from zero on the *decimal* value the number prints as.
 * Shifting the decimal point in the string form ('1.005e2' is exactly 100.5) avoids binary drift:
 * 1.005 * 100 would be 100.49999999999999 and round the wrong way.
 * A non-finite input is a programming error (bad mapping), not an expected failure, so it throws.
 */
export function toMinor(major: number): Money {
  if (!Number.isFinite(major)) {
    throw new RangeError(`toMinor: not a finite amount: ${String(major)}`);
  }
  const [mantissa = '0', exponent = '0'] = String(Math.abs(major)).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + MINOR_DIGITS}`);
  const minor = Math.round(shifted);
  return minor === 0 ? 0 : Math.sign(major) * minor;
}

export function toMajor(minor: Money): number {
  return minor / MINOR_UNITS_PER_MAJOR;
}

export function sumMoney(amounts: readonly Money[]): Money {
  return amounts.reduce((total, amount) => total + amount, 0);
}
