import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { countScreenCalls, parseRouteScreens, routeChunks } from '../../tooling/route-chunks';

const routesSource = readFileSync(new URL('../../src/ui/app/routes.tsx', import.meta.url), 'utf8');

describe('route chunks (the server preloads the screen of the route it is asked for)', () => {
  it('reads every screen route of routes.tsx, the not-found route aside', () => {
    const screens = parseRouteScreens(routesSource);
    expect(screens.length).toBe(countScreenCalls(routesSource) - 1);
    expect(screens).toContainEqual({ path: '/', module: 'src/ui/screens/home/home-screen' });
    expect(screens).toContainEqual({ path: '/shop', module: 'src/ui/screens/shop/shop-screen' });
    expect(screens).toContainEqual({ path: '/product/:id', module: 'src/ui/screens/product/product-screen' });
    expect(screens).toContainEqual({ path: '/cart', module: 'src/ui/screens/cart/cart-screen' });
    expect(screens.some((screen) => screen.path === '/*')).toBe(false);
  });

  it("lists a screen's chunk and what it imports, once each, without what the page loads anyway", () => {
    const chunks = [
      { fileName: 'assets/app-1.js', facadeModuleId: '/repo/src/ui/main.tsx', imports: [] },
      { fileName: 'assets/shop-screen-2.js', facadeModuleId: '/repo/src/ui/screens/shop/shop-screen.tsx', imports: ['assets/app-1.js', 'assets/grid-3.js', 'assets/card-4.js'] },
      { fileName: 'assets/grid-3.js', facadeModuleId: null, imports: ['assets/card-4.js', 'assets/app-1.js'] },
      { fileName: 'assets/card-4.js', facadeModuleId: null, imports: [] },
    ];
    const screens = [
      { path: '/shop', module: 'src/ui/screens/shop/shop-screen' },
      { path: '/gone', module: 'src/ui/screens/gone/gone-screen' },
    ];
    expect(routeChunks(screens, chunks, '/repo', new Set(['assets/app-1.js']))).toEqual({
      routes: [{ path: '/shop', files: ['/assets/shop-screen-2.js', '/assets/grid-3.js', '/assets/card-4.js'] }],
    });
  });
});
