import type { CurrencyGateway } from '../../application/country/currency-gateway';
import type { Currency } from '../../domain/country/currency';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { CurrencyResponse } from './country-contract';

export class HttpCurrencyGateway implements CurrencyGateway {
  constructor(private readonly http: HttpClient) {}

  async byId(id: number): Promise<Currency> {
    const { currencyReturned: currency } = parse(CurrencyResponse, await this.http.get<unknown>(`/currencies/${encodeURIComponent(String(id))}`));
    return {
      id: currency.id,
      name: currency.name,
      code: currency.code,
      excRate: currency.excRate,
      ...(currency.displayStep === undefined ? {} : { displayStep: currency.displayStep }),
      ...(currency.cashStep === undefined ? {} : { cashStep: currency.cashStep }),
    };
  }
}
