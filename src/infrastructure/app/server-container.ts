import { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import type { Language } from '../../domain/shared/language';
import { bindApplication, CONTAINER_OPTIONS } from './application-bindings';
import { bindPorts } from './wiring';
import { httpGateways } from './http-gateways';
import { JoseAccessTokenReader } from '../account/jose-access-token-reader';
import { InMemorySession } from '../account/in-memory-session';
import { InMemoryNativeAppBridge } from '../shared/in-memory-native-app-bridge';
import { InMemoryPageControl } from '../shared/in-memory-page-control';
import { BrowserScheduler } from '../shared/browser-scheduler';
import { SystemClock } from '../shared/system-clock';
import { QueryCoreDataCache } from '../shared/query-core-data-cache';
import { HttpClient } from '../shared/http-client';
import { InMemoryGeoLocator } from '../country/in-memory-geo-locator';
import { CryptoIdGenerator } from '../shared/crypto-id-generator';
import { InMemoryLanguageSwitcher } from '../shared/in-memory-language-switcher';
import { TablePhoneMetadata } from '../country/table-phone-metadata';
import { ConsoleErrorReporter } from '../shared/console-error-reporter';
import { InMemoryCacheCleaner } from '../frame/in-memory-cache-cleaner';
import { InMemoryConnectivity } from '../shared/in-memory-connectivity';
import { InMemoryKeyValueStorage } from '../shared/in-memory-key-value-storage';

/** What the server knows of the shopper whose page it renders: what the request says. */
export interface ServerRenderRequest {
  /** The API the server renders from, absolute: 'http://127.0.0.1:3000/api'. */
  apiBaseUrl: string;
  language: Language;
  /** The country the shopper chose before (its cookie), in English as the locator answers it; null: unknown. */
  countryName: string | null;
  fetch?: typeof globalThis.fetch;
  /** The signed-in shopper's token from the request's session cookie (docs/adr/0038); absent: a guest. */
  accessToken?: string;
}

/**
 * The composition root of one server render (issue 18): a container per request, so nothing of one
 * shopper reaches another's page. The same application and the same Http adapters as the browser's;
 * in place of the browser's storage, session and location, what the request tells (the shopper's
 * token or none, the language, the country), held in memory for this render only (docs/adr/0031, 0038).
 */
export function createServerContainer(config: AppConfig, request: ServerRenderRequest): Container {
  const container = new Container(CONTAINER_OPTIONS);
  const reporter = new ConsoleErrorReporter();
  const session = new InMemorySession(request.accessToken ?? null);
  const http = new HttpClient(request.apiBaseUrl, session, request.fetch === undefined ? {} : { fetch: request.fetch });
  bindPorts(container, {
    ...httpGateways(http, () => request.language),
    config,
    errorReporter: reporter,
    localStorage: new InMemoryKeyValueStorage(),
    sessionStorage: new InMemoryKeyValueStorage(),
    clock: new SystemClock(),
    scheduler: new BrowserScheduler(),
    nativeAppBridge: new InMemoryNativeAppBridge(),
    geoLocator: new InMemoryGeoLocator(request.countryName),
    pageControl: new InMemoryPageControl(),
    languageSwitcher: new InMemoryLanguageSwitcher(request.language),
    // A failure is drawn as it is (the browser retries when it takes over): a render never waits out a back-off.
    dataCache: new QueryCoreDataCache({ maxRetries: 0 }),
    phoneMetadata: new TablePhoneMetadata(),
    cacheCleaner: new InMemoryCacheCleaner(),
    connectivity: new InMemoryConnectivity(),
    idGenerator: new CryptoIdGenerator(),
    accessTokenReader: new JoseAccessTokenReader(),
    session,
  });
  bindApplication(container);
  return container;
}
