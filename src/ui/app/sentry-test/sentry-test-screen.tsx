/** What /sentry-test throws; the error screen reports it like any other crash. */
export const SENTRY_TEST_ERROR = 'Sentry test error (thrown on purpose by /sentry-test)';

export class SentryTestError extends Error {
  override readonly name = 'SentryTestError';
}

// The test page of the error-reporting service (spec section 2): it throws while rendering, so a
// visit shows 'Something went wrong' and sends one event with the release and the route.
export function SentryTestScreen(): never {
  throw new SentryTestError(SENTRY_TEST_ERROR);
}
