import { cleanup, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FRAME_TRANSLATIONS, routeEntries, SIGNED_IN_PAGE_TRANSLATIONS } from '../../../src/application/frame/route-table';
import type { Fakes } from '../../../src/infrastructure/app/test-container';
import { InMemoryCartGateway } from '../../../src/infrastructure/cart/in-memory-cart-gateway';
import { InMemoryCatalogueGateway } from '../../../src/infrastructure/catalogue/in-memory-catalogue-gateway';
import { ROUTE_MODULES, type RouteModule } from '../../../src/ui/app/route-modules';
import { productDetailsFactory, variantFactory } from '../../factories/product-factory';
import { signedIn } from '../support/accounts';
import { renderApp } from '../support/render-app';

/** The namespaces drawn with since the last reset (react-i18next reports each useTranslation's). */
function usedSince(reset: boolean): string[] {
  const report = (i18next as unknown as { reportNamespaces?: { usedNamespaces: Record<string, boolean> } }).reportNamespaces;
  if (report === undefined) return [];
  if (reset) report.usedNamespaces = {};
  return Object.keys(report.usedNamespaces);
}

/** The cart with a line in it (a line draws its colour with the catalogue's words). */
async function withCart(): Promise<Partial<Fakes>> {
  const variant = variantFactory.build({ variantId: 81, color: 'white', stock: 4 });
  const catalogueGateway = new InMemoryCatalogueGateway({ products: [productDetailsFactory.build({ id: 8, variants: [variant] })] });
  const cartGateway = new InMemoryCartGateway(catalogueGateway);
  await cartGateway.add(81, 1);
  return { catalogueGateway, cartGateway };
}

const translationsOf = (module: RouteModule): readonly string[] => module.translations ?? [];

const samplePaths: Record<string, string> = { '/orders/:orderId': '/orders/4', '/refund/:orderId/:itemId': '/refund/4/41' };

afterEach(cleanup);

// The server draws a page behind sign-in as the frame and a skeleton (it cannot read the token), and
// sends the frame's translations with the namespaces the page's route module lists (route-modules.ts): the
// shopper's browser then draws the page over the skeleton without a round trip for its words.
describe('the translations a page behind sign-in is sent with', () => {
  for (const [name, route] of routeEntries().filter(([, entry]) => entry.signIn)) {
    it(`${route.path}: every namespace it draws with, in both languages`, async () => {
      for (const lang of ['en', 'ar'] as const) {
        await renderApp('/', { lang, fakes: signedIn() });
        cleanup();
        usedSince(true);
        const fakes = { ...signedIn(), ...(name === 'cart' ? await withCart() : {}) };
        await renderApp(samplePaths[route.path] ?? route.path, { lang, fakes });
        await screen.findByRole('heading', { level: 1 }, { timeout: 8000 });
        await new Promise((settle) => setTimeout(settle, 100));
        const sent = new Set([...FRAME_TRANSLATIONS, ...SIGNED_IN_PAGE_TRANSLATIONS, ...translationsOf(ROUTE_MODULES[name])]);
        expect(usedSince(false).filter((namespace) => !sent.has(namespace)), `${name} (${lang})`).toEqual([]);
        cleanup();
      }
    });
  }
  it('lists only namespaces that exist', () => {
    const known = Object.keys(i18next.store.data.en ?? {});
    for (const module of Object.values<RouteModule>(ROUTE_MODULES)) for (const namespace of translationsOf(module)) expect(known).toContain(namespace);
    for (const namespace of SIGNED_IN_PAGE_TRANSLATIONS) expect(known).toContain(namespace);
  });
});
