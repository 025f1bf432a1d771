import { act, render, screen as view, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { CHUNK_RETRY_STORAGE_KEY, serializeRetryState } from '../../../src/application/frame/chunk-retry';
import { InMemoryConnectivity } from '../../../src/infrastructure/shared/in-memory-connectivity';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { MANUAL_CLOCK_START_MS } from '../../../src/infrastructure/shared/manual-clock';
import { createTestContainer, type Fakes } from '../../../src/infrastructure/app/test-container';
import { App } from '../../../src/ui/app/app';
import { listenForChunkFailures } from '../../../src/ui/app/chunk-recovery';
import { screen as lazyScreen } from '../../../src/ui/app/routes';
import { RecoveryStore } from '../../../src/application/frame/recovery-store';
import { CrashScreen } from '../../../src/ui/app/crash/crash-screen';
import type { Language } from '../../../src/domain/shared/language';
import { renderApp } from '../support/render-app';
import { switchLanguage } from '../support/i18n';

function Boom(): never {
  throw new Error('boom');
}

const chunkFailure = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/shop-1a2b.js'));

// The app over a small route table under the real error element, at `path`.
async function renderRoutes(children: RouteObject[], path: string, options: { lang?: Language; fakes?: Partial<Fakes> } = {}) {
  await switchLanguage(options.lang ?? 'en');
  const { container, fakes } = createTestContainer(options.fakes);
  const stop = listenForChunkFailures(container.get(RecoveryStore));
  stops.push(stop);
  const router = createMemoryRouter([{ errorElement: <CrashScreen standalone />, children: [{ errorElement: <CrashScreen />, children }] }], {
    initialEntries: [path],
  });
  render(<App container={container} router={router} />);
  return { container, fakes, user: userEvent.setup() };
}

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe("'Something went wrong'", () => {
  it('offers every action on the home page, and each does what it says', async () => {
    const { fakes, user } = await renderRoutes([{ index: true, Component: Boom }], '/');

    expect(await view.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    await user.click(view.getByRole('button', { name: 'Try Again' }));
    await user.click(view.getByRole('button', { name: 'Go to Home Page' }));
    await user.click(view.getByRole('button', { name: 'Try Emergency Page' }));
    await user.click(view.getByRole('button', { name: 'Open in New Tab' }));
    await user.click(view.getByRole('button', { name: 'Clear Cache & Reload' }));

    expect(fakes.pageControl.assigned).toEqual(['/', '/emergency']);
    expect(fakes.pageControl.newTabs).toBe(1);
    expect(fakes.cacheCleaner.caches).toEqual([]);
    expect(fakes.pageControl.reloads).toBe(2);
  });

  it('reports the crash with its route, and offers no emergency page away from home', async () => {
    const { fakes } = await renderRoutes([{ path: 'shop', Component: Boom }], '/shop');

    expect(await view.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Try Emergency Page' })).toBeNull();
    expect(fakes.errorReporter.reported.map((entry) => [String(entry.error), entry.context])).toContainEqual(['Error: boom', { route: '/shop' }]);
  });

  it('speaks Arabic', async () => {
    await renderRoutes([{ index: true, Component: Boom }], '/', { lang: 'ar' });

    expect(await view.findByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'جرّب صفحة الطوارئ' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'مسح الذاكرة المؤقتة وإعادة التحميل' })).toBeTruthy();
  });

  it('/sentry-test throws its test error, which is reported', async () => {
    const { fakes } = await renderApp('/sentry-test');

    expect(await view.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    // Reported from the crash screen's effect, which may run just after the heading is in place.
    await waitFor(() =>
      expect(fakes.errorReporter.reported.some((entry) => String(entry.error).includes('Sentry test error') && entry.context?.route === '/sentry-test')).toBe(
        true,
      ),
    );
  });
});

describe('a screen whose chunk fails to load', () => {
  it('reloads through the recovery (counted in session storage)', async () => {
    const { fakes } = await renderRoutes([{ path: 'shop', ...lazyScreen(chunkFailure) }], '/shop');

    expect(await view.findByText('Updating Dukkan…')).toBeTruthy();
    expect(fakes.sessionStorage.get(CHUNK_RETRY_STORAGE_KEY)).toContain('"count":1');
    await act(async () => {
      fakes.scheduler.advance(500);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it("asks for 'App Update Required' once the retries are exhausted, and 'Refresh App' clears the caches and reloads", async () => {
    const exhausted = serializeRetryState({ count: 2, lastAttemptAt: MANUAL_CLOCK_START_MS - 1_000 });
    const { fakes, user } = await renderRoutes([{ path: 'shop', ...lazyScreen(chunkFailure) }], '/shop', {
      fakes: { sessionStorage: new InMemoryKeyValueStorage({ [CHUNK_RETRY_STORAGE_KEY]: exhausted }) },
    });

    expect(await view.findByRole('heading', { level: 1, name: 'App Update Required' })).toBeTruthy();
    await user.click(view.getByRole('button', { name: 'Refresh App' }));

    expect(fakes.cacheCleaner.caches).toEqual([]);
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it("says 'Page Not Found' with 'Go to Home Page' when nothing recovers it", async () => {
    await switchLanguage('ar');
    const { container, fakes } = createTestContainer();
    const router = createMemoryRouter([{ errorElement: <CrashScreen />, children: [{ path: 'shop', ...lazyScreen(chunkFailure) }] }], {
      initialEntries: ['/shop'],
    });
    render(<App container={container} router={router} />);

    expect(await view.findByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeTruthy();
    await userEvent.setup().click(view.getByRole('button', { name: 'الذهاب إلى الصفحة الرئيسية' }));
    expect(fakes.pageControl.assigned).toEqual(['/']);
  });
});

describe('offline banner', () => {
  it('appears when the network drops and goes when it comes back', async () => {
    const connectivity = new InMemoryConnectivity(true);
    await renderApp('/', { fakes: { connectivity } });
    const banner = view.getByTestId('offline-banner');
    expect(banner.hidden).toBe(true);

    act(() => connectivity.set(false));
    expect(banner.hidden).toBe(false);
    expect(within(banner).getByText("You're offline. You can still browse what you've already seen.")).toBeTruthy();

    act(() => connectivity.set(true));
    expect(banner.hidden).toBe(true);
  });
});

describe('emergency page (in the app)', () => {
  it("'Try Home Page Again' clears both storages and goes home; 'Reload This Page' reloads; support links from contact info", async () => {
    const { fakes, user } = await renderApp('/emergency', { lang: 'ar' });
    fakes.localStorage.set('root', '{}');
    fakes.sessionStorage.set('x', '1');

    const page = await view.findByRole('region', { name: 'دكّان، النسخة المبسّطة' });
    const mail = await within(page).findByRole('link', { name: fakes.contactInfoGateway.info?.email ?? "" });
    expect(mail.getAttribute('href')).toBe(`mailto:${fakes.contactInfoGateway.info?.email ?? ""}`);
    await user.click(view.getByRole('button', { name: 'أعد تحميل هذه الصفحة' }));
    await user.click(view.getByRole('button', { name: 'جرّب الصفحة الرئيسية مجدداً' }));

    expect(fakes.pageControl.reloads).toBe(1);
    expect(fakes.pageControl.assigned).toEqual(['/']);
    expect(fakes.localStorage.keys()).not.toContain('root');
    expect(fakes.sessionStorage.keys()).toEqual([]);
  });
});
