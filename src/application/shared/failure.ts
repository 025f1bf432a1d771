import { err, ok, type Result } from '../../domain/shared/result';
import type { ErrorReporter } from './error-reporter';
import { NetworkError, NotLoggedInError, UnauthorizedError } from './errors';

// The one failure path (issue 31, docs/adr/0057). An adapter throws the port's errors; a store or use
// case turns what it caught into the feature's failure. Each feature words the errors it expects once
// (cart-failure.ts, account-failure.ts, catalogue-failure.ts, order-failure.ts…): those are answers
// (a 404, a refusal, no network, an ended session), shown and never reported. Any other error is a fault:
// reported with what was being done, and shown as the feature's general failure.

/** How a feature words what an adapter threw. */
export interface Failures<F> {
  /** The feature's failure for an error that is an answer; undefined for a fault. */
  expected(error: unknown): F | undefined;
  /** What a fault is shown as, once reported. */
  unexpected(error: unknown): F;
}

/** What was being done, for the report: `{ action: 'add-to-cart', variantId: 7 }`. */
export type Doing = { readonly action: string } & Readonly<Record<string, unknown>>;

/** The feature's failure for `error`; a fault is reported first. */
export function failureOf<F>(error: unknown, failures: Failures<F>, reporter: ErrorReporter, doing: Doing): F {
  const answer = failures.expected(error);
  if (answer !== undefined) return answer;
  reporter.captureException(error, { ...doing });
  return failures.unexpected(error);
}

/** What `call` resolved to, or the feature's failure for what it threw (a fault reported). */
export async function attempt<T, F>(call: () => Promise<T>, failures: Failures<F>, reporter: ErrorReporter, doing: Doing): Promise<Result<T, F>> {
  try {
    return ok(await call());
  } catch (error) {
    return err(failureOf(error, failures, reporter, doing));
  }
}

/** The answers any call behind sign-in may get: no session (none stored, or the server ended it) and no network; anything else is a fault. */
export const SESSION_OR_NETWORK: Failures<'not-signed-in' | 'offline' | 'failed'> = {
  expected(error) {
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
    return error instanceof NetworkError ? 'offline' : undefined;
  },
  unexpected: () => 'failed',
};

/** For a call whose every failure is a fault (a read the shopper is not told about, or told only that it failed). */
export const EVERY_ERROR_IS_A_FAULT: Failures<'failed'> = { expected: () => undefined, unexpected: () => 'failed' };

/** What a form behind sign-in shows when the session or the network failed it, or a fault did. */
export type SessionOrNetworkProblem = { kind: 'not-signed-in' } | { kind: 'offline' } | { kind: 'failed' };

/**
 * A form's words for what a call behind sign-in threw: its own answers (`own`, undefined for any
 * other error), then no session and no network as SESSION_OR_NETWORK words them; a fault is { kind: 'failed' }.
 */
export function behindSignIn<F>(own: (error: unknown) => F | undefined): Failures<F | SessionOrNetworkProblem> {
  return {
    expected(error) {
      const answer = own(error);
      if (answer !== undefined) return answer;
      const lost = SESSION_OR_NETWORK.expected(error);
      return lost === undefined ? undefined : { kind: lost };
    },
    unexpected: () => ({ kind: 'failed' }),
  };
}
