import { Container } from 'inversify';
import type { AppConfig } from '../../application/shared/app-config';
import type { ErrorReporter } from '../../application/shared/error-reporter';
import { bindApplication, CONTAINER_OPTIONS } from './application-bindings';
import { bindPorts } from './wiring';
import { httpGateways } from './http-gateways';
import { JoseAccessTokenReader } from '../account/jose-access-token-reader';
import { CookieSession } from '../account/cookie-session';
import { DocumentCookieJar } from '../account/cookie-jar';
import { BrowserNativeAppBridge } from '../shared/browser-native-app-bridge';
import { BrowserPageControl } from '../shared/browser-page-control';
import { BrowserScheduler } from '../shared/browser-scheduler';
import { SystemClock } from '../shared/system-clock';
import { QueryCoreDataCache } from '../shared/query-core-data-cache';
import { HttpClient } from '../shared/http-client';
import { ChosenCountryGeoLocator } from '../country/chosen-country-geo-locator';
import { HttpGeoLocator } from '../country/http-geo-locator';
import { CryptoIdGenerator } from '../shared/crypto-id-generator';
import { I18nextLanguageSwitcher } from '../shared/i18next-language-switcher';
import { TablePhoneMetadata } from '../country/table-phone-metadata';
import { ConsoleErrorReporter } from '../shared/console-error-reporter';
import { LazySentryErrorReporter } from '../shared/lazy-sentry-error-reporter';
import { BrowserCacheCleaner } from '../frame/browser-cache-cleaner';
import { BrowserConnectivity } from '../shared/browser-connectivity';
import { offlineAwareFetch } from '../shared/offline-aware-fetch';
import { LocalStorageKeyValue } from '../shared/local-storage-key-value';
import { SessionStorageKeyValue } from '../shared/session-storage-key-value';

// The views reach infrastructure only through this module (lint), so it also hands them the
// configuration reader and the i18n start-up.
export { readConfig } from './config';
export { FALLBACK_LANGUAGES, initI18n, loadRemainingNamespaces } from '../shared/i18n';
export { fullStopProcessor } from '../shared/full-stop-processor';
export { afterFirstPaint, startErrorReporting, startServiceWorker } from './background-services';
export { resolve } from './wiring';
export { loadedOnce } from '../shared/lazy-adapter';
export { createServerContainer } from './server-container';

/** The one composition root of the running app: every port bound to its real adapter, once. */
export function createAppContainer(config: AppConfig): Container {
  const container = new Container(CONTAINER_OPTIONS);
  // With a DSN, Sentry is downloaded after the first paint (startErrorReporting); errors wait in a queue.
  const reporter: ErrorReporter =
    config.sentryDsn === '' ? new ConsoleErrorReporter() : new LazySentryErrorReporter(new ConsoleErrorReporter());
  const connectivity = new BrowserConnectivity();
  const localStorage = new LocalStorageKeyValue(reporter);
  const fetch = offlineAwareFetch(connectivity);
  const accessTokenReader = new JoseAccessTokenReader();
  // The session is the HttpOnly cookie; the page reads its hint and trades a token left in storage (docs/adr/0035).
  const session = new CookieSession({
    storage: localStorage,
    cookies: new DocumentCookieJar(),
    apiBaseUrl: config.apiBaseUrl,
    fetch,
    reporter,
    tokenReader: accessTokenReader,
    now: () => Date.now(),
  });
  const http = new HttpClient(config.apiBaseUrl, session, { fetch });
  const languageSwitcher = new I18nextLanguageSwitcher();

  bindPorts(container, {
    ...httpGateways(http, () => languageSwitcher.current()),
    config,
    errorReporter: reporter,
    localStorage,
    sessionStorage: new SessionStorageKeyValue(reporter),
    clock: new SystemClock(),
    scheduler: new BrowserScheduler(),
    nativeAppBridge: new BrowserNativeAppBridge(),
    geoLocator: new ChosenCountryGeoLocator(new HttpGeoLocator(config)),
    pageControl: new BrowserPageControl(),
    languageSwitcher,
    dataCache: new QueryCoreDataCache(),
    phoneMetadata: new TablePhoneMetadata(),
    cacheCleaner: new BrowserCacheCleaner(reporter),
    connectivity,
    idGenerator: new CryptoIdGenerator(),
    accessTokenReader,
    session,
  });
  bindApplication(container);
  return container;
}
