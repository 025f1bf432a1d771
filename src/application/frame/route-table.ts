// Every page of the storefront (spec section 2), once: its path, whether it needs a signed-in
// shopper, whether the phone's bottom bar shows on it, and the screen module it loads. The router
// (src/ui/app/routes.tsx), the links (href), the frame rules (route-access.ts, bottom-nav.ts) and the
// build's route preloads (tooling/route-chunks.ts, joined with Vite's manifest) all read this table.
// It imports nothing, so the build configuration can read it too.

interface RouteEntry {
  /** As React Router writes it, from the root: '/', '/shop', '/product/:id'. */
  readonly path: string;
  /** The screen's module from the project root, without extension; it exports the screen as PascalCase of its file name. */
  readonly screen: string;
  /** Behind the login page for a guest (spec sections 1, 2 and 6). */
  readonly signIn: boolean;
  /** The phone's bottom bar stays hidden on the page (product details and checkout, as the spec lists). */
  readonly hidesBottomBar?: true;
  /**
   * The feature whose route data (src/application/<feature>/<feature>-route-data.ts) loads what the
   * page needs, on the server and on a navigation (docs/adr/0031). Without it the page needs only the frame's.
   */
  readonly data?: 'catalogue' | 'shopper';
  /**
   * A page behind sign-in: the translation namespaces its screen draws with beyond the frame's and
   * SIGNED_IN_PAGE_TRANSLATIONS. The
   * server draws only a skeleton there, so it cannot learn them by rendering; it sends them with it,
   * and the shopper's browser draws the page without waiting for its words (docs/adr/0031).
   */
  readonly translations?: readonly string[];
}

/** The namespaces every page is sent with: the frame's, and the error screens' (a failure after hydrating shows them). */
export const FRAME_TRANSLATIONS: readonly string[] = ['common', 'frame', 'errors'];

/**
 * What every page behind sign-in draws around its screen once the shopper is known, sent with its skeleton:
 * its title and description (pages), the signed-in frame's notices (cart's pending add, account's toasts).
 */
export const SIGNED_IN_PAGE_TRANSLATIONS: readonly string[] = ['pages', 'account', 'cart'];

