import { injectable } from 'inversify';
import type { GeoLocator } from '../../application/ports/geo-locator';
import { ScriptedFailures } from './scripted-failures';

@injectable()
export class InMemoryGeoLocator implements GeoLocator {
  readonly failures = new ScriptedFailures();

  constructor(public country: string | null = 'Syria') {}

  async countryName(): Promise<string | null> {
    this.failures.check();
    return this.country;
  }
}
