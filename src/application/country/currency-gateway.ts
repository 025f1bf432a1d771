import type { Currency } from '../../domain/country/currency';

export interface CurrencyGateway {
  /** GET /currencies/{id}. */
  byId(id: number): Promise<Currency>;
}
