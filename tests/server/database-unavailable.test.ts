// Issue 32, on either database: what the driver says when PostgreSQL is away is a 503 DATABASE_UNAVAILABLE
// with Retry-After, never a 500 or a stack; what it says about the request itself is not. The timeouts
// that bound a wait on the database come from the environment. (The database really going away, on a
// cluster of the test's own: database-outage.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_DATABASE_TIMEOUTS, loadDatabaseTimeouts } from '../../server/src/config.js';
import { isDatabaseUnavailable } from '../../server/src/db/unavailable.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** An error as node-postgres raises it: a message, and a code when the server or the socket gave one. */
const driverError = (message: string, code?: string): Error => Object.assign(new Error(message), code === undefined ? {} : { code });
/** As Drizzle wraps it: its own message (the SQL), the driver's error as its cause. */
const wrapped = (cause: Error): Error => new Error('Failed query: select 1\nparams: ', { cause });

describe('isDatabaseUnavailable', () => {
  test.each([
    ['the connection ended under a query', driverError('Connection terminated unexpectedly')],
    ['pg_terminate_backend, a restart', driverError('terminating connection due to administrator command', '57P01')],
    ['the server starting or stopping', driverError('the database system is shutting down', '57P03')],
    ['statement_timeout', driverError('canceling statement due to statement timeout', '57014')],
    ['no connection slot left', driverError('sorry, too many clients already', '53300')],
    ['a connection exception', driverError('connection failure', '08006')],
    ['refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['the pool waited past its acquire timeout', driverError('timeout exceeded when trying to connect')],
    ['the client gave up on a stalled statement', driverError('Query read timeout')],
    ['a client that lost its connection, used again', driverError('Client has encountered a connection error and is not queryable')],
  ])('%s: yes, bare or wrapped by Drizzle', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  test.each([
    ['a unique violation', driverError('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ])('%s: no, bare or wrapped', (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  test('a string thrown is not a database failure, whatever it says', () => {
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
  });
});

describe('a route that meets the database away', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      extend: (app) => {
        app.get('/api/test/database-away', async () => {
          throw wrapped(driverError('terminating connection due to administrator command', '57P01'));
        });
        app.get('/api/test/bug', async () => {
          throw new TypeError('a bug');
        });
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  test('answers 503 DATABASE_UNAVAILABLE with Retry-After and no-store; a bug still 500', async () => {
    const away = await t.app.inject({ method: 'GET', url: '/api/test/database-away' });
    expect(away.statusCode).toBe(503);
    expect(away.headers['retry-after']).toBe('5');
    expect(away.headers['cache-control']).toBe('no-store');
    expect(away.json()).toEqual({ code: 'DATABASE_UNAVAILABLE', message: 'The store is briefly unavailable: try again in a few seconds.' });
    const bug = await t.app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('loadDatabaseTimeouts', () => {
  test('defaults: connect 5 s, acquire 5 s, statement 10 s', () => {
    expect(loadDatabaseTimeouts({})).toEqual({ connectMs: 5_000, acquireMs: 5_000, statementMs: 10_000 });
    expect(loadDatabaseTimeouts({})).toEqual(DEFAULT_DATABASE_TIMEOUTS);
  });

  test('each variable sets its bound; 0 (never "no bound"), a negative number or nonsense keeps the default', () => {
    expect(
      loadDatabaseTimeouts({ DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_ACQUIRE_TIMEOUT_MS: '3000', DATABASE_STATEMENT_TIMEOUT_MS: '4000' }),
    ).toEqual({ connectMs: 2_000, acquireMs: 3_000, statementMs: 4_000 });
    expect(loadDatabaseTimeouts({ DATABASE_CONNECT_TIMEOUT_MS: 'soon', DATABASE_ACQUIRE_TIMEOUT_MS: '-1', DATABASE_STATEMENT_TIMEOUT_MS: '0' })).toEqual({
      connectMs: 5_000,
      acquireMs: 5_000,
      statementMs: 10_000,
    });
  });
});
