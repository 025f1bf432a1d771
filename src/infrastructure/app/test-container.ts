import { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import type { AccessTokenReader } from '../../application/account';
import type { Session } from '../../application/account';
import { bindApplication, CONTAINER_OPTIONS } from './application-bindings';
import { bindPorts } from './wiring';
import type { PortAdapters } from '../../application/ports';
import { JoseAccessTokenReader } from '../account/jose-access-token-reader';
import { InMemoryAccountGateway } from '../account/in-memory-account-gateway';
import { InMemoryPhoneGateway } from '../account/in-memory-phone-gateway';
import { InMemoryCacheCleaner } from '../frame/in-memory-cache-cleaner';
import { InMemoryConnectivity } from '../shared/in-memory-connectivity';
import { InMemoryCatalogueGateway } from '../catalogue/in-memory-catalogue-gateway';
import { InMemoryCategoryGateway } from '../catalogue/in-memory-category-gateway';
import { InMemoryCartGateway } from '../cart/in-memory-cart-gateway';
import { InMemoryContactInfoGateway } from '../content/in-memory-contact-info-gateway';
import { InMemoryContactMessageGateway } from '../content/in-memory-contact-message-gateway';
import { InMemoryCountryGateway } from '../country/in-memory-country-gateway';
import { InMemoryCurrencyGateway } from '../country/in-memory-currency-gateway';
import { InMemoryDataCache } from '../shared/in-memory-data-cache';
import { InMemoryDataDeletionGateway } from '../account/in-memory-data-deletion-gateway';
import { InMemoryErrorReporter } from '../shared/in-memory-error-reporter';
import { InMemoryFavouritesGateway } from '../favourites/in-memory-favourites-gateway';
import { InMemoryGeoLocator } from '../country/in-memory-geo-locator';
import { InMemoryIdGenerator } from '../shared/in-memory-id-generator';
import { InMemoryKeyValueStorage } from '../shared/in-memory-key-value-storage';
import { InMemoryLanguageSwitcher } from '../shared/in-memory-language-switcher';
import { InMemoryNativeAppBridge } from '../shared/in-memory-native-app-bridge';
import { InMemoryNotificationGateway } from '../notifications/in-memory-notification-gateway';
import { InMemoryAdminOrdersGateway } from '../admin/in-memory-admin-orders-gateway';
import { InMemoryAdminRefundsGateway, InMemoryAdminShoppersGateway } from '../admin/in-memory-admin-refunds-gateway';
import { InMemoryAdminCatalogueGateway } from '../admin/in-memory-admin-catalogue-gateway';
import { InMemoryOrderGateway } from '../orders/in-memory-order-gateway';
import { InMemoryPageControl } from '../shared/in-memory-page-control';
import { InMemoryPhoneMetadata } from '../country/in-memory-phone-metadata';
import { InMemoryProfileGateway } from '../account/in-memory-profile-gateway';
import { InMemorySession } from '../account/in-memory-session';
import { InMemoryRefundGateway } from '../refunds/in-memory-refund-gateway';
import { ManualClock } from '../shared/manual-clock';
import { ManualScheduler } from '../shared/manual-scheduler';

/** The InMemory adapter of every port (PortAdapters, narrowed so tests can script and inspect them). */
export interface Fakes extends PortAdapters {
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
  adminOrdersGateway: InMemoryAdminOrdersGateway;
  adminRefundsGateway: InMemoryAdminRefundsGateway;
  adminShoppersGateway: InMemoryAdminShoppersGateway;
  adminCatalogueGateway: InMemoryAdminCatalogueGateway;
  accountGateway: InMemoryAccountGateway;
  phoneGateway: InMemoryPhoneGateway;
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
  session: Session;
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
  const adminRefundsGateway = overrides.adminRefundsGateway ?? new InMemoryAdminRefundsGateway();
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
    phoneGateway: new InMemoryPhoneGateway(),
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
    session: new InMemorySession(),
    adminOrdersGateway: new InMemoryAdminOrdersGateway(),
    adminRefundsGateway,
    adminShoppersGateway: new InMemoryAdminShoppersGateway(adminRefundsGateway),
    adminCatalogueGateway: new InMemoryAdminCatalogueGateway(),
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
  bindPorts(container, fakes);
  bindApplication(container);
  return { container, fakes };
}
