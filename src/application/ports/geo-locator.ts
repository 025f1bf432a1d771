/** The third-party IP geolocation service. */
export interface GeoLocator {
  /** The visitor's country name in English ('Syria'); rejects when the lookup fails or is not configured. */
  countryName(): Promise<string>;
}
