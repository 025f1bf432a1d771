// The one error shape of the API: { code, message, field? } (+ requestId on 500).
import { Type } from 'typebox';
import { ErrorBody } from '@/infrastructure/shared/shared-contract';

export { ErrorBody };

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad request (validation failed or a business rule refused it)',
  401: 'Missing, malformed or expired bearer token, or wrong credentials',
  403: 'Forbidden',
  404: 'Not found (or not yours)',
  409: 'Conflict',
  413: 'Request body too large',
  429: 'Too many requests: see the Retry-After header',
  502: 'A message provider (SMS, WhatsApp) refused or did not answer in time (DELIVERY_FAILED): try the other channel',
  503: 'The database is briefly unavailable (DATABASE_UNAVAILABLE), or the instance is not ready: see the Retry-After header',
};

/** Error responses for a route's schema, so the OpenAPI document lists them. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorBody> {
  const out: Record<number, typeof ErrorBody> = {};
  for (const status of statuses) {
    out[status] = Type.Object(ErrorBody.properties, {
      description: STATUS_DESCRIPTIONS[status] ?? 'Error',
    }) as typeof ErrorBody;
  }
  return out;
}

/** An expected failure: thrown by services and routes, answered as { code, message, field? }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
    /** Extra body keys beside code, message and field, e.g. `available` on INSUFFICIENT_STOCK. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (what: string): AppError => new AppError(404, 'NOT_FOUND', `${what} not found.`);
export const unauthorized = (message = 'A valid bearer access token is required.'): AppError =>
  new AppError(401, 'UNAUTHORIZED', message);
export const badRequest = (code: string, message: string, field?: string): AppError =>
  new AppError(400, code, message, field);

/** What a lookup found, or 404 NOT_FOUND naming what was looked for ('Order not found.'). */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}

export const rateLimited = (retryAfterSeconds: number, message = 'Too many requests: try again later.'): AppError =>
  new AppError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Seconds a client is asked to wait after a 503 DATABASE_UNAVAILABLE: about what a restart or a failover takes. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached right now (db/unavailable.ts): temporary, so 503 with Retry-After, and
 * never kept by a cache (issue 32).
 */
export const databaseUnavailable = (): AppError =>
  new AppError(503, 'DATABASE_UNAVAILABLE', 'The store is briefly unavailable: try again in a few seconds.', undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
