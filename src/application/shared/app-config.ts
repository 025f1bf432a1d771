import type { StoreContact } from '../../domain/content';

// Build configuration (src/infrastructure/config.ts reads it from import.meta.env).
export interface AppConfig {
  /** Base of the API, '/api' by default. */
  apiBaseUrl: string;
  /** Third-party IP geolocation service answering { country_name }; '' means no lookup (location id 1). */
  geoUrl: string;
  /** '' means no Sentry: errors go to the console. */
  sentryDsn: string;
  release: string;
  environment: string;
  /** The iPhone app's App Store page; '' until the app is published (the download page says it is coming). */
  appStoreUrl: string;
  /** The Android app's Google Play page; '' until published. */
  playStoreUrl: string;
  /**
   * The store's contact details the build was made with (VITE_CONTACT_*, by default the seeded
   * ones): shown when the API cannot answer and nothing was kept from an earlier visit; null for none.
   */
  storeContact: StoreContact | null;
}
