/** The third-party IP geolocation service. */
export interface GeoLocator {
  /**
   * The visitor's country name in English ('Syria'); null when no lookup service is configured
   * (a deliberate set-up, not a failure); rejects when the lookup fails.
   */
  countryName(): Promise<string | null>;
}
