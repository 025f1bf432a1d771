import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../../src/application/frame/route-table';
import { NOT_FOUND_MODULE, ROUTE_MODULES, type RouteModule } from '../../../src/ui/app/route-modules';

const isComponent = (value: unknown): boolean => typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

// A typo in a route module fails typecheck: route-modules.test-d.ts holds the proofs.
describe('route modules', () => {
  it("load each page's screen, and its route data where it has some", async () => {
    const loaded = [];
    for (const [name] of routeEntries()) {
      const module: RouteModule = ROUTE_MODULES[name];
      const data = module.data === undefined ? 'none' : typeof (await module.data());
      loaded.push({ name, screen: isComponent(await module.screen()), data });
    }
    expect(loaded.filter((page) => !page.screen || !['none', 'function'].includes(page.data))).toEqual([]);
    // The catalogue's pages and the signed-in ones load data: 17 of them.
    expect(loaded.filter((page) => page.data === 'function')).toHaveLength(17);
    expect(isComponent(await NOT_FOUND_MODULE.screen())).toBe(true);
  });
});
