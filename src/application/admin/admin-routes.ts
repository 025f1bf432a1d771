// The operator console's pages (issue 29, docs/adr/0054): the storefront's route table has one entry for
// the whole console ('/admin/*'), whose screen draws these. Kept here, in the console's own chunk, so a
// shopper's first load carries none of them.
export const ADMIN_PAGES = {
  orders: '/admin',
  order: '/admin/orders/:id',
  refunds: '/admin/refunds',
  refund: '/admin/refunds/:id',
  shoppers: '/admin/shoppers',
  shopper: '/admin/shoppers/:id',
  // The catalogue (ADR 0055).
  products: '/admin/products',
  productNew: '/admin/products/new',
  product: '/admin/products/:id',
} as const;

export type AdminPage = keyof typeof ADMIN_PAGES;

type ParamName<P extends string> = P extends `${string}:${infer Name}` ? Name : never;
type ParamsOf<N extends AdminPage> = [ParamName<(typeof ADMIN_PAGES)[N]>] extends [never] ? [] : [params: { readonly [K in ParamName<(typeof ADMIN_PAGES)[N]>]: number }];

/** A console page's path: adminHref('refund', { id: 3 }) is '/admin/refunds/3'. */
export function adminHref<N extends AdminPage>(page: N, ...[params]: ParamsOf<N>): string {
  const values: Readonly<Record<string, number>> = params ?? {};
  return ADMIN_PAGES[page].replace(/:(\w+)/g, (_, key: string) => String(values[key] ?? ''));
}

/** The path of a console page relative to the console ('refunds/:id'), as its section's router writes it. */
export const adminRoutePath = (page: AdminPage): string => ADMIN_PAGES[page].replace(/^\/admin\/?/, '');
