import type { RouteName } from './route-table';

/** What a route's data needs to know of the address: its parameters and its query. */
export interface RouteDataRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly search: URLSearchParams;
  /**
   * True when the page is drawn from this data before anything runs (the server's render, the browser
   * before it hydrates); false on a navigation, where a screen that loads its own data on opening needs none.
   */
  readonly drawing?: boolean;
}

/** Hands out the container's stores by class (resolve). */
export type Resolver = <T>(cls: abstract new (deps: never) => T) => T;

/**
 * What a route's screen needs before it can draw its page, loaded into the stores (and through them
 * into the one data cache). The same function runs on the server before it renders the page, in the
 * browser before it hydrates it, and on a client-side navigation beside the screen's chunk
 * ("data is fetched by the route", issue 18, docs/adr/0031). It never throws: a failure is the
 * store's state, drawn by the screen.
 */
export type RouteData = (get: Resolver, request: RouteDataRequest) => Promise<unknown>;

/** One feature's route data, by route name. */
export type RouteDataTable = Partial<Readonly<Record<RouteName, RouteData>>>;

/** A positive whole id from a route parameter, or null (the screen then shows its 404). */
export function routeId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id >= 1 ? id : null;
}
