import type { Country } from '../../domain/country/country';

export interface CountryGateway {
  /** GET /countries, in the server's order. */
  list(): Promise<Country[]>;
}
