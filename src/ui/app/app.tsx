import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AuthStore } from '@/application/stores/auth-store';
import { CategoryStore } from '@/application/stores/category-store';
import { ContactInfoStore } from '@/application/stores/contact-info-store';
import { CountryStore } from '@/application/stores/country-store';
import { NotificationStore } from '@/application/stores/notification-store';
import { RecoveryStore } from '@/application/stores/recovery-store';
import { AppUpdateRequiredScreen } from '@/ui/screens/crash/recovery-screens';
import { ContainerProvider, useStore } from './container-context';
import { OfflineBanner } from './offline-banner';
import { deferred, useAfterFirstPaint } from './deferred';

// The toaster (sonner, about 10 kB) arrives after the first paint: the first toasts come from
// screens the shopper uses later, and sonner shows a toast raised before its toaster mounted.
const Toasts = deferred(async () => (await import('./toasts')).Toasts, { quiet: true });

export type AppRouter = ReturnType<typeof createBrowserRouter>;

// Containers whose stores were started: StrictMode runs effects twice in development, and each
// store's started() must run once.
const started = new WeakSet<Container>();

function startStores(container: Container): void {
  if (started.has(container)) return;
  started.add(container);
  void container.get(AuthStore).started();
  void container.get(CountryStore).started();
  void container.get(CategoryStore).load();
  void container.get(ContactInfoStore).load();
  void container.get(NotificationStore).started();
}

export function App({ container, router }: { container: Container; router: AppRouter }) {
  useEffect(() => startStores(container), [container]);
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
const Screens = observer(function Screens({ router }: { router: AppRouter }) {
  const recovery = useStore(RecoveryStore);
  if (recovery.status === 'update-required') return <AppUpdateRequiredScreen />;
  return <RouterProvider router={router} />;
});
