import { Container } from 'inversify';
import type { AppConfig } from '../application/app-config';
import type { ErrorReporter } from '../application/ports/error-reporter';
import { TOKENS } from '../application/tokens';
import { bindApplication, CONTAINER_OPTIONS } from './application-bindings';
import { JoseAccessTokenReader } from './auth/jose-access-token-reader';
import { BrowserNativeAppBridge } from './browser/browser-native-app-bridge';
import { BrowserPageControl } from './browser/browser-page-control';
import { BrowserScheduler } from './browser/browser-scheduler';
import { SystemClock } from './browser/system-clock';
import { QueryCoreDataCache } from './cache/query-core-data-cache';
import { HttpGeoLocator } from './geo/http-geo-locator';
import { HttpAccountGateway } from './http/http-account-gateway';
import { HttpCatalogueGateway } from './http/http-catalogue-gateway';
import { HttpCartGateway } from './http/http-cart-gateway';
import { HttpFavouritesGateway } from './http/http-favourites-gateway';
import { HttpCategoryGateway } from './http/http-category-gateway';
import { HttpClient } from './http/http-client';
import { HttpContactInfoGateway } from './http/http-contact-info-gateway';
import { HttpContactMessageGateway } from './http/http-contact-message-gateway';
import { HttpCountryGateway } from './http/http-country-gateway';
import { HttpCurrencyGateway } from './http/http-currency-gateway';
import { HttpDataDeletionGateway } from './http/http-data-deletion-gateway';
import { HttpNotificationGateway } from './http/http-notification-gateway';
import { HttpOrderGateway } from './http/http-order-gateway';
import { HttpProfileGateway } from './http/http-profile-gateway';
import { HttpRefundGateway } from './http/http-refund-gateway';
import { CryptoIdGenerator } from './browser/crypto-id-generator';
import { I18nextLanguageSwitcher } from './i18n/i18next-language-switcher';
import { TablePhoneMetadata } from './phone/table-phone-metadata';
import { ConsoleErrorReporter } from './sentry/console-error-reporter';
import { LazySentryErrorReporter } from './sentry/lazy-sentry-error-reporter';
import { BrowserCacheCleaner } from './browser/browser-cache-cleaner';
import { BrowserConnectivity } from './browser/browser-connectivity';
import { offlineAwareFetch } from './browser/offline-aware-fetch';
import { LocalStorageKeyValue } from './storage/local-storage-key-value';
import { SessionStorageKeyValue } from './storage/session-storage-key-value';

// The views reach infrastructure only through this module (lint), so it also hands them the
// configuration reader and the i18n start-up.
export { readConfig } from './config';
export { initI18n } from './i18n/i18n';
export { afterFirstPaint, startErrorReporting, startServiceWorker } from './background-services';

/** The one composition root of the running app: every port bound to its real adapter, once. */
export function createAppContainer(config: AppConfig): Container {
  const container = new Container(CONTAINER_OPTIONS);
  // With a DSN, Sentry is downloaded after the first paint (startErrorReporting); errors wait in a queue.
  const reporter: ErrorReporter =
    config.sentryDsn === '' ? new ConsoleErrorReporter() : new LazySentryErrorReporter(new ConsoleErrorReporter());
  const connectivity = new BrowserConnectivity();
  const localStorage = new LocalStorageKeyValue(reporter);
  const http = new HttpClient(config.apiBaseUrl, localStorage, { fetch: offlineAwareFetch(connectivity) });

  container.bind(TOKENS.AppConfig).toConstantValue(config);
  container.bind(TOKENS.ErrorReporter).toConstantValue(reporter);
  container.bind(TOKENS.LocalStorage).toConstantValue(localStorage);
  container.bind(TOKENS.SessionStorage).toConstantValue(new SessionStorageKeyValue(reporter));
  container.bind(TOKENS.Clock).toConstantValue(new SystemClock());
  container.bind(TOKENS.Scheduler).toConstantValue(new BrowserScheduler());
  container.bind(TOKENS.NativeAppBridge).toConstantValue(new BrowserNativeAppBridge());
  container.bind(TOKENS.GeoLocator).toConstantValue(new HttpGeoLocator(config));
  container.bind(TOKENS.PageControl).toConstantValue(new BrowserPageControl());
  container.bind(TOKENS.LanguageSwitcher).to(I18nextLanguageSwitcher).inSingletonScope();
  container.bind(TOKENS.DataCache).toConstantValue(new QueryCoreDataCache());
  container.bind(TOKENS.ProfileGateway).toConstantValue(new HttpProfileGateway(http));
  container.bind(TOKENS.CountryGateway).toConstantValue(new HttpCountryGateway(http));
  container.bind(TOKENS.CurrencyGateway).toConstantValue(new HttpCurrencyGateway(http));
  container.bind(TOKENS.ContactInfoGateway).toConstantValue(new HttpContactInfoGateway(http));
  container.bind(TOKENS.CategoryGateway).toConstantValue(new HttpCategoryGateway(http));
  container.bind(TOKENS.NotificationGateway).toConstantValue(new HttpNotificationGateway(http));
  container.bind(TOKENS.AccountGateway).toConstantValue(new HttpAccountGateway(http));
  container.bind(TOKENS.PhoneMetadata).to(TablePhoneMetadata).inSingletonScope();
  container.bind(TOKENS.ContactMessageGateway).toConstantValue(new HttpContactMessageGateway(http));
  container.bind(TOKENS.DataDeletionGateway).toConstantValue(new HttpDataDeletionGateway(http));
  container.bind(TOKENS.CatalogueGateway).toConstantValue(new HttpCatalogueGateway(http));
  container.bind(TOKENS.CartGateway).toConstantValue(new HttpCartGateway(http));
  container.bind(TOKENS.FavouritesGateway).toConstantValue(new HttpFavouritesGateway(http));
  container.bind(TOKENS.CacheCleaner).toConstantValue(new BrowserCacheCleaner(reporter));
  container.bind(TOKENS.Connectivity).toConstantValue(connectivity);
  container.bind(TOKENS.OrderGateway).toConstantValue(new HttpOrderGateway(http));
  container.bind(TOKENS.RefundGateway).toConstantValue(new HttpRefundGateway(http));
  container.bind(TOKENS.IdGenerator).toConstantValue(new CryptoIdGenerator());
  container.bind(TOKENS.AccessTokenReader).toConstantValue(new JoseAccessTokenReader());
  bindApplication(container);
  return container;
}
