import { describe, expect, it } from 'vitest';
import { attempt, failureOf, EVERY_ERROR_IS_A_FAULT, type Failures } from '../../../src/application/shared/failure';
import { NetworkError, NotFoundError } from '../../../src/application/shared/errors';
import { InMemoryErrorReporter } from '../../../src/infrastructure/shared/in-memory-error-reporter';

// A feature of no one's: a 404 and no network are answers it words itself; anything else is a fault.
type ThingFailure = 'not-found' | 'offline' | { kind: 'failed'; message: string };
const THING_FAILURES: Failures<ThingFailure> = {
  expected: (error) => (error instanceof NotFoundError ? 'not-found' : error instanceof NetworkError ? 'offline' : undefined),
  unexpected: (error) => ({ kind: 'failed', message: error instanceof Error ? error.message : String(error) }),
};

describe('the one failure path', () => {
  it('words an expected error as the feature does, and reports nothing', () => {
    const reporter = new InMemoryErrorReporter();
    expect(failureOf(new NotFoundError(), THING_FAILURES, reporter, { action: 'load-thing' })).toBe('not-found');
    expect(failureOf(new NetworkError(), THING_FAILURES, reporter, { action: 'load-thing' })).toBe('offline');
    expect(reporter.reported).toEqual([]);
  });

  it('reports any other error with what was being done, and answers the feature’s general failure', () => {
    const reporter = new InMemoryErrorReporter();
    const fault = new TypeError('cannot read id');
    expect(failureOf(fault, THING_FAILURES, reporter, { action: 'load-thing', id: 7 })).toEqual({ kind: 'failed', message: 'cannot read id' });
    expect(reporter.reported).toEqual([{ error: fault, context: { action: 'load-thing', id: 7 } }]);
  });

  it('answers what a call resolved to, as a success, reporting nothing', async () => {
    const reporter = new InMemoryErrorReporter();
    expect(await attempt(() => Promise.resolve(42), THING_FAILURES, reporter, { action: 'load-thing' })).toEqual({ ok: true, value: 42 });
    expect(reporter.reported).toEqual([]);
  });

  it('answers what a call threw as the feature’s failure, reported only when unexpected', async () => {
    const reporter = new InMemoryErrorReporter();
    const fault = new Error('boom');
    expect(await attempt(() => Promise.reject(new NotFoundError()), THING_FAILURES, reporter, { action: 'load-thing' })).toEqual({ ok: false, error: 'not-found' });
    expect(await attempt(() => Promise.reject(fault), THING_FAILURES, reporter, { action: 'load-thing' })).toEqual({
      ok: false,
      error: { kind: 'failed', message: 'boom' },
    });
    expect(reporter.reported).toEqual([{ error: fault, context: { action: 'load-thing' } }]);
  });

  it('catches a call that throws before it returns a promise', async () => {
    const reporter = new InMemoryErrorReporter();
    const fault = new Error('thrown at once');
    const call = (): Promise<number> => {
      throw fault;
    };
    expect(await attempt(call, THING_FAILURES, reporter, { action: 'load-thing' })).toEqual({ ok: false, error: { kind: 'failed', message: 'thrown at once' } });
    expect(reporter.reported).toHaveLength(1);
  });

  it('treats every error as a fault where a feature expects none', async () => {
    const reporter = new InMemoryErrorReporter();
    expect(await attempt(() => Promise.reject(new NetworkError()), EVERY_ERROR_IS_A_FAULT, reporter, { action: 'locate-country' })).toEqual({
      ok: false,
      error: 'failed',
    });
    expect(reporter.reported.map(({ context }) => context)).toEqual([{ action: 'locate-country' }]);
  });
});
