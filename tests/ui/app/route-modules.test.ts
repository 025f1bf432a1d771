import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../../src/application/frame/route-table';
import { ROUTE_DATA as CATALOGUE_DATA } from '../../../src/application/catalogue/catalogue-route-data';
import { ROUTE_DATA as SHOPPER_DATA } from '../../../src/application/shopper/shopper-route-data';
import { NOT_FOUND_MODULE, ROUTE_MODULES, type RouteModule } from '../../../src/ui/app/route-modules';
import enCatalogue from '../../../locales/en/catalogue.json';
import arCatalogue from '../../../locales/ar/catalogue.json';

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
    // The pages that load data are the catalogue's and the signed-in ones their route data names, and the list pages.
    const named = new Set([...Object.keys(CATALOGUE_DATA), ...Object.keys(SHOPPER_DATA)]);
    const listPages = routeEntries().filter(([name]) => (ROUTE_MODULES[name] as RouteModule).list !== undefined).map(([name]) => name);
    expect(loaded.filter((page) => page.data === 'function').map((page) => page.name).toSorted()).toEqual([...named, ...listPages].toSorted());
    expect(listPages).toEqual(expect.arrayContaining(['shop', 'newArrivals']));
    expect(isComponent(await NOT_FOUND_MODULE.screen())).toBe(true);
  });

  it("give each list page drawn by the shared list screen its words, under catalogue:<route>, in both languages", async () => {
    const { ListPageScreen } = await import('../../../src/ui/catalogue/list-page/list-page-screen');
    const shared = [];
    for (const [name] of routeEntries()) {
      const module: RouteModule = ROUTE_MODULES[name];
      if (module.list !== undefined && (await module.screen()) === ListPageScreen) shared.push(name);
    }
    expect(shared).toContain('newArrivals');
    const missing = shared.flatMap((name) =>
      [enCatalogue, arCatalogue].flatMap((words, i) => {
        const page = (words as Record<string, unknown>)[name] as Record<string, unknown> | undefined;
        return ['title', 'metaTitle', 'metaDescription'].filter((key) => typeof page?.[key] !== 'string').map((key) => `${['en', 'ar'][i]}:${name}.${key}`);
      }),
    );
    expect(missing).toEqual([]);
  });
});
