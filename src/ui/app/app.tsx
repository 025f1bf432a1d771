import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { isValidElement, Suspense, useEffect, type ReactElement } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthStore } from '@/application/account';
import { CategoryStore } from '@/application/catalogue';
import { ContactInfoStore } from '@/application/content';
import { CountryStore } from '@/application/country';
import { NotificationStore } from '@/application/notifications';
import { RecoveryStore } from '@/application/frame/recovery-store';
import { AppUpdateRequiredScreen } from '@/ui/app/crash/recovery-screens';
import { ContainerProvider, useStore } from './container-context';
import { OfflineBanner } from './offline-banner';
import { deferred, useAfterFirstPaint } from './deferred';
import { setHydratingServerPage } from '@/ui/shared/hydrate-later';

// The toaster (sonner, about 10 kB) arrives after the first paint: the first toasts come from
// screens the shopper uses later, and sonner shows a toast raised before its toaster mounted.
const Toasts = deferred(async () => (await import('./toasts')).Toasts, { quiet: true });

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// Containers whose stores were started, and how: StrictMode runs effects twice in development, and
// each store's started() must run once. Hydration starts them before the first render (draw-page.tsx).
interface Started {
  /** Everything loaded, the session confirmed by the server included. */
  all: Promise<void>;
  /** What a page drawn by the server needs to be taken over: the remembered shopper, the country and its currency, the frame's data. */
  page: Promise<void>;
}
const started = new WeakMap<Container, Started>();

/** Settles when the promise does, either way: a store's failure is its own to show. */
const settle = (promise: Promise<unknown>): Promise<void> =>
  promise.then(
    () => undefined,
    () => undefined,
  );

function start(container: Container): Started {
  const running = started.get(container);
  if (running !== undefined) return running;
  const auth = container.get(AuthStore);
  // The contact details are the shopper's country's (issue 26): asked once her country is known.
  const frameData = Promise.all([
    container.get(CountryStore).started().then(() => container.get(ContactInfoStore).load()),
    container.get(CategoryStore).load(),
  ]);
  const all = settle(Promise.all([auth.started(), frameData, container.get(NotificationStore).started()]));
  // A token without a remembered shopper (the store's files were cleared, or written by another
  // version) says nothing of their country until the server answers: then that answer is waited for,
  // or it would change the page while it is being taken over.
  const page = settle(auth.restored.then((): Promise<unknown> => (auth.signedIn && auth.user === null ? all : frameData)));
  const both = { all, page };
  started.set(container, both);
  return both;
}

/** What the frame draws on every page, started once per container; settles when it is loaded. */
export function startStores(container: Container): Promise<void> {
  return start(container).all;
}

/**
 * Starts the stores (once) and settles when a server's page can be taken over: the shopper remembered
 * from the last visit (or the one the server's page was drawn for, docs/adr/0038) is put back and the
 * country's currency is known. The server's confirmation of the shopper (the profile) and the
 * notifications are not waited for: the page answers taps a round trip sooner.
 */
export function storesReadyForPage(container: Container): Promise<void> {
  return start(container).page;
}

/**
 * The whole page. In the browser the router is a browser router; the server's render
 * (src/ui/server/entry-server.tsx) hands its static router's element instead, so both draw the same tree.
 */
export function App({ container, router }: { container: Container; router: AppRouter | ReactElement }) {
  useEffect(() => void startStores(container), [container]);
  // The page answers taps from here on (hydrated, or drawn here): the browser tests wait for it.
  useEffect(() => {
    if (typeof document !== 'undefined') document.documentElement.dataset.interactive = 'true';
    // The first screen is hydrated: parts that waited (HydrateLater) hydrate at once when they come.
    setHydratingServerPage(false);
  }, []);
  const painted = useAfterFirstPaint();
  return (
    <ContainerProvider container={container}>
      <OfflineBanner />
      <Screens router={router} />
      {painted && (
        <Suspense fallback={null}>
          <Toasts.Component />
        </Suspense>
      )}
    </ContainerProvider>
  );
}

// A chunk failure anywhere with the retries exhausted: nothing of the old version can be trusted to
// draw, so 'App Update Required' replaces the whole page.
const Screens = observer(function Screens({ router }: { router: AppRouter | ReactElement }) {
  const recovery = useStore(RecoveryStore);
  if (recovery.status === 'update-required') return <AppUpdateRequiredScreen />;
  return isValidElement(router) ? router : <RouterProvider router={router} />;
});
