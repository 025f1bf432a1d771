// The shopper's currency (spec sections 3 and 7): GET /currencies/{id}, the id being the country's.

export interface Currency {
  id: number;
  name: string;
  /** ISO 4217: SYP, LBP, USD. */
  code: string;
  /** Units of this currency per 1 USD. */
  excRate: number;
  /**
   * Prices in this currency are shown rounded to this step, in major units (LBP 1000, SYP 100, USD 0.01;
   * docs/adr/0042-display-and-cash-steps.md). Absent: the currency's smallest shown unit.
   */
  displayStep?: number;
  /** Cash paid in this currency is rounded to this step, in major units (the smallest note in use). */
  cashStep?: number;
}

/** GET /currencies/{id} without a known country asks for id 1 (spec section 7). */
export const DEFAULT_CURRENCY_ID = 1;
