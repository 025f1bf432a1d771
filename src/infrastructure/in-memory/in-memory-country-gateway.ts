import { injectable } from 'inversify';
import type { CountryGateway } from '../../application/ports/country-gateway';
import type { Country } from '../../domain/country';
import { ScriptedFailures } from './scripted-failures';

const SYRIA_AND_LEBANON: readonly Country[] = [
  { id: 1, name: 'Syria', flag: 'sy' },
  { id: 2, name: 'Lebanon', flag: 'lb' },
];

@injectable()
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
