import type { CountryGateway } from '../../application/ports/country-gateway';
import type { Country } from '../../domain/country';
import type { HttpClient } from './http-client';
import { arrayAt, numberAt, objects, stringAt } from './wire';

export class HttpCountryGateway implements CountryGateway {
  constructor(private readonly http: HttpClient) {}

  async list(): Promise<Country[]> {
    const body = await this.http.get<unknown>('/countries');
    return objects(arrayAt(body, 'countriesReturned'), 'countriesReturned').map((item) => ({
      id: numberAt(item, 'id'),
      name: stringAt(item, 'name'),
      flag: stringAt(item, 'flag').toLowerCase(),
    }));
  }
}
