import { Container } from 'inversify';
import type { AppConfig } from '../application/app-config';
import type { AccessTokenReader } from '../application/ports/access-token-reader';
import { TOKENS } from '../application/tokens';
import { bindApplication, CONTAINER_OPTIONS } from './application-bindings';
import { JoseAccessTokenReader } from './auth/jose-access-token-reader';
import { InMemoryAccountGateway } from './in-memory/in-memory-account-gateway';
import { InMemoryCacheCleaner } from './in-memory/in-memory-cache-cleaner';
import { InMemoryConnectivity } from './in-memory/in-memory-connectivity';
import { InMemoryCatalogueGateway } from './in-memory/in-memory-catalogue-gateway';
import { InMemoryCategoryGateway } from './in-memory/in-memory-category-gateway';
import { InMemoryCartGateway } from './in-memory/in-memory-cart-gateway';
import { InMemoryContactInfoGateway } from './in-memory/in-memory-contact-info-gateway';
import { InMemoryContactMessageGateway } from './in-memory/in-memory-contact-message-gateway';
import { InMemoryCountryGateway } from './in-memory/in-memory-country-gateway';
import { InMemoryCurrencyGateway } from './in-memory/in-memory-currency-gateway';
import { InMemoryDataCache } from './in-memory/in-memory-data-cache';
import { InMemoryDataDeletionGateway } from './in-memory/in-memory-data-deletion-gateway';
import { InMemoryErrorReporter } from './in-memory/in-memory-error-reporter';
import { InMemoryFavouritesGateway } from './in-memory/in-memory-favourites-gateway';
import { InMemoryGeoLocator } from './in-memory/in-memory-geo-locator';
import { InMemoryIdGenerator } from './in-memory/in-memory-id-generator';
import { InMemoryKeyValueStorage } from './in-memory/in-memory-key-value-storage';
import { InMemoryLanguageSwitcher } from './in-memory/in-memory-language-switcher';
import { InMemoryNativeAppBridge } from './in-memory/in-memory-native-app-bridge';
import { InMemoryNotificationGateway } from './in-memory/in-memory-notification-gateway';
import { InMemoryOrderGateway } from './in-memory/in-memory-order-gateway';
import { InMemoryPageControl } from './in-memory/in-memory-page-control';
import { InMemoryPhoneMetadata } from './in-memory/in-memory-phone-metadata';
import { InMemoryProfileGateway } from './in-memory/in-memory-profile-gateway';
import { InMemoryRefundGateway } from './in-memory/in-memory-refund-gateway';
import { ManualClock } from './in-memory/manual-clock';
import { ManualScheduler } from './in-memory/manual-scheduler';

export interface Fakes {
  config: AppConfig;
  localStorage: InMemoryKeyValueStorage;
  sessionStorage: InMemoryKeyValueStorage;
  clock: ManualClock;
  scheduler: ManualScheduler;
  errorReporter: InMemoryErrorReporter;
  nativeAppBridge: InMemoryNativeAppBridge;
  geoLocator: InMemoryGeoLocator;
  pageControl: InMemoryPageControl;
  languageSwitcher: InMemoryLanguageSwitcher;
  dataCache: InMemoryDataCache;
  profileGateway: InMemoryProfileGateway;
  countryGateway: InMemoryCountryGateway;
  currencyGateway: InMemoryCurrencyGateway;
  contactInfoGateway: InMemoryContactInfoGateway;
  categoryGateway: InMemoryCategoryGateway;
  notificationGateway: InMemoryNotificationGateway;
  accountGateway: InMemoryAccountGateway;
  phoneMetadata: InMemoryPhoneMetadata;
  contactMessageGateway: InMemoryContactMessageGateway;
  dataDeletionGateway: InMemoryDataDeletionGateway;
  catalogueGateway: InMemoryCatalogueGateway;
  cartGateway: InMemoryCartGateway;
  orderGateway: InMemoryOrderGateway;
  refundGateway: InMemoryRefundGateway;
  idGenerator: InMemoryIdGenerator;
  favouritesGateway: InMemoryFavouritesGateway;
  cacheCleaner: InMemoryCacheCleaner;
  connectivity: InMemoryConnectivity;
  /**
   * The real jose reader by default: it is pure (no I/O, no clock), and tests and the account fake
   * store JWT-shaped tokens. A test that wants to set claims without a JWT passes an InMemoryAccessTokenReader.
   */
  accessTokenReader: AccessTokenReader;
}

export const TEST_CONFIG: AppConfig = {
  apiBaseUrl: '/api',
  geoUrl: '',
  sentryDsn: '',
  release: 'test',
  environment: 'test',
  appStoreUrl: '',
  playStoreUrl: '',
  storeContact: null,
};

