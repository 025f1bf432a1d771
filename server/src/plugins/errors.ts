// Every failure leaves as { code, message, field? }: validation 400 naming the field, expected
// failures as thrown AppErrors, framework 4xx mapped to codes, the database away a 503 with
// Retry-After, anything else a logged 500 with the request id. Never a stack trace or SQL text.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { describeDatabaseFailure, isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, badRequest, databaseUnavailable, notFound, unauthorized, type ErrorBody } from '../http/errors.js';
import { NO_NUL, NOT_BLANK_NO_NUL } from '@/infrastructure/shared/shared-contract';
import { EMAIL_PATTERN } from '@/domain/account/account-form';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

const FRAMEWORK_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** 'body' + '/address/city' -> 'address.city'; a missing property names itself. */
export function fieldOf(issue: ValidationIssue | undefined): string | undefined {
  if (!issue) return undefined;
  const path = (issue.instancePath ?? '').split('/').filter(Boolean);
  const params = issue.params ?? {};
  const extra =
    typeof params.missingProperty === 'string'
      ? params.missingProperty
      : typeof params.additionalProperty === 'string'
        ? params.additionalProperty
        : undefined;
  if (extra !== undefined) path.push(extra);
  return path.length > 0 ? path.join('.') : undefined;
}

/** Ajv's words, except for the shared text patterns, whose regular expressions say little to a reader. */
function wordsOf(issue: ValidationIssue | undefined): string {
  if (issue?.keyword === 'pattern' && issue.params?.pattern === NO_NUL) return 'must not contain a NUL character';
  if (issue?.keyword === 'pattern' && issue.params?.pattern === NOT_BLANK_NO_NUL) return 'must not be blank or contain a NUL character';
  if (issue?.keyword === 'pattern' && issue.params?.pattern === EMAIL_PATTERN) return 'must be an e-mail address';
  return issue?.message ?? 'is invalid';
}

function validationBody(error: FastifyError): ErrorBody {
  const issue = error.validation?.[0] as ValidationIssue | undefined;
  const field = fieldOf(issue);
  const where = error.validationContext ?? 'request';
  const what = wordsOf(issue);
  const message = field ? `${where}.${field} ${what}` : `${where} ${what}`;
  return field ? { code: 'VALIDATION_FAILED', message, field } : { code: 'VALIDATION_FAILED', message };
}

/**
 * For Fastify's `frameworkErrors` option: what the router refuses before any route runs (a path whose
 * percent-encoding is broken, FST_ERR_BAD_URL; a path parameter over maxParamLength, 414) leaves in
 * the same shape, not Fastify's own { error, code: FST_…, statusCode }.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The path is not validly percent-encoded.' : status === 414 ? 'A path segment is too long.' : 'Bad request.';
  void reply.code(status).send({ code: FRAMEWORK_CODES[status] ?? 'BAD_REQUEST', message });
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      const body: ErrorBody & Record<string, unknown> = { ...error.details, code: error.code, message: error.message };
      if (error.field !== undefined) body.field = error.field;
      return reply.code(error.statusCode).headers(error.headers).send(body);
    }
    if (error.validation) {
      return reply.code(400).send(validationBody(error));
    }
    const refusal = databaseRefusal(error);
    if (refusal !== null) return reply.code(refusal.statusCode).send({ code: refusal.code, message: refusal.message });
    // The database away (a restart, a failover, a stall past the timeouts): temporary, not a bug. One
    // warning line per request, with the driver's words and no stack (docs/operations.md, "During an outage").
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reqId: request.id, url: request.url, cause: describeDatabaseFailure(error) }, 'database unavailable: answered 503');
      const unavailable = databaseUnavailable();
      return reply.code(503).headers(unavailable.headers).send({ code: unavailable.code, message: unavailable.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FRAMEWORK_CODES[status] ?? 'BAD_REQUEST';
      // Framework messages are safe (no SQL, no stack): e.g. "Body is too large", rate-limit text.
      return reply.code(status).send({ code, message: error.message });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply
      .code(500)
      .send({ code: 'INTERNAL', message: 'Something went wrong on our side.', requestId: String(request.id) });
  });
}

/** PostgreSQL's SQLSTATE and constraint name, on the error or (as Drizzle wraps it) on its cause. */
function databaseError(error: unknown): { code: string; constraint: string } | null {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 3; current = current.cause, depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return null;
}

/**
 * A foreign-key violation (23503) means a row went away between a request's checks and its write: the
 * account deleted after its token was checked (the constraint names user_id), or a variant, product or
 * order removed meanwhile. The request's own input was valid, so it is a 401 or a 404, never a 500.
 */
export function databaseRefusal(error: unknown): AppError | null {
  const found = databaseError(error);
  if (found?.code !== '23503') return null;
  return /user_id/.test(found.constraint) ? unauthorized('The account no longer exists.') : notFound('What this request refers to');
}

/** The path of the first number that is not finite (±Infinity, NaN) in a validated request part. */
export function nonFiniteAt(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nonFiniteAt(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Ajv coerces "Infinity", "1e309" and "-1e309" in a path, query or body string into ±Infinity after
 * its type check, and skips minimum and maximum for a number that is not finite: such a value would
 * reach a handler and the database. So every route that validates a part of the request gets one
 * more check, right after validation (its first preHandler): any such number in a validated part is a
 * 400 VALIDATION_FAILED naming it. Routes that take no input (the cached reference reads) get none.
 * Call it before the routes are registered.
 */
export function refuseNonFiniteNumbers(app: FastifyInstance): void {
  const parts = [
    ['params', ['params'], (request: FastifyRequest) => request.params],
    ['querystring', ['querystring', 'query'], (request: FastifyRequest) => request.query],
    ['body', ['body'], (request: FastifyRequest) => request.body],
  ] as const;
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const checked = parts.filter(([, keys]) => keys.some((key) => schema[key] !== undefined));
    if (checked.length === 0) return;
    // A callback hook, not an async one: it runs on every such request and almost always finds nothing.
    const guard: preHandlerHookHandler = (request, _reply, done) => {
      for (const [where, , read] of checked) {
        const path = nonFiniteAt(read(request));
        if (path !== null) {
          const field = path.join('.');
          done(badRequest('VALIDATION_FAILED', `${where}.${field} must be a finite number`, field || undefined));
          return;
        }
      }
      done();
    };
    const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    route.preHandler = [guard, ...existing];
  });
}
