// What each page of the route table (src/application/frame/route-table.ts) is made of, by import
// (issue 31, docs/adr/0057): its screen, loaded as a chunk of its own when the route is first visited;
// the route data that loads what the screen draws, fetched beside that chunk (docs/adr/0031); and, behind
// sign-in, the translations the server sends with the page's skeleton. A route without its module, a
// module path that does not exist or a screen that is not exported fails typecheck. The build reads the
// screens' imports from this file for the route preloads (tooling/route-chunks.ts): keep each one a
// literal `import('…')` in its route's `screen`.
import type { ComponentType } from 'react';
import type { RouteData } from '@/application/frame/route-data';
import type { ListPage } from '@/application/catalogue/product-list-store';
import type { RouteName } from '@/application/frame/route-table';
import { NotFoundScreen } from '@/ui/app/not-found-screen';

export interface RouteModule {
  /** The page's screen, from its module. */
  readonly screen: () => Promise<ComponentType>;
  /** What the page needs before it can be drawn, run by the route's loader; without it the page needs only the frame's. */
  readonly data?: () => Promise<RouteData>;
  /**
   * A page behind sign-in: the translation namespaces its screen draws with beyond the frame's and
   * SIGNED_IN_PAGE_TRANSLATIONS. The server draws only a skeleton there, so it cannot learn them by
   * rendering; it sends them with it, and the shopper's browser draws the page without waiting for its words.
   */
  readonly translations?: readonly string[];
  /**
   * A list page: the list it shows (which products, and its own default sort). Its route data loads the
   * list its address names, and its screen reads it from the route (useListPage). The shared list screen
   * (src/ui/catalogue/list-page/list-page-screen.tsx) draws it with the words under catalogue:<route>.
   */
  readonly list?: ListPage;
}

type CataloguePage = keyof typeof import('@/application/catalogue/catalogue-route-data').ROUTE_DATA;
type ShopperPage = keyof typeof import('@/application/shopper/shopper-route-data').ROUTE_DATA;

/** A catalogue page's data (src/application/catalogue/catalogue-route-data.ts). */
const catalogueData = (page: CataloguePage) => async (): Promise<RouteData> =>
  (await import('@/application/catalogue/catalogue-route-data')).ROUTE_DATA[page];

/** A list page: its list, and the route data that loads the list its address names. */
const listOf = (list: ListPage) => ({
  list,
  data: async (): Promise<RouteData> => (await import('@/application/catalogue/catalogue-route-data')).listData(list),
});

/** A signed-in page's data, for the server's render of her page and its hydration (src/application/shopper/shopper-route-data.ts). */
const shopperData = (page: ShopperPage) => async (): Promise<RouteData> => (await import('@/application/shopper/shopper-route-data')).ROUTE_DATA[page];

