// Which status the storefront's page for a path answers with (issues 18 and 19): 404 when no route
// of the route table matches it, or when it names a product, category or brand the catalogue does not
// list (unknown, hidden, or not an id at all); 200 otherwise. The page itself is the same storefront
// page either way: the browser shows its 404 screen, and search engines do not index a soft 404.
// Pages behind sign-in cannot be judged from here (the access token lives in the browser), so they
// answer 200 and are marked noindex.
import type { CatalogueRepository } from '../repositories/catalogue-repository.js';

/** Whether the catalogue lists it: what the storefront's own calls would answer 404 for. */
export interface CatalogueLookup {
  product(id: number): Promise<boolean>;
  category(id: number): Promise<boolean>;
  brand(id: number): Promise<boolean>;
}

/** A route of the build's route list that matched, with the path's values for its parameters. */
export interface MatchedRoute {
  path: string;
  signIn: boolean;
  /** A guest's copy may be kept by a shared cache (the route table's `shareable`, docs/adr/0052); absent: never. */
  shareable?: boolean;
  params: readonly string[];
}

/** The routes whose parameter is a catalogue id, and which kind of thing it names. */
const CATALOGUE_PAGES: Readonly<Record<string, keyof CatalogueLookup>> = {
  '/product/:id': 'product',
  '/categories/:id': 'category',
  '/categories/products/:id': 'category',
  '/brands/products/:id': 'brand',
};

const MAX_ID = 2 ** 31 - 1;

/** A catalogue id as the API takes it: a positive whole number in PostgreSQL's integer range. */
export function catalogueId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}

/**
 * 404 for no route, or for a catalogue page whose id the catalogue does not list; 200 otherwise.
 * `match` undefined means the build listed no routes (an older build): nothing can be told, 200.
 */
export async function pageStatus(match: MatchedRoute | null | undefined, catalogue: CatalogueLookup | undefined): Promise<200 | 404> {
  if (match === undefined) return 200;
  if (match === null) return 404;
  const kind = CATALOGUE_PAGES[match.path];
  if (kind === undefined || catalogue === undefined) return 200;
  const id = catalogueId(match.params[0] ?? '');
  if (id === null) return 404;
  return (await catalogue[kind](id)) ? 200 : 404;
}

/** The lookup over the catalogue repository: listed means what GET /api/products/:id and the others would answer. */
export function catalogueLookup(catalogue: Pick<CatalogueRepository, 'listedSummaries' | 'categoryById' | 'brandById'>): CatalogueLookup {
  return {
    product: async (id) => (await catalogue.listedSummaries([id])).has(id),
    category: async (id) => (await catalogue.categoryById(id)) !== null,
    brand: async (id) => (await catalogue.brandById(id)) !== null,
  };
}

/**
 * Where an address a page had before now is (issue 26: an order's own page, /orders/{id}): /order-confirmation/{id}
 * and /account?order={id} (the notifications, mails and lists that still carry them) are sent there, the rest of
 * the query kept. Null for any other address.
 */
export function movedPagePath(url: string): string | null {
  const at = url.indexOf('?');
  const pathname = at === -1 ? url : url.slice(0, at);
  const params = new URLSearchParams(at === -1 ? '' : url.slice(at + 1));
  const rest = (without?: string) => {
    if (without !== undefined) params.delete(without);
    const text = params.toString();
    return text === '' ? '' : `?${text}`;
  };
  const confirmation = /^\/order-confirmation\/([^/]+)\/?$/i.exec(pathname);
  if (confirmation !== null) {
    const id = catalogueId(confirmation[1] ?? '');
    return id === null ? null : `/orders/${id}${rest()}`;
  }
  if (/^\/account\/?$/i.test(pathname) && params.has('order')) {
    const id = catalogueId(params.get('order') ?? '');
    return id === null ? null : `/orders/${id}${rest('order')}`;
  }
  return null;
}

/**
 * The one address of a matched page (issue 28): the route's own spelling with the path's values in
 * place, so /SHOP, /shop/ and /Product/282 are /shop and /product/282.
 */
export function canonicalPath(match: MatchedRoute): string {
  let index = 0;
  // A section ('/admin/*'): its own spelling, then the rest of the path as asked (its screen's pages).
  const section = match.path.endsWith('/*');
  const fixed = (section ? match.path.slice(0, -2) : match.path)
    .split('/')
    .map((part) => (part.startsWith(':') ? (match.params[index++] ?? '') : part))
    .join('/');
  return (section ? `${fixed}${match.params[index] ?? ''}` : fixed) || '/';
}
