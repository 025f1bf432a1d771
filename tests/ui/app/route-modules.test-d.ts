// Type-level proof that a screen is referenced by import (issue 31, docs/adr/0057): `npm run typecheck`
// fails if any line below compiles, since an unused @ts-expect-error is an error. This file is checked,
// never run: Vite refuses to transform a module that imports a file that does not exist, which is the point.
import type { RouteName } from '../../../src/application/frame/route-table';
import { ROUTE_MODULES, type RouteModule } from '../../../src/ui/app/route-modules';

export const proofs = {
  // @ts-expect-error -- a typo in the screen's module.
  typo: { screen: () => import('@/ui/catalogue/shop/shop-scren').then((m) => m.ShopScreen) },
  // @ts-expect-error -- the module exports no such screen.
  wrongExport: { screen: () => import('@/ui/catalogue/shop/shop-screen').then((m) => m.ShopScren) },
} satisfies Record<string, RouteModule>;

// @ts-expect-error -- every page of the route table needs its module.
export const missingPages: Record<RouteName, RouteModule> = { home: ROUTE_MODULES.home };
