import { describe, expect, it } from 'vitest';
import { ConnectivityStore } from '../../../src/application/frame/connectivity-store';
import { RecoveryStore } from '../../../src/application/frame/recovery-store';
import { CHUNK_RELOAD_DELAY_MS, CHUNK_RETRY_STORAGE_KEY, serializeRetryState } from '../../../src/application/frame/chunk-retry';
import { InMemoryConnectivity } from '../../../src/infrastructure/shared/in-memory-connectivity';
import { InMemoryKeyValueStorage } from '../../../src/infrastructure/shared/in-memory-key-value-storage';
import { setup } from '../support/app';
import { settle } from '../support/settle';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/shop-abc.js');

describe('RecoveryStore', () => {
  it('recovers from a chunk failure by reloading, and answers that it handled it', async () => {
    const { container, fakes } = setup();
    const store = container.get(RecoveryStore);

    expect(store.chunkFailed(chunkError())).toBe(true);

    expect(store.status).toBe('reloading');
    await settle();
    fakes.scheduler.advance(CHUNK_RELOAD_DELAY_MS);
    await settle();
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it("asks for an app update when the retries are exhausted, and does not reload", async () => {
    const exhausted = serializeRetryState({ count: 2, lastAttemptAt: Date.UTC(2025, 0, 1) - 1_000 });
    const { container, fakes } = setup({ overrides: { sessionStorage: new InMemoryKeyValueStorage({ [CHUNK_RETRY_STORAGE_KEY]: exhausted }) } });
    const store = container.get(RecoveryStore);

    store.chunkFailed(chunkError());

    expect(store.status).toBe('update-required');
    await settle();
    fakes.scheduler.advance(10_000);
    expect(fakes.pageControl.reloads).toBe(0);
  });

  it('leaves any other error to the error screen', () => {
    const { container } = setup();
    const store = container.get(RecoveryStore);

    expect(store.chunkFailed(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(store.status).toBe('idle');
  });

  it('reports a crash with the page it happened on', () => {
    const { container, fakes } = setup();
    const error = new Error('boom');

    container.get(RecoveryStore).crashed(error, '/shop');

    expect(fakes.errorReporter.reported).toEqual([{ error, context: { route: '/shop' } }]);
  });

  it("'Refresh App' and 'Clear Cache & Reload' clear the caches, then reload", async () => {
    const { container, fakes } = setup();

    await container.get(RecoveryStore).cacheClearRequested();

    expect(fakes.cacheCleaner.caches).toEqual([]);
    expect(fakes.cacheCleaner.serviceWorkerRegistered).toBe(false);
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it("'Try Again' reloads, 'Go to Home Page' loads the home page, 'Open in New Tab' opens one", () => {
    const { container, fakes } = setup();
    const store = container.get(RecoveryStore);

    store.tryAgainRequested();
    store.homeRequested();
    store.newTabRequested();

    expect(fakes.pageControl.reloads).toBe(1);
    expect(fakes.pageControl.assigned).toEqual(['/']);
    expect(fakes.pageControl.newTabs).toBe(1);
  });

  it("'Try Emergency Page' goes to /emergency from home, home from elsewhere, and wipes and reloads on /emergency", () => {
    const { container, fakes } = setup();
    const store = container.get(RecoveryStore);
    fakes.localStorage.set('root', '{}');
    fakes.sessionStorage.set('theme', 'dark');

    store.emergencyRequested('/?lng=ar');
    store.emergencyRequested('/shop');
    expect(fakes.pageControl.assigned).toEqual(['/emergency', '/']);
    expect(fakes.localStorage.keys()).toEqual(['root']);

    store.emergencyRequested('/emergency');
    expect(fakes.localStorage.keys()).toEqual([]);
    expect(fakes.sessionStorage.keys()).toEqual([]);
    expect(fakes.pageControl.reloads).toBe(1);
  });

  it("'Try Home Page Again' on the emergency page clears both storages, then loads home", () => {
    const { container, fakes } = setup();
    fakes.localStorage.set('accessToken', 'x');
    fakes.sessionStorage.set('chunk-retry', '{}');

    container.get(RecoveryStore).homeRetriedFromEmergency();

    expect(fakes.localStorage.keys()).toEqual([]);
    expect(fakes.sessionStorage.keys()).toEqual([]);
    expect(fakes.pageControl.assigned).toEqual(['/']);
  });
});

describe('ConnectivityStore', () => {
  it('follows the network going away and coming back, until stopped', () => {
    const connectivity = new InMemoryConnectivity(true);
    const { container } = setup({ overrides: { connectivity } });
    const store = container.get(ConnectivityStore);
    store.started();

    expect(store.online).toBe(true);
    connectivity.set(false);
    expect(store.online).toBe(false);
    connectivity.set(true);
    expect(store.online).toBe(true);

    store.stopped();
    expect(connectivity.listenerCount).toBe(0);
  });

  it('starts offline when the page loads without a network', () => {
    const { container } = setup({ overrides: { connectivity: new InMemoryConnectivity(false) } });
    const store = container.get(ConnectivityStore);
    store.started();

    expect(store.online).toBe(false);
    store.stopped();
  });
});
