import type { i18n as I18n } from 'i18next';
import type { Container } from 'inversify';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { AuthStore } from '@/application/account';
import { CountryStore } from '@/application/country';
import { shopperPageRestored, shopperPageTakenOver } from '@/application/shopper/shopper-page-state';
import { FrameStore } from '@/application/frame/frame-store';
import { Ports } from '@/application/ports';
import { loadRemainingNamespaces, resolve, startServiceWorker } from '@/infrastructure/app/container';
import { App, storesReadyForPage, type AppRouter } from './app';
import { contentPainted } from './deferred';
import { createRoutes } from './routes';
import { nextTask } from './next-task';
import { documentOpenedOn } from './scroll-keys';
import type { ServerRendered } from './server-rendered';
import { prepareFormats } from '../shared/format/format';
import { setHydratingServerPage } from '../shared/hydrate-later';

/** What main.tsx has started before the page's own module: the container, the translations, the server's page. */
export interface Started {
  container: Container;
  i18n: I18n;
  served: ServerRendered | null;
}

/**
 * Hydrates the server's page when it is the one this browser would draw; else draws it here. Every
 * step that can take a slow phone long is a task of its own (nextTask): the router's creation (its
 * routes, the first match, the first route's chunks asked for), the stores' start, the render.
 */
export async function drawPage({ container, i18n, served }: Started): Promise<void> {
  // Not in the task that evaluated this module.
  await nextTask();
  // The browser starts from the data the server's page was drawn from, and its routes wait for their
  // data once, so the first render is that same page.
  const language = i18n.resolvedLanguage ?? i18n.language;
  let hydrating = served !== null && served.language === language;
  if (served !== null && hydrating) resolve(container, Ports.dataCache).restore(served.cache);
  await nextTask();
  const router = createBrowserRouter(createRoutes(container, { awaitData: () => hydrating }));
  // A page opened by its address or reloaded opens at the top; back and forward restore (scroll-keys.ts).
  documentOpenedOn(router.state.location.key);
  // The route before the first render: FrameEffects reports it in a layout effect, which the frame's
  // observers see only after the first paint, so /shop was first drawn with the home page's overlay
  // header and no category strip, then moved <main> down 175 px (a layout shift of 0.21).
  container.get(FrameStore).routeChanged(router.state.location.pathname);
  await nextTask();
  if (hydrating) {
    // The server drew the page for whoever asked (docs/adr/0038): a signed-in shopper's page comes with
    // her and what it showed of hers (the header's counts, the page's lists), put back into the stores
    // first, so the page is taken over as it is. Another country's prices are another page: drawn here,
    // and so is a guest's page in a browser that holds a session the server did not see (a token kept
    // by an older storefront, traded for the cookie as the stores start).
    if (served?.shopper) {
      await shopperPageRestored((cls) => resolve(container, cls), served.shopper);
      await nextTask();
    }
    await storesReadyForPage(container);
    hydrating =
      served !== null &&
      container.get(CountryStore).selectedCountryId === served.countryId &&
      (served.shopper !== null || !container.get(AuthStore).signedIn);
  }
  if (hydrating) await routerReady(router);
  // The language's number format, in a task of its own too: its first is ~12 ms (prepareFormats).
  await nextTask();
  prepareFormats(resolve(container, Ports.languageSwitcher).current());
  // A task of its own for the render: start-up (the container, the translations, the stores) and
  // hydration would otherwise be one long task on a slow phone.
  await nextTask();
  const root = document.getElementById('root');
  if (root !== null) {
    const app = (
      <StrictMode>
        <App container={container} router={router} />
      </StrictMode>
    );
    // How this page was drawn, for the browser tests and for anyone looking: 'hydrated' or 'client'.
    document.documentElement.dataset.render = hydrating ? 'hydrated' : 'client';
    if (hydrating) {
      // Parts below the first screen keep the server's HTML until they come into view (HydrateLater).
      setHydratingServerPage(true);
      // In a transition, React hydrates in slices of a few milliseconds and lets the browser paint and
      // take taps in between (a tap hydrates its part first and is replayed), instead of one long task.
      startTransition(() => {
        hydrateRoot(root, app, {
          onRecoverableError: (error) => resolve(container, Ports.errorReporter).captureException(error, { action: 'hydrate' }),
        });
      });
    } else {
      // No page from the server, or not this shopper's: drawn here, replacing what the server sent.
      createRoot(root).render(app);
    }
  }
  // Navigations from here on draw their loading state at once while the data comes.
  if (hydrating && served?.shopper) untilTakenOver(router, () => shopperPageTakenOver((cls) => resolve(container, cls)));
  hydrating = false;
  // The translations the drawn page did not need, for the next screen.
  void loadRemainingNamespaces(i18n);
  // The cookies that tell the server how to draw the next page: nothing this page needs, so later.
  void contentPainted.then(async () => (await import('./server-hints')).rememberForTheServer(container));
  startServiceWorker(resolve(container, Ports.errorReporter), contentPainted);
}

/**
 * What the server drew a signed-in shopper's page with is fresh while the page is taken over: until
 * she goes to another page, or for half a minute, whichever comes first (docs/adr/0038).
 */
function untilTakenOver(router: AppRouter, ended: () => void): void {
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    stop();
    ended();
  };
  const stop = router.subscribe((state) => {
    if (state.navigation.state !== 'idle') end();
  });
  setTimeout(end, 30_000);
}

/** Settles when the router has the first route's chunk and data (its loaders have run). */
function routerReady(appRouter: AppRouter): Promise<void> {
  return new Promise((ready) => {
    if (appRouter.state.initialized) return ready();
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      ready();
    });
  });
}
