// Every page of the storefront (spec section 2), once: its path, whether it needs a signed-in
// shopper and whether the phone's bottom bar shows on it. The links (href), the frame rules
// (route-access.ts, bottom-nav.ts), the router and the build's route preloads read this table; what each
// page is made of (its screen, its route data, its translations) the router imports by name from
// src/ui/app/route-modules.ts, which must name every route here (typecheck fails otherwise).
// It imports nothing, so the build configuration can read it too.

interface RouteEntry {
  /**
   * As React Router writes it, from the root: '/', '/shop', '/product/:id'. A path ending in '/*' is a
   * section: its screen draws the pages below it from its own table (the operator console, ADR 0054).
   */
  readonly path: string;
  /** Behind the login page for a guest (spec sections 1, 2 and 6). */
  readonly signIn: boolean;
  /** The phone's bottom bar stays hidden on the page (product details and checkout, as the spec lists). */
  readonly hidesBottomBar?: true;
  /**
   * A guest's copy of the page is the same for every guest of the same language and country, and its
   * address carries nothing of a shopper's own (no phone, e-mail or token): a shared cache (the proxy in
   * front, a CDN) may keep it for every guest (docs/adr/0052). A page without it is never kept by one.
   */
  readonly shareable?: true;
}

/** The namespaces every page is sent with: the frame's, and the error screens' (a failure after hydrating shows them). */
export const FRAME_TRANSLATIONS: readonly string[] = ['common', 'frame', 'errors'];

/**
 * What every page behind sign-in draws around its screen once the shopper is known, sent with its skeleton:
 * its title and description (pages), the signed-in frame's notices (cart's pending add, account's toasts).
 */
export const SIGNED_IN_PAGE_TRANSLATIONS: readonly string[] = ['pages', 'account', 'cart'];

// The spec names cart, favourites and account as needing an account. Checkout, notifications and
// the order pages (success, the order, refund) join them: every call behind them needs a bearer
// token, so a guest there would only meet empty screens or failures.
export const ROUTES = {
  home: { path: '/', signIn: false, shareable: true },
  homeDesktop: { path: '/home-desktop', signIn: false, shareable: true },
  emergency: { path: '/emergency', signIn: false },
  shop: { path: '/shop', signIn: false, shareable: true },
  sales: { path: '/sales', signIn: false, shareable: true },
  categories: { path: '/categories', signIn: false, shareable: true },
  category: { path: '/categories/:id', signIn: false, shareable: true },
  categoryProducts: { path: '/categories/products/:id', signIn: false, shareable: true },
  contact: { path: '/contact', signIn: false, shareable: true },
  login: { path: '/login', signIn: false },
  signup: { path: '/signup', signIn: false },
  loginPhone: { path: '/login/phone', signIn: false },
  signupPhone: { path: '/signup/phone', signIn: false },
  verifyEmail: { path: '/verify-email', signIn: false },
  newArrivals: { path: '/new', signIn: false, shareable: true },
  terms: { path: '/terms', signIn: false, shareable: true },
  termsConditions: { path: '/terms-conditions', signIn: false, shareable: true },
  privacyPolicy: { path: '/privacy-policy', signIn: false, shareable: true },
  returnPolicy: { path: '/return-policy', signIn: false, shareable: true },
  policies: { path: '/policies', signIn: false, shareable: true },
  dataDeletion: { path: '/data-deletion', signIn: false },
  product: { path: '/product/:id', signIn: false, hidesBottomBar: true, shareable: true },
  brands: { path: '/brands', signIn: false, shareable: true },
  brandProducts: { path: '/brands/products/:id', signIn: false, shareable: true },
  forgetPassword: { path: '/forget-password', signIn: false },
  resetPassword: { path: '/reset-password', signIn: false },
  sentryTest: { path: '/sentry-test', signIn: false },
  faq: { path: '/faq', signIn: false, shareable: true },
  about: { path: '/about', signIn: false, shareable: true },
  download: { path: '/download', signIn: false, shareable: true },
  cart: { path: '/cart', signIn: true },
  favourites: { path: '/favourites', signIn: true },
  checkout: { path: '/checkout', signIn: true, hidesBottomBar: true },
  account: { path: '/account', signIn: true },
  notifications: { path: '/notifications', signIn: true },
  orderSuccess: { path: '/order-success', signIn: true },
  // An order's own address (issue 26): notifications, the account's list and a checkout land here. The
  // addresses it had before (/order-confirmation/:orderId, /account?order=:orderId) are sent here
  // (server/src/http/page-status.ts movedPagePath).
  order: { path: '/orders/:orderId', signIn: true },
  refund: { path: '/refund/:orderId/:itemId', signIn: true },
  // The operator console (issue 29): one entry, its pages in src/application/admin/admin-routes.ts, loaded with its screen.
  admin: { path: '/admin/*', signIn: true, hidesBottomBar: true },
} as const satisfies Record<string, RouteEntry>;

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
  return ROUTES[name].path.replace(/\/\*$/, '').replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

/** Every route with its name, in the table's order. */
export const routeEntries = (): [RouteName, RouteEntry][] => Object.entries(ROUTES) as [RouteName, RouteEntry][];
