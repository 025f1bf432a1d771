import { NetworkError, NotFoundError, NotLoggedInError, UnauthorizedError } from '../errors';
import type { ErrorReporter } from '../ports/error-reporter';

/** Why an order, the orders list or the refunds could not be read. */
export type OrderLoadFailure = 'not-found' | 'not-signed-in' | 'offline' | 'failed';

/** A 404 (unknown or someone else's), a lost session and no network are answers; anything else is reported. */
export function orderLoadFailure(error: unknown, reporter: ErrorReporter, action: string): OrderLoadFailure {
  if (error instanceof NotFoundError) return 'not-found';
  if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
  if (error instanceof NetworkError) return 'offline';
  reporter.captureException(error, { action });
  return 'failed';
}
