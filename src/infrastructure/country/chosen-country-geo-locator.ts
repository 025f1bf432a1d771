import type { GeoLocator } from '../../application/country/geo-locator';
import { readCookie } from '../../domain/shared/read-cookie';

/** Set by the server's GET /api/country-choice (server/src/routes/country-choice): a guest's own pick. */
export const GUEST_COUNTRY_COOKIE = 'dukkan-guest-country';

const NAMES: Readonly<Record<string, string>> = { '1': 'Syria', '2': 'Lebanon' };

/**
 * A guest's own choice of country (footer, issue 26, docs/adr/0050) over the IP lookup: where she said
 * Lebanon, the store does not ask a service where she is. Without a choice, the service is asked.
 */
export class ChosenCountryGeoLocator implements GeoLocator {
  constructor(
    private readonly located: GeoLocator,
    private readonly cookies: () => string = () => document.cookie,
  ) {}

  async countryName(): Promise<string | null> {
    const chosen = NAMES[readCookie(this.cookies(), GUEST_COUNTRY_COOKIE) ?? ''];
    return chosen ?? this.located.countryName();
  }
}
