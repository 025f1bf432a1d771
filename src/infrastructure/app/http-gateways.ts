import type { PortAdapters } from '../../application/ports';
import type { ProfileGateway } from '../../application/account/profile-gateway';
import type { NotificationGateway } from '../../application/notifications/notification-gateway';
import type { FavouritesGateway } from '../../application/favourites/favourites-gateway';
import type { CartGateway } from '../../application/cart/cart-gateway';
import type { PhoneGateway } from '../../application/account/phone-gateway';
import type { AccountGateway } from '../../application/account/account-gateway';
import type { ContactMessageGateway } from '../../application/content/contact-message-gateway';
import type { DataDeletionGateway } from '../../application/account/data-deletion-gateway';
import type { OrderGateway } from '../../application/orders/order-gateway';
import type { RefundGateway } from '../../application/refunds/refund-gateway';
import type { AdminOrdersGateway } from '../../application/admin/admin-orders-gateway';
import type { AdminRefundsGateway, AdminShoppersGateway } from '../../application/admin/admin-refunds-gateway';
import type { AdminCatalogueGateway } from '../../application/admin/admin-catalogue-gateway';
import { HttpCatalogueGateway } from '../catalogue/http-catalogue-gateway';
import { HttpCategoryGateway } from '../catalogue/http-category-gateway';
import { HttpContactInfoGateway } from '../content/http-contact-info-gateway';
import { HttpCountryGateway } from '../country/http-country-gateway';
import { HttpCurrencyGateway } from '../country/http-currency-gateway';
import type { HttpClient } from '../shared/http-client';
import type { Language } from '../../domain/shared/language';
import { lazyAdapter, loadedOnce } from '../shared/lazy-adapter';

// Each adapter's module, loaded on its first call and then shared by every container (each server
// render builds one). The operator console's adapters share one module: one lazy import in the shell
// for all of them (ADR 0054).
const modules = {
  profile: loadedOnce(() => import('../account/http-profile-gateway')),
  notification: loadedOnce(() => import('../notifications/http-notification-gateway')),
  account: loadedOnce(() => import('../account/http-account-gateway')),
  phone: loadedOnce(() => import('../account/http-phone-gateway')),
  contactMessage: loadedOnce(() => import('../content/http-contact-message-gateway')),
  dataDeletion: loadedOnce(() => import('../account/http-data-deletion-gateway')),
  cart: loadedOnce(() => import('../cart/http-cart-gateway')),
  favourites: loadedOnce(() => import('../favourites/http-favourites-gateway')),
  order: loadedOnce(() => import('../orders/http-order-gateway')),
  refund: loadedOnce(() => import('../refunds/http-refund-gateway')),
  admin: loadedOnce(() => import('../admin/http-admin-gateways')),
};

/** The ports the reference API serves, and nothing else. */
export type ApiGateways = Pick<
  PortAdapters,
  | 'profileGateway'
  | 'countryGateway'
  | 'currencyGateway'
  | 'contactInfoGateway'
  | 'categoryGateway'
  | 'notificationGateway'
  | 'accountGateway'
  | 'phoneGateway'
  | 'contactMessageGateway'
  | 'dataDeletionGateway'
  | 'catalogueGateway'
  | 'cartGateway'
  | 'favouritesGateway'
  | 'orderGateway'
  | 'refundGateway'
  | 'adminOrdersGateway'
  | 'adminRefundsGateway'
  | 'adminShoppersGateway'
  | 'adminCatalogueGateway'
>;

/**
 * Every port the reference API serves, over one HttpClient: the browser's composition and each server
 * render's (ADR 0031) bind the same. Adapters made with lazyAdapter are downloaded (with their contract
 * schemas) on their first call: a guest never loads the cart's, a shopper loads the orders' only on an
 * order page.
 */
export function httpGateways(http: HttpClient, language?: () => Language): ApiGateways {
  return {
    profileGateway: lazyAdapter<ProfileGateway>(async () => new (await modules.profile()).HttpProfileGateway(http)),
    countryGateway: new HttpCountryGateway(http),
    currencyGateway: new HttpCurrencyGateway(http),
    contactInfoGateway: new HttpContactInfoGateway(http),
    categoryGateway: new HttpCategoryGateway(http),
    notificationGateway: lazyAdapter<NotificationGateway>(async () => new (await modules.notification()).HttpNotificationGateway(http, language)),
    accountGateway: lazyAdapter<AccountGateway>(async () => new (await modules.account()).HttpAccountGateway(http)),
    phoneGateway: lazyAdapter<PhoneGateway>(async () => new (await modules.phone()).HttpPhoneGateway(http)),
    contactMessageGateway: lazyAdapter<ContactMessageGateway>(async () => new (await modules.contactMessage()).HttpContactMessageGateway(http)),
    dataDeletionGateway: lazyAdapter<DataDeletionGateway>(async () => new (await modules.dataDeletion()).HttpDataDeletionGateway(http)),
    catalogueGateway: new HttpCatalogueGateway(http),
    cartGateway: lazyAdapter<CartGateway>(async () => new (await modules.cart()).HttpCartGateway(http)),
    favouritesGateway: lazyAdapter<FavouritesGateway>(async () => new (await modules.favourites()).HttpFavouritesGateway(http)),
    orderGateway: lazyAdapter<OrderGateway>(async () => new (await modules.order()).HttpOrderGateway(http)),
    refundGateway: lazyAdapter<RefundGateway>(async () => new (await modules.refund()).HttpRefundGateway(http)),
    adminOrdersGateway: lazyAdapter<AdminOrdersGateway>(async () => new (await modules.admin()).HttpAdminOrdersGateway(http)),
    adminRefundsGateway: lazyAdapter<AdminRefundsGateway>(async () => new (await modules.admin()).HttpAdminRefundsGateway(http)),
    adminShoppersGateway: lazyAdapter<AdminShoppersGateway>(async () => new (await modules.admin()).HttpAdminShoppersGateway(http)),
    adminCatalogueGateway: lazyAdapter<AdminCatalogueGateway>(async () => new (await modules.admin()).HttpAdminCatalogueGateway(http)),
  };
}
