import type { Container } from 'inversify';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
import { loadedOnce, resolve } from '@/infrastructure/app/container';
import { Frame } from '@/ui/frame/frame';
import { RequireLogin } from '@/ui/frame/require-login';
import { announceLoadFailure } from './chunk-recovery';
import { CrashScreen } from '@/ui/app/crash/crash-screen';
import { ChunkRecoveryScreen } from '@/ui/app/crash/recovery-screens';
import { LoadingScreen } from '@/ui/app/loading/loading-screen';
import { routeEntries, SIGNED_IN_PAGE_TRANSLATIONS, type RouteName } from '@/application/frame/route-table';
import type { ListPage } from '@/application/catalogue/product-list-store';
import { NOT_FOUND_MODULE, ROUTE_MODULES, type RouteModule } from './route-modules';

// Each screen is its own chunk, fetched when its route is first visited. A chunk that fails to load
// raises the preload-error event (chunk-recovery.ts): handled, the screen shows the recovery;
// otherwise the error goes on to the route's error element.
export const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    try {
      return { Component: await load() };
    } catch (error) {
      if (announceLoadFailure(error)) return { Component: ChunkRecoveryScreen };
      throw error;
    }
  },
});

export interface RouteOptions {
  /**
   * Whether a route's loader waits for its data: on the server and before hydrating, the page must
   * be drawn with it; on a navigation the screen draws its loading state at once while the data
   * comes beside its chunk (docs/adr/0031).
   */
  awaitData: () => boolean;
}

/** The route's loader: its route data, run against the container's stores. */
function dataLoader(container: Container, data: NonNullable<RouteModule['data']>, options: RouteOptions): LoaderFunction {
  return async ({ params, request }) => {
    const load = await data();
    const drawing = options.awaitData();
    const running = load((cls) => resolve(container, cls), { params, search: new URL(request.url).searchParams, drawing });
    if (drawing) await running;
    return null;
  };
}

/**
 * A new search on the same page (a filter, the sort, the next page) navigates at once, without
 * waiting for the loader: the screen asks for its list itself and draws it loading (a checkbox
 * shows its new state at the tap, not after the module with the route data has been imported).
 */
const samePageOnlyWhenItsPathChanges: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname;

/**
 * A route module's load, made once for the process: ROUTE_MODULES' functions are the same for every
 * container, and each server render builds one, so its screen and route data are imported once, not
 * on every render (an `import()` asked again still went through the module loader's hooks).
 */
const shared = new Map<() => Promise<unknown>, () => Promise<unknown>>();
function sharedLoad<T>(load: () => Promise<T>): () => Promise<T> {
  let once = shared.get(load);
  if (once === undefined) {
    once = loadedOnce(load);
    shared.set(load, once);
  }
  return once as () => Promise<T>;
}

/**
 * What a route carries: for the server's render, the translations a page behind sign-in is sent with (its
 * screen's, and what every such page draws); for a list page's screen, its name and list (useListPage).
 */
export interface PageHandle {
  translations?: readonly string[];
  list?: { name: RouteName; page: ListPage };
}

const pages = (container: Container, options: RouteOptions, signIn: boolean): RouteObject[] =>
  routeEntries().flatMap(([name, route]) => {
    if (route.signIn !== signIn) return [];
    const module: RouteModule = ROUTE_MODULES[name];
    const page = {
      ...screen(sharedLoad(module.screen)),
      ...(module.data === undefined ? {} : { loader: dataLoader(container, sharedLoad(module.data), options), shouldRevalidate: samePageOnlyWhenItsPathChanges }),
      // The server sends these translations with the page's skeleton (entry-server.tsx).
      handle: {
        ...(module.translations === undefined ? {} : { translations: module.translations }),
        ...(module.list === undefined ? {} : { list: { name, page: module.list } }),
      } satisfies PageHandle,
    };
    return [route.path === '/' ? { index: true as const, ...page } : { path: route.path.slice(1), ...page }];
  });

/**
 * Every route of the route table; the pages that need an account sit under RequireLogin. A page with
 * route data loads it in its loader, against this container's stores.
 */
export function createRoutes(container: Container, options: RouteOptions = { awaitData: () => false }): RouteObject[] {
  return [
    {
      Component: Frame,
      HydrateFallback: LoadingScreen,
      errorElement: <CrashScreen standalone />,
      children: [
        {
          errorElement: <CrashScreen />,
          children: [
            ...pages(container, options, false),
            { Component: RequireLogin, handle: { translations: SIGNED_IN_PAGE_TRANSLATIONS } satisfies PageHandle, children: pages(container, options, true) },
            { path: '*', ...screen(NOT_FOUND_MODULE.screen) },
          ],
        },
      ],
    },
  ];
}
