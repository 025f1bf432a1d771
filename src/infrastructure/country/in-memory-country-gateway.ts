
import type { CountryGateway } from '../../application/country/country-gateway';
import type { Country } from '../../domain/country/country';
import { ScriptedFailures } from '../shared/scripted-failures';

const SYRIA_AND_LEBANON: readonly Country[] = [
  { id: 1, name: 'Syria', flag: 'sy', delivery: { fee: 200, freeFrom: 5000 } },
  { id: 2, name: 'Lebanon', flag: 'lb', delivery: { fee: 400, freeFrom: 7500 } },
];

export class InMemoryCountryGateway implements CountryGateway {
  readonly failures = new ScriptedFailures();
  countries: Country[];

  constructor(countries: readonly Country[] = SYRIA_AND_LEBANON) {
    this.countries = countries.map((country) => ({ ...country }));
  }

  async list(): Promise<Country[]> {
    this.failures.check();
    return this.countries.map((country) => ({ ...country }));
  }
}
