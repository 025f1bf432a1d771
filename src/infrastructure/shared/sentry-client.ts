// Imported only through a dynamic import (error-reporting.ts), so @sentry/react is its own chunk and
// never part of the first load.
import * as Sentry from '@sentry/react';
import type { AppConfig } from '../../application/shared/app-config';
import type { SentryClient } from './lazy-sentry-error-reporter';

/** Spec section 9: traces 100%, session replay 10%, replay on error 100%. */
export const SENTRY_SAMPLING = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export function initSentry(config: AppConfig, pathname: () => string = () => globalThis.location.pathname): SentryClient {
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    ...(config.release === '' ? {} : { release: config.release }),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    // setUser sends an id only: never an e-mail or a phone number (sendDefaultPii stays off).
    ...SENTRY_SAMPLING,
    beforeSend(event) {
      event.tags = { ...event.tags, route: pathname() };
      return event;
    },
  });
  return {
    captureException: (error, context) => {
      Sentry.captureException(error, context === undefined ? undefined : { extra: context });
    },
    setUser: (id) => Sentry.setUser(id === null ? null : { id: String(id) }),
  };
}
