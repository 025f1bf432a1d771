import type { CountryGateway } from '../../application/country/country-gateway';
import type { Country } from '../../domain/country/country';
import { toMinor } from '../../domain/shared/money';
import { parse } from '../shared/contract';
import type { HttpClient } from '../shared/http-client';
import { CountriesResponse } from './country-contract';

export class HttpCountryGateway implements CountryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<Country[]> {
    const body = parse(CountriesResponse, await this.http.get<unknown>('/countries'));
    return body.countriesReturned.map((item) => ({
      id: item.id,
      name: item.name,
      flag: item.flag.toLowerCase(),
      ...(item.delivery === undefined ? {} : { delivery: { fee: toMinor(item.delivery.fee), freeFrom: toMinor(item.delivery.freeFrom) } }),
    }));
  }
}
