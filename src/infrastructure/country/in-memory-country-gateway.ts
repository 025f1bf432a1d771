
import type { CountryGateway } from '../../application/country/country-gateway';
import type { Country } from '../../domain/country/country';
import { ScriptedFailures } from '../shared/scripted-failures';

const SYRIA_AND_LEBANON: readonly Country[] = [
  { id: 1, name: 'Syria', flag: 'sy' },
  { id: 2, name: 'Lebanon', flag: 'lb' },
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
