import * as Sentry from '@sentry/react';
import type { ErrorReporter } from '../../application/ports/error-reporter';

/** A thin adapter: Sentry.init and lazy loading come with the error-reporting issue. */
export class SentryErrorReporter implements ErrorReporter {
  captureException(error: unknown, context?: Record<string, unknown>): void {
    Sentry.captureException(error, context === undefined ? undefined : { extra: context });
  }

  setUser(id: number | null): void {
    Sentry.setUser(id === null ? null : { id: String(id) });
  }
}