// The spec names cart, favourites and account as needing an account. Checkout, notifications and
// the order pages (success, confirmation, refund) join them: every call behind them needs a bearer
// token, so a guest there would only meet empty screens or failures.
export const ROUTES = {
  home: { path: '/', screen: 'src/ui/catalogue/home/home-screen', signIn: false, data: 'catalogue' },
  homeDesktop: { path: '/home-desktop', screen: 'src/ui/catalogue/home-desktop/home-desktop-screen', signIn: false },
  emergency: { path: '/emergency', screen: 'src/ui/app/emergency/emergency-screen', signIn: false },
  shop: { path: '/shop', screen: 'src/ui/catalogue/shop/shop-screen', signIn: false, data: 'catalogue' },
  sales: { path: '/sales', screen: 'src/ui/catalogue/sales/sales-screen', signIn: false, data: 'catalogue' },
  categories: { path: '/categories', screen: 'src/ui/catalogue/categories/categories-screen', signIn: false, data: 'catalogue' },
  category: { path: '/categories/:id', screen: 'src/ui/catalogue/category/category-screen', signIn: false, data: 'catalogue' },
  categoryProducts: {
    path: '/categories/products/:id',
    screen: 'src/ui/catalogue/category-products/category-products-screen',
    signIn: false,
    data: 'catalogue',
  },
  contact: { path: '/contact', screen: 'src/ui/content/contact/contact-screen', signIn: false },
  login: { path: '/login', screen: 'src/ui/account/login/login-screen', signIn: false },
  signup: { path: '/signup', screen: 'src/ui/account/signup/signup-screen', signIn: false },
  loginPhone: { path: '/login/phone', screen: 'src/ui/account/phone-sign-in/phone-login-screen', signIn: false },
  signupPhone: { path: '/signup/phone', screen: 'src/ui/account/phone-sign-in/phone-signup-screen', signIn: false },
  verifyEmail: { path: '/verify-email', screen: 'src/ui/account/verify-email/verify-email-screen', signIn: false },
  newArrivals: { path: '/new', screen: 'src/ui/catalogue/new-arrivals/new-arrivals-screen', signIn: false, data: 'catalogue' },
  terms: { path: '/terms', screen: 'src/ui/content/terms/terms-screen', signIn: false },
  termsConditions: { path: '/terms-conditions', screen: 'src/ui/content/terms-conditions/terms-conditions-screen', signIn: false },
  privacyPolicy: { path: '/privacy-policy', screen: 'src/ui/content/privacy-policy/privacy-policy-screen', signIn: false },
  returnPolicy: { path: '/return-policy', screen: 'src/ui/content/return-policy/return-policy-screen', signIn: false },
  policies: { path: '/policies', screen: 'src/ui/content/policies/policies-screen', signIn: false },
  dataDeletion: { path: '/data-deletion', screen: 'src/ui/account/data-deletion/data-deletion-screen', signIn: false },
  product: { path: '/product/:id', screen: 'src/ui/catalogue/product/product-screen', signIn: false, hidesBottomBar: true, data: 'catalogue' },
  brands: { path: '/brands', screen: 'src/ui/catalogue/brands/brands-screen', signIn: false, data: 'catalogue' },
  brandProducts: { path: '/brands/products/:id', screen: 'src/ui/catalogue/brand-products/brand-products-screen', signIn: false, data: 'catalogue' },
  forgetPassword: { path: '/forget-password', screen: 'src/ui/account/forget-password/forget-password-screen', signIn: false },
  resetPassword: { path: '/reset-password', screen: 'src/ui/account/reset-password/reset-password-screen', signIn: false },
  sentryTest: { path: '/sentry-test', screen: 'src/ui/app/sentry-test/sentry-test-screen', signIn: false },
  faq: { path: '/faq', screen: 'src/ui/content/faq/faq-screen', signIn: false },
  about: { path: '/about', screen: 'src/ui/content/about/about-screen', signIn: false },
  download: { path: '/download', screen: 'src/ui/content/download/download-screen', signIn: false },
  cart: { path: '/cart', screen: 'src/ui/cart/cart/cart-screen', signIn: true, data: 'shopper', translations: ['cart', 'catalogue'] },
  favourites: { path: '/favourites', screen: 'src/ui/favourites/favourites/favourites-screen', signIn: true, data: 'shopper', translations: ['cart', 'catalogue'] },
  checkout: { path: '/checkout', screen: 'src/ui/orders/checkout/checkout-screen', signIn: true, data: 'shopper', hidesBottomBar: true, translations: ['orders'] },
  account: { path: '/account', screen: 'src/ui/account/account/account-screen', signIn: true, data: 'shopper', translations: ['account', 'content', 'orders'] },
  notifications: { path: '/notifications', screen: 'src/ui/notifications/notifications/notifications-screen', signIn: true, data: 'shopper', translations: ['account'] },
  orderSuccess: { path: '/order-success', screen: 'src/ui/orders/order-success/order-success-screen', signIn: true, translations: ['orders'] },
  orderConfirmation: {
    path: '/order-confirmation/:orderId',
    screen: 'src/ui/orders/order-confirmation/order-confirmation-screen',
    signIn: true,
    data: 'shopper',
    translations: ['orders', 'catalogue'],
  },
  refund: { path: '/refund/:orderId/:itemId', screen: 'src/ui/refunds/refund/refund-screen', signIn: true, data: 'shopper', translations: ['orders'] },
  adminOrders: { path: '/admin', screen: 'src/ui/admin/orders/admin-orders-screen', signIn: true, hidesBottomBar: true, translations: ['admin', 'orders'] },
  adminOrder: { path: '/admin/orders/:id', screen: 'src/ui/admin/order/admin-order-screen', signIn: true, hidesBottomBar: true, translations: ['admin', 'orders'] },
} as const satisfies Record<string, RouteEntry>;

/** The page for any path no route matches; it is not linked to, so it has no name in ROUTES. */
export const NOT_FOUND_SCREEN = 'src/ui/app/not-found-screen';

export type RouteName = keyof typeof ROUTES;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's path needs: `{ id }` for '/product/:id', nothing for '/shop'. */
export type RouteParams<N extends RouteName> = { readonly [K in ParamNames<(typeof ROUTES)[N]['path']>]: string | number };

type ParamsArgument<N extends RouteName> = [ParamNames<(typeof ROUTES)[N]['path']>] extends [never] ? [] : [params: RouteParams<N>];

/**
 * The path of a page, its parameters filled in: `href('product', { id: 3 })` is '/product/3'. A page
 * that does not exist, or a missing parameter, fails typecheck. Append a query or hash as needed.
 */
export function href<N extends RouteName>(name: N, ...[params]: ParamsArgument<N>): string {
  const values: Readonly<Record<string, string | number>> = params ?? {};
  return ROUTES[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

/** Every route with its name, in the table's order. */
export const routeEntries = (): [RouteName, RouteEntry][] => Object.entries(ROUTES) as [RouteName, RouteEntry][];
