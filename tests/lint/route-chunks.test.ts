import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../src/application/frame/route-table';
import { dataModules, pageScripts, routeChunks, routeScreens, screenModules, type Manifest } from '../../tooling/route-chunks';

const ROUTE_MODULES_SOURCE = readFileSync(new URL('../../src/ui/app/route-modules.ts', import.meta.url), 'utf8');
const tableRoutes = () => routeScreens(routeEntries(), ROUTE_MODULES_SOURCE);

// As Vite writes .vite/manifest.json: keys are source paths (or '_name.js' for shared chunks), and
// `imports` names other keys.
const manifest: Manifest = {
  'index.html': { file: 'assets/app-1.js', src: 'index.html', isEntry: true, imports: ['_i18n-5.js'] },
  '_i18n-5.js': { file: 'assets/i18n-5.js' },
  'src/ui/catalogue/shop/shop-screen.tsx': {
    file: 'assets/shop-screen-2.js',
    src: 'src/ui/catalogue/shop/shop-screen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_grid-3.js', '_card-4.js'],
  },
  '_grid-3.js': { file: 'assets/grid-3.js', imports: ['_card-4.js', '_i18n-5.js'] },
  '_card-4.js': { file: 'assets/card-4.js' },
};

describe('route chunks (the server preloads the screen of the route it is asked for)', () => {
  it("lists a screen's chunk and what it imports, once each, without what the page loads anyway; every route, with its sign-in flag", () => {
    const routes = [
      { path: '/shop', screen: 'src/ui/catalogue/shop/shop-screen', signIn: false },
      { path: '/gone', screen: 'src/ui/gone/gone-screen', signIn: true },
    ];
    expect(routeChunks(routes, manifest, [])).toEqual({
      routes: [
        { path: '/shop', signIn: false, files: ['/assets/shop-screen-2.js', '/assets/grid-3.js', '/assets/card-4.js'] },
        { path: '/gone', signIn: true, files: [] },
      ],
    });
  });

  it("lists first, on every route, the chunk the entry loads for every page (the page's own module) and what it imports", () => {
    const started: Manifest = {
      ...manifest,
      'src/ui/app/draw-page.tsx': { file: 'assets/draw-page-7.js', isDynamicEntry: true, imports: ['index.html', '_react-8.js'] },
      '_react-8.js': { file: 'assets/react-8.js' },
      'src/ui/catalogue/shop/shop-screen.tsx': {
        file: 'assets/shop-screen-2.js',
        src: 'src/ui/catalogue/shop/shop-screen.tsx',
        isDynamicEntry: true,
        imports: ['index.html', '_react-8.js', '_card-4.js'],
      },
    };
    const routes = [
      { path: '/shop', screen: 'src/ui/catalogue/shop/shop-screen' },
      { path: '/gone', screen: 'src/ui/gone/gone-screen' },
    ];
    expect(routeChunks(routes, started, [], ['src/ui/app/draw-page'])).toEqual({
      routes: [
        { path: '/shop', signIn: false, files: ['/assets/draw-page-7.js', '/assets/react-8.js', '/assets/shop-screen-2.js', '/assets/card-4.js'] },
        { path: '/gone', signIn: false, files: ['/assets/draw-page-7.js', '/assets/react-8.js'] },
      ],
    });
    expect(() => routeChunks(routes, manifest, [], ['src/ui/app/draw-page'])).toThrow(/draw-page/);
  });

  it('finds a screen only as a lazily loaded chunk, never a module the entry pulls in', () => {
    const eager: Manifest = { 'src/ui/app/main.tsx': { file: 'assets/app-1.js', isEntry: true } };
    expect(routeChunks([{ path: '/', screen: 'src/ui/app/main' }], eager, [])).toEqual({ routes: [{ path: '/', signIn: false, files: [] }] });
  });

  it('lists every route of the route table, so the server can tell an unknown path', () => {
    const listed = routeChunks(tableRoutes(), manifest, []).routes;
    expect(listed.map((route) => route.path)).toEqual(routeEntries().map(([, route]) => route.path));
    expect(listed.find((route) => route.path === '/cart')?.signIn).toBe(true);
  });

  it("leaves out the scripts index.html loads, where the manifest marks no entry (the '$initial' chunk group)", () => {
    const grouped: Manifest = {
      '_app-1.js': { file: 'assets/app-1.js', imports: ['_runtime-0.js'] },
      '_runtime-0.js': { file: 'assets/runtime-0.js' },
      'src/ui/content/faq/faq-screen.tsx': { file: 'assets/faq-screen-6.js', isDynamicEntry: true, imports: ['_app-1.js', '_card-4.js'] },
      '_card-4.js': { file: 'assets/card-4.js' },
    };
    const html = '<script type="module" crossorigin src="/assets/app-1.js"></script><link rel="modulepreload" crossorigin href="/assets/runtime-0.js">';
    expect(pageScripts(html)).toEqual(['assets/app-1.js', 'assets/runtime-0.js']);
    expect(routeChunks([{ path: '/faq', screen: 'src/ui/content/faq/faq-screen' }], grouped, pageScripts(html))).toEqual({
      routes: [{ path: '/faq', signIn: false, files: ['/assets/faq-screen-6.js', '/assets/card-4.js'] }],
    });
  });

  it('reads every route\'s screen module from the route modules, as the build does, each one on disk', () => {
    const routes = tableRoutes();
    expect(routes.find((route) => route.path === '/product/:id')).toEqual({
      path: '/product/:id',
      signIn: false,
      hidesBottomBar: true,
      shareable: true,
      screen: 'src/ui/catalogue/product/product-screen',
      data: 'src/application/catalogue/catalogue-route-data',
    });
    expect(routes.find((route) => route.path === '/cart')?.data).toBe('src/application/shopper/shopper-route-data');
    expect(routes.find((route) => route.path === '/shop')?.data).toBe('src/application/catalogue/catalogue-route-data');
    expect(routes.find((route) => route.path === '/login')?.data).toBeUndefined();
    const missing = routes.filter((route) => !existsSync(new URL(`../../${route.screen}.tsx`, import.meta.url)));
    expect(missing).toEqual([]);
  });

  it("finds each route's data module: a direct import, a helper's call, or a helper's spread", () => {
    const source = `
      const catalogueData = (page) => async () => (await import('@/application/catalogue/catalogue-route-data')).ROUTE_DATA[page];
      const listOf = (list) => ({ list, data: async () => (await import('@/application/catalogue/catalogue-route-data')).listData(list) });
      export const ROUTE_MODULES = {
        home: { screen: () => import('@/ui/catalogue/home/home-screen'), data: catalogueData('home') },
        shop: { screen: () => import('@/ui/catalogue/shop/shop-screen'), ...listOf({ scope: { kind: 'all' } }) },
        cart: { screen: () => import('@/ui/cart/cart/cart-screen'), data: () => import('@/application/shopper/shopper-route-data') },
        login: { screen: () => import('@/ui/account/login/login-screen') },
      };`;
    expect(dataModules(source)).toEqual({
      home: 'src/application/catalogue/catalogue-route-data',
      shop: 'src/application/catalogue/catalogue-route-data',
      cart: 'src/application/shopper/shopper-route-data',
    });
  });

  it("lists a route's data chunk and what it imports after its screen's, once each", () => {
    const withData: Manifest = {
      ...manifest,
      'src/application/catalogue/catalogue-route-data.ts': { file: 'assets/catalogue-route-data-9.js', isDynamicEntry: true, imports: ['_card-4.js', '_query-10.js'] },
      '_query-10.js': { file: 'assets/query-10.js' },
    };
    const routes = [{ path: '/shop', screen: 'src/ui/catalogue/shop/shop-screen', data: 'src/application/catalogue/catalogue-route-data' }];
    expect(routeChunks(routes, withData, [])).toEqual({
      routes: [
        {
          path: '/shop',
          signIn: false,
          files: ['/assets/shop-screen-2.js', '/assets/grid-3.js', '/assets/card-4.js', '/assets/catalogue-route-data-9.js', '/assets/query-10.js'],
        },
      ],
    });
  });

  it('finds each screen import whatever the entry carries beside it, and refuses a route without one', () => {
    const source = `
      export const ROUTE_MODULES = {
        shop: { screen: () => import('@/ui/catalogue/shop/shop-screen').then((m) => m.ShopScreen), data: catalogueData('shop') },
        'cart': {
          data: () => import('@/application/shopper/shopper-route-data').then((m) => m.ROUTE_DATA.cart),
          screen: async () => (await import('@/ui/cart/cart/cart-screen')).CartScreen,
        },
      } satisfies Record<RouteName, RouteModule>;
      export const OTHER = { faq: { screen: () => import('@/ui/content/faq/faq-screen') } };`;
    expect(screenModules(source)).toEqual({ shop: 'src/ui/catalogue/shop/shop-screen', cart: 'src/ui/cart/cart/cart-screen' });
    expect(() => routeScreens([['faq', { path: '/faq', signIn: false }]], source)).toThrow(/no screen for the route faq/);
    expect(() => screenModules("export const ROUTE_MODULES = { faq: { screen: () => import('./faq-screen') } };")).toThrow(/'@\/…'/);
    expect(() => screenModules('export const ROUTE_MODULES = { faq: { screen: loadFaq } };')).toThrow(/faq imports no screen module/);
  });
});
