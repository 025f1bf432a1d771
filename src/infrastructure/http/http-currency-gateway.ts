import type { CurrencyGateway } from '../../application/ports/currency-gateway';
import type { Currency } from '../../domain/currency';
import type { HttpClient } from './http-client';
import { numberAt, objectAt, stringAt } from './wire';

export class HttpCurrencyGateway implements CurrencyGateway {
  constructor(private readonly http: HttpClient) {}

  async byId(id: number): Promise<Currency> {
    const body = await this.http.get<unknown>(`/currencies/${encodeURIComponent(String(id))}`);
    const currency = objectAt(body, 'currencyReturned');
    return {
      id: numberAt(currency, 'id'),
      name: stringAt(currency, 'name'),
      code: stringAt(currency, 'code'),
      excRate: numberAt(currency, 'excRate'),
    };
  }
}
