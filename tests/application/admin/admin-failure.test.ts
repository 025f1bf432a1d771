// The console's failures through the one failure path (issue 31, ADR 0057): the answers an operator's
// call may get are worded, never reported; anything else is reported with what was being done.
import { describe, expect, it } from 'vitest';
import { ADMIN_FAILURES } from '../../../src/application/admin/admin-failure';
import { NotFoundError, NotLoggedInError, RefusedError, UnauthorizedError, ValidationError } from '../../../src/application/shared/errors';
import { failureOf } from '../../../src/application/shared/failure';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';

describe("the console's failures", () => {
  it('words no session, a shopper (403), a missing record and a refused filter, and reports none of them', () => {
    const reporter = new InMemoryErrorReporter();
    const word = (error: unknown) => failureOf(error, ADMIN_FAILURES, reporter, { action: 'admin-list-orders' });
    expect([
      word(new NotLoggedInError()),
      word(new UnauthorizedError()),
      word(new RefusedError('Forbidden', 403, 'FORBIDDEN')),
      word(new NotFoundError()),
      word(new ValidationError('bad date', 'from')),
    ]).toEqual(['not-signed-in', 'not-signed-in', 'forbidden', 'not-found', 'failed']);
    expect(reporter.reported).toEqual([]);
  });

  it('reports anything else with what the operator was doing, shown as failed', () => {
    const reporter = new InMemoryErrorReporter();
    const fault = new TypeError('cannot read rows');
    expect(failureOf(fault, ADMIN_FAILURES, reporter, { action: 'admin-list-refunds' })).toBe('failed');
    expect(reporter.reported).toEqual([{ error: fault, context: { action: 'admin-list-refunds' } }]);
  });
});
