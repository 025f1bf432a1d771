// Every port of the application, once, with its type. Both compositions (src/infrastructure/app/
// container.ts and test-container.ts) bind an object typed by PortAdapters, so a missing adapter, or
// one of the wrong type, does not compile; classes name these tokens in their `inject` wiring.
import type { AccessTokenReader } from './account/access-token-reader';
import type { AccountGateway } from './account/account-gateway';
import type { AdminOrdersGateway } from './admin/admin-orders-gateway';
import type { AdminRefundsGateway, AdminShoppersGateway } from './admin/admin-refunds-gateway';
import type { AdminCatalogueGateway } from './admin/admin-catalogue-gateway';
import type { DataDeletionGateway } from './account/data-deletion-gateway';
import type { PhoneGateway } from './account/phone-gateway';
import type { ProfileGateway } from './account/profile-gateway';
import type { Session } from './account/session';
import type { CartGateway } from './cart/cart-gateway';
import type { CatalogueGateway } from './catalogue/catalogue-gateway';
import type { CategoryGateway } from './catalogue/category-gateway';
import type { ContactInfoGateway } from './content/contact-info-gateway';
import type { ContactMessageGateway } from './content/contact-message-gateway';
import type { CountryGateway } from './country/country-gateway';
import type { CurrencyGateway } from './country/currency-gateway';
import type { GeoLocator } from './country/geo-locator';
import type { PhoneMetadata } from './country/phone-metadata';
import type { FavouritesGateway } from './favourites/favourites-gateway';
import type { CacheCleaner } from './frame/cache-cleaner';
import type { NotificationGateway } from './notifications/notification-gateway';
import type { OrderGateway } from './orders/order-gateway';
import type { RefundGateway } from './refunds/refund-gateway';
import type { AppConfig } from './shared/app-config';
import type { Clock } from './shared/clock';
import type { Connectivity } from './shared/connectivity';
import type { DataCache } from './shared/data-cache';
import type { ErrorReporter } from './shared/error-reporter';
import type { IdGenerator } from './shared/id-generator';
import type { KeyValueStorage } from './shared/key-value-storage';
import type { LanguageSwitcher } from './shared/language-switcher';
import type { NativeAppBridge } from './shared/native-app-bridge';
import type { PageControl } from './shared/page-control';
import type { Scheduler } from './shared/scheduler';
import { token, type Token } from './shared/wiring';

export const Ports = {
  localStorage: token<KeyValueStorage>('LocalStorage'),
  sessionStorage: token<KeyValueStorage>('SessionStorage'),
  clock: token<Clock>('Clock'),
  scheduler: token<Scheduler>('Scheduler'),
  errorReporter: token<ErrorReporter>('ErrorReporter'),
  nativeAppBridge: token<NativeAppBridge>('NativeAppBridge'),
  geoLocator: token<GeoLocator>('GeoLocator'),
  pageControl: token<PageControl>('PageControl'),
  languageSwitcher: token<LanguageSwitcher>('LanguageSwitcher'),
  dataCache: token<DataCache>('DataCache'),
  profileGateway: token<ProfileGateway>('ProfileGateway'),
  countryGateway: token<CountryGateway>('CountryGateway'),
  currencyGateway: token<CurrencyGateway>('CurrencyGateway'),
  contactInfoGateway: token<ContactInfoGateway>('ContactInfoGateway'),
  categoryGateway: token<CategoryGateway>('CategoryGateway'),
  notificationGateway: token<NotificationGateway>('NotificationGateway'),
  accountGateway: token<AccountGateway>('AccountGateway'),
  phoneGateway: token<PhoneGateway>('PhoneGateway'),
  phoneMetadata: token<PhoneMetadata>('PhoneMetadata'),
  config: token<AppConfig>('AppConfig'),
  contactMessageGateway: token<ContactMessageGateway>('ContactMessageGateway'),
  dataDeletionGateway: token<DataDeletionGateway>('DataDeletionGateway'),
  catalogueGateway: token<CatalogueGateway>('CatalogueGateway'),
  cartGateway: token<CartGateway>('CartGateway'),
  favouritesGateway: token<FavouritesGateway>('FavouritesGateway'),
  cacheCleaner: token<CacheCleaner>('CacheCleaner'),
  connectivity: token<Connectivity>('Connectivity'),
  orderGateway: token<OrderGateway>('OrderGateway'),
  refundGateway: token<RefundGateway>('RefundGateway'),
  idGenerator: token<IdGenerator>('IdGenerator'),
  accessTokenReader: token<AccessTokenReader>('AccessTokenReader'),
  session: token<Session>('Session'),
  adminOrdersGateway: token<AdminOrdersGateway>('AdminOrdersGateway'),
  adminRefundsGateway: token<AdminRefundsGateway>('AdminRefundsGateway'),
  adminShoppersGateway: token<AdminShoppersGateway>('AdminShoppersGateway'),
  adminCatalogueGateway: token<AdminCatalogueGateway>('AdminCatalogueGateway'),
} as const;

export type PortName = keyof typeof Ports;

/** The adapter each port needs: what a composition root hands to bindPorts. */
export type PortAdapters = { [K in PortName]: (typeof Ports)[K] extends Token<infer T> ? T : never };
