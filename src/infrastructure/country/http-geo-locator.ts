import { ofetch } from 'ofetch';
import type { AppConfig } from '../../application/shared/app-config';
import type { GeoLocator } from '../../application/country/geo-locator';
import { parse } from '../shared/contract';
import { toApplicationError } from '../shared/http-client';
import { GeoAnswer } from './country-contract';

const GEO_TIMEOUT_MS = 5_000;

/** The third-party IP service answering { country_name }; its URL from configuration. */
export class HttpGeoLocator implements GeoLocator {
  constructor(
    private readonly config: Pick<AppConfig, 'geoUrl'>,
    private readonly fetchImpl?: typeof globalThis.fetch,
  ) {}

  async countryName(): Promise<string | null> {
    // No service configured: nothing to ask and nothing to report; the caller falls back to Syria (1).
    if (this.config.geoUrl === '') return null;
    let body: unknown;
    try {
      body = await ofetch<unknown>(this.config.geoUrl, {
        retry: 0,
        timeout: GEO_TIMEOUT_MS,
        ...(this.fetchImpl === undefined ? {} : { fetch: this.fetchImpl }),
      });
    } catch (error) {
      throw toApplicationError(error);
    }
    return parse(GeoAnswer, body, 'geolocation').country_name;
  }
}
