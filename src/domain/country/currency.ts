// The shopper's currency (spec sections 3 and 7): GET /currencies/{id}, the id being the country's.

export interface Currency {
  id: number;
  name: string;
  /** ISO 4217: SYP, LBP, USD. */
  code: string;
  /** Units of this currency per 1 USD. */
  excRate: number;
}

/** GET /currencies/{id} without a known country asks for id 1 (spec section 7). */
export const DEFAULT_CURRENCY_ID = 1;
