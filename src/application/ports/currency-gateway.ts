import type { Currency } from '../../domain/currency';

export interface CurrencyGateway {
  /** GET /currencies/{id}. */
  byId(id: number): Promise<Currency>;
}
