// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { Ports } from '../../../src/application/ports';
import { AuthStore } from '../../../src/application/account/auth-store';
import { CartStore } from '../../../src/application/cart/cart-store';
import { CategoryStore } from '../../../src/application/catalogue/category-store';
import { ContactInfoStore } from '../../../src/application/content/contact-info-store';
import { CountryStore } from '../../../src/application/country/country-store';
import { FavouritesStore } from '../../../src/application/favourites/favourites-store';
import { FrameStore } from '../../../src/application/frame/frame-store';
import { NotificationStore } from '../../../src/application/notifications/notification-store';
import { SearchStore } from '../../../src/application/catalogue/search-store';
import { readConfig } from '../../../src/infrastructure/app/config';
import { createAppContainer } from '../../../src/infrastructure/app/container';
import { QueryCoreDataCache } from '../../../src/infrastructure/shared/query-core-data-cache';
import { ConsoleErrorReporter } from '../../../src/infrastructure/shared/console-error-reporter';
import { LazySentryErrorReporter } from '../../../src/infrastructure/shared/lazy-sentry-error-reporter';
import { createTestContainer } from '../../../src/infrastructure/app/test-container';

const STORES = [AuthStore, CartStore, CategoryStore, ContactInfoStore, CountryStore, FavouritesStore, FrameStore, NotificationStore, SearchStore];

describe('readConfig', () => {
  it('reads the VITE_ variables', () => {
    expect(
      readConfig({
        VITE_API_BASE_URL: 'https://api.dukkan.example/api',
        VITE_GEO_URL: 'https://geo.example/json',
        VITE_SENTRY_DSN: 'https://key@sentry.example/1',
        VITE_RELEASE: '1.2.3',
        VITE_ENVIRONMENT: 'staging',
        VITE_APP_STORE_URL: ' https://apps.apple.com/app/id1 ',
        VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=test.dukkan',
        VITE_CONTACT_PHONE: '+961 1 234 567',
        VITE_CONTACT_EMAIL: ' help@dukkan.example ',
        VITE_CONTACT_ADDRESS_AR: 'شارع الحمرا، بيروت',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.dukkan.example/api',
      geoUrl: 'https://geo.example/json',
      sentryDsn: 'https://key@sentry.example/1',
      release: '1.2.3',
      environment: 'staging',
      appStoreUrl: 'https://apps.apple.com/app/id1',
      playStoreUrl: 'https://play.google.com/store/apps/details?id=test.dukkan',
      storeContact: { phoneCall: '+961 1 234 567', email: 'help@dukkan.example', address: { en: null, ar: 'شارع الحمرا، بيروت' } },
    });
  });

  it('names the Sentry environment by VITE_SENTRY_ENVIRONMENT first', () => {
    expect(readConfig({ VITE_SENTRY_ENVIRONMENT: 'production', VITE_ENVIRONMENT: 'staging', MODE: 'development' }).environment).toBe('production');
  });

  it("defaults the API to '/api' and the geolocation URL to none", () => {
    expect(readConfig({ MODE: 'production' })).toEqual({
      apiBaseUrl: '/api',
      geoUrl: '',
      sentryDsn: '',
      release: '',
      environment: 'production',
      appStoreUrl: '',
      playStoreUrl: '',
      storeContact: null,
    });
  });
});

describe('createAppContainer', () => {
  const config = readConfig({ VITE_API_BASE_URL: 'http://127.0.0.1:1/api' });

  it('resolves every store, once', () => {
    const container = createAppContainer(config);
    for (const store of STORES) expect(container.get<object>(store)).toBe(container.get<object>(store));
  });

  it('binds the real adapters: query-core cache, console reporter without a DSN, Sentry with one', () => {
    const container = createAppContainer(config);
    expect(container.get(Ports.dataCache)).toBeInstanceOf(QueryCoreDataCache);
    expect(container.get(Ports.errorReporter)).toBeInstanceOf(ConsoleErrorReporter);
    const withDsn = createAppContainer({ ...config, sentryDsn: 'https://key@sentry.example/1' });
    expect(withDsn.get(Ports.errorReporter)).toBeInstanceOf(LazySentryErrorReporter);
  });
});

describe('createTestContainer', () => {
  it('resolves every store over the fakes, and takes overrides', () => {
    const { container, fakes } = createTestContainer();
    for (const store of STORES) expect(container.get<object>(store)).toBe(container.get<object>(store));
    expect(container.get(Ports.localStorage)).toBe(fakes.localStorage);
    expect(fakes.scheduler.clock).toBe(fakes.clock);
  });
});