export const ROUTE_MODULES = {
  home: { screen: () => import('@/ui/catalogue/home/home-screen').then((m) => m.HomeScreen), data: catalogueData('home') },
  homeDesktop: { screen: () => import('@/ui/catalogue/home-desktop/home-desktop-screen').then((m) => m.HomeDesktopScreen) },
  emergency: { screen: () => import('@/ui/app/emergency/emergency-screen').then((m) => m.EmergencyScreen) },
  shop: { screen: () => import('@/ui/catalogue/shop/shop-screen').then((m) => m.ShopScreen), ...listOf({ scope: { kind: 'all' } }) },
  sales: { screen: () => import('@/ui/catalogue/sales/sales-screen').then((m) => m.SalesScreen), data: catalogueData('sales') },
  categories: { screen: () => import('@/ui/catalogue/categories/categories-screen').then((m) => m.CategoriesScreen), data: catalogueData('categories') },
  category: { screen: () => import('@/ui/catalogue/category/category-screen').then((m) => m.CategoryScreen), data: catalogueData('category') },
  categoryProducts: {
    screen: () => import('@/ui/catalogue/category-products/category-products-screen').then((m) => m.CategoryProductsScreen),
    data: catalogueData('categoryProducts'),
  },
  contact: { screen: () => import('@/ui/content/contact/contact-screen').then((m) => m.ContactScreen) },
  login: { screen: () => import('@/ui/account/login/login-screen').then((m) => m.LoginScreen) },
  signup: { screen: () => import('@/ui/account/signup/signup-screen').then((m) => m.SignupScreen) },
  loginPhone: { screen: () => import('@/ui/account/phone-sign-in/phone-login-screen').then((m) => m.PhoneLoginScreen) },
  signupPhone: { screen: () => import('@/ui/account/phone-sign-in/phone-signup-screen').then((m) => m.PhoneSignupScreen) },
  verifyEmail: { screen: () => import('@/ui/account/verify-email/verify-email-screen').then((m) => m.VerifyEmailScreen) },
  newArrivals: { screen: () => import('@/ui/catalogue/list-page/list-page-screen').then((m) => m.ListPageScreen), ...listOf({ scope: { kind: 'all' }, newOnly: true }) },
  terms: { screen: () => import('@/ui/content/terms/terms-screen').then((m) => m.TermsScreen) },
  termsConditions: { screen: () => import('@/ui/content/terms-conditions/terms-conditions-screen').then((m) => m.TermsConditionsScreen) },
  privacyPolicy: { screen: () => import('@/ui/content/privacy-policy/privacy-policy-screen').then((m) => m.PrivacyPolicyScreen) },
  returnPolicy: { screen: () => import('@/ui/content/return-policy/return-policy-screen').then((m) => m.ReturnPolicyScreen) },
  policies: { screen: () => import('@/ui/content/policies/policies-screen').then((m) => m.PoliciesScreen) },
  dataDeletion: { screen: () => import('@/ui/account/data-deletion/data-deletion-screen').then((m) => m.DataDeletionScreen) },
  product: { screen: () => import('@/ui/catalogue/product/product-screen').then((m) => m.ProductScreen), data: catalogueData('product') },
  brands: { screen: () => import('@/ui/catalogue/brands/brands-screen').then((m) => m.BrandsScreen), data: catalogueData('brands') },
  brandProducts: { screen: () => import('@/ui/catalogue/brand-products/brand-products-screen').then((m) => m.BrandProductsScreen), data: catalogueData('brandProducts') },
  forgetPassword: { screen: () => import('@/ui/account/forget-password/forget-password-screen').then((m) => m.ForgetPasswordScreen) },
  resetPassword: { screen: () => import('@/ui/account/reset-password/reset-password-screen').then((m) => m.ResetPasswordScreen) },
  sentryTest: { screen: () => import('@/ui/app/sentry-test/sentry-test-screen').then((m) => m.SentryTestScreen) },
  faq: { screen: () => import('@/ui/content/faq/faq-screen').then((m) => m.FaqScreen) },
  about: { screen: () => import('@/ui/content/about/about-screen').then((m) => m.AboutScreen) },
  download: { screen: () => import('@/ui/content/download/download-screen').then((m) => m.DownloadScreen) },
  cart: { screen: () => import('@/ui/cart/cart/cart-screen').then((m) => m.CartScreen), data: shopperData('cart'), translations: ['cart', 'catalogue'] },
  favourites: {
    screen: () => import('@/ui/favourites/favourites/favourites-screen').then((m) => m.FavouritesScreen),
    data: shopperData('favourites'),
    translations: ['cart', 'catalogue'],
  },
  checkout: { screen: () => import('@/ui/orders/checkout/checkout-screen').then((m) => m.CheckoutScreen), data: shopperData('checkout'), translations: ['orders'] },
  account: {
    screen: () => import('@/ui/account/account/account-screen').then((m) => m.AccountScreen),
    data: shopperData('account'),
    translations: ['account', 'content', 'orders'],
  },
  notifications: {
    screen: () => import('@/ui/notifications/notifications/notifications-screen').then((m) => m.NotificationsScreen),
    data: shopperData('notifications'),
    translations: ['account'],
  },
  orderSuccess: { screen: () => import('@/ui/orders/order-success/order-success-screen').then((m) => m.OrderSuccessScreen), translations: ['orders'] },
  order: {
    screen: () => import('@/ui/orders/order/order-screen').then((m) => m.OrderScreen),
    data: shopperData('order'),
    translations: ['orders', 'catalogue'],
  },
  refund: { screen: () => import('@/ui/refunds/refund/refund-screen').then((m) => m.RefundScreen), data: shopperData('refund'), translations: ['orders'] },
  // The operator console: one section screen drawing its pages from src/application/admin/admin-routes.ts (ADR 0054).
  admin: { screen: () => import('@/ui/admin/admin-screen').then((m) => m.AdminScreen), translations: ['admin', 'admin-catalogue', 'orders'] },
} satisfies Record<RouteName, RouteModule>;

/** The page for any path no route matches: in the first load already (the crash screen and several screens draw it), so not a chunk of its own. */
export const NOT_FOUND_MODULE: RouteModule = { screen: () => Promise.resolve(NotFoundScreen) };
