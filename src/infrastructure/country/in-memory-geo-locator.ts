
import type { GeoLocator } from '../../application/country/geo-locator';
import { ScriptedFailures } from '../shared/scripted-failures';

export class InMemoryGeoLocator implements GeoLocator {
  readonly failures = new ScriptedFailures();

  constructor(public country: string | null = 'Syria') {}

  async countryName(): Promise<string | null> {
    this.failures.check();
    return this.country;
  }
}
