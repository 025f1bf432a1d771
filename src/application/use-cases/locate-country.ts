import { inject, injectable } from 'inversify';
import { DEFAULT_LOCATION_ID, countryLocationId, type CountryLocationId } from '../../domain/country';
import type { ErrorReporter } from '../ports/error-reporter';
import type { GeoLocator } from '../ports/geo-locator';
import { TOKENS } from '../tokens';

/** Spec section 4: Syria 1, Lebanon 2, anything else 1; a failed lookup is logged and gives 1. */
@injectable()
export class LocateCountry {
  constructor(
    @inject(TOKENS.GeoLocator) private readonly geo: GeoLocator,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporter,
  ) {}

  async execute(): Promise<CountryLocationId> {
    try {
      return countryLocationId(await this.geo.countryName());
    } catch (error) {
      this.reporter.captureException(error, { action: 'locate-country' });
      return DEFAULT_LOCATION_ID;
    }
  }
}