function defaultFakes(overrides: Partial<Fakes>): Fakes {
  // The scheduler moves the clock, so both share one, and the cache reads freshness from it.
  const clock = overrides.clock ?? overrides.scheduler?.clock ?? new ManualClock();
  const scheduler = overrides.scheduler ?? new ManualScheduler(clock);
  const orderGateway = overrides.orderGateway ?? new InMemoryOrderGateway();
  return {
    config: TEST_CONFIG,
    localStorage: new InMemoryKeyValueStorage(),
    sessionStorage: new InMemoryKeyValueStorage(),
    errorReporter: new InMemoryErrorReporter(),
    nativeAppBridge: new InMemoryNativeAppBridge(),
    geoLocator: new InMemoryGeoLocator(),
    pageControl: new InMemoryPageControl(),
    languageSwitcher: new InMemoryLanguageSwitcher(),
    dataCache: new InMemoryDataCache(clock),
    profileGateway: new InMemoryProfileGateway(),
    countryGateway: new InMemoryCountryGateway(),
    currencyGateway: new InMemoryCurrencyGateway(),
    contactInfoGateway: new InMemoryContactInfoGateway(),
    categoryGateway: new InMemoryCategoryGateway(),
    notificationGateway: new InMemoryNotificationGateway(),
    accountGateway: new InMemoryAccountGateway(),
    phoneMetadata: new InMemoryPhoneMetadata(),
    contactMessageGateway: new InMemoryContactMessageGateway(),
    dataDeletionGateway: new InMemoryDataDeletionGateway(),
    catalogueGateway: new InMemoryCatalogueGateway(),
    cartGateway: new InMemoryCartGateway(),
    orderGateway,
    refundGateway: new InMemoryRefundGateway(orderGateway, clock),
    idGenerator: new InMemoryIdGenerator(),
    favouritesGateway: new InMemoryFavouritesGateway(),
    cacheCleaner: new InMemoryCacheCleaner(),
    connectivity: new InMemoryConnectivity(),
    accessTokenReader: new JoseAccessTokenReader(),
    ...overrides,
    clock,
    scheduler,
  };
}

/**
 * The second composition: every port bound to its InMemory fake, the application's classes as in
 * createAppContainer. Unit tests, UI tests and demos use it; an integrator swapping a backend does
 * the same with real adapters.
 */
export function createTestContainer(overrides: Partial<Fakes> = {}): { container: Container; fakes: Fakes } {
  const fakes = defaultFakes(overrides);
  // The cart and favourites fakes sell what the catalogue fake lists.
  fakes.cartGateway.catalogue ??= fakes.catalogueGateway;
  fakes.favouritesGateway.catalogue ??= fakes.catalogueGateway;
  // Checkout takes the cart fake's lines and tells the notifications fake, as the server does.
  fakes.orderGateway.cart ??= fakes.cartGateway;
  fakes.orderGateway.notifications ??= fakes.notificationGateway;
  fakes.refundGateway.notifications ??= fakes.notificationGateway;
  const container = new Container(CONTAINER_OPTIONS);
  container.bind(TOKENS.AppConfig).toConstantValue(fakes.config);
  container.bind(TOKENS.LocalStorage).toConstantValue(fakes.localStorage);
  container.bind(TOKENS.SessionStorage).toConstantValue(fakes.sessionStorage);
  container.bind(TOKENS.Clock).toConstantValue(fakes.clock);
  container.bind(TOKENS.Scheduler).toConstantValue(fakes.scheduler);
  container.bind(TOKENS.ErrorReporter).toConstantValue(fakes.errorReporter);
  container.bind(TOKENS.NativeAppBridge).toConstantValue(fakes.nativeAppBridge);
  container.bind(TOKENS.GeoLocator).toConstantValue(fakes.geoLocator);
  container.bind(TOKENS.PageControl).toConstantValue(fakes.pageControl);
  container.bind(TOKENS.LanguageSwitcher).toConstantValue(fakes.languageSwitcher);
  container.bind(TOKENS.DataCache).toConstantValue(fakes.dataCache);
  container.bind(TOKENS.ProfileGateway).toConstantValue(fakes.profileGateway);
  container.bind(TOKENS.CountryGateway).toConstantValue(fakes.countryGateway);
  container.bind(TOKENS.CurrencyGateway).toConstantValue(fakes.currencyGateway);
  container.bind(TOKENS.ContactInfoGateway).toConstantValue(fakes.contactInfoGateway);
  container.bind(TOKENS.CategoryGateway).toConstantValue(fakes.categoryGateway);
  container.bind(TOKENS.NotificationGateway).toConstantValue(fakes.notificationGateway);
  container.bind(TOKENS.AccountGateway).toConstantValue(fakes.accountGateway);
  container.bind(TOKENS.PhoneMetadata).toConstantValue(fakes.phoneMetadata);
  container.bind(TOKENS.ContactMessageGateway).toConstantValue(fakes.contactMessageGateway);
  container.bind(TOKENS.DataDeletionGateway).toConstantValue(fakes.dataDeletionGateway);
  container.bind(TOKENS.CatalogueGateway).toConstantValue(fakes.catalogueGateway);
  container.bind(TOKENS.CartGateway).toConstantValue(fakes.cartGateway);
  container.bind(TOKENS.OrderGateway).toConstantValue(fakes.orderGateway);
  container.bind(TOKENS.RefundGateway).toConstantValue(fakes.refundGateway);
  container.bind(TOKENS.IdGenerator).toConstantValue(fakes.idGenerator);
  container.bind(TOKENS.FavouritesGateway).toConstantValue(fakes.favouritesGateway);
  container.bind(TOKENS.CacheCleaner).toConstantValue(fakes.cacheCleaner);
  container.bind(TOKENS.Connectivity).toConstantValue(fakes.connectivity);
  container.bind(TOKENS.AccessTokenReader).toConstantValue(fakes.accessTokenReader);
  bindApplication(container);
  return { container, fakes };
}
