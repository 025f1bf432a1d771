// How the operator console words what its adapters threw (issue 31's one failure path, ADR 0057):
// no session, not an operator, nothing there, or a fault (reported with what was being done).
import type { Failures } from '../shared/failure';
import { NotFoundError, NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../shared/errors';

/** Why a load failed, as the console words it. */
export type AdminFailure = 'not-signed-in' | 'forbidden' | 'not-found' | 'failed';

export const ADMIN_FAILURES: Failures<AdminFailure> = {
  expected(error) {
    if (error instanceof NotLoggedInError || error instanceof UnauthorizedError) return 'not-signed-in';
    if (error instanceof RefusedError && error.status === 403) return 'forbidden';
    if (error instanceof NotFoundError) return 'not-found';
    // A filter the server refused: an answer to what was typed, shown as a failed list, never reported.
    if (error instanceof ValidationError) return 'failed';
    return undefined;
  },
  unexpected: () => 'failed',
};
