// Whether an error means "the database cannot be reached right now" (issue 32): a restart, a failover, a
// stall, a backend ended by pg_terminate_backend, a full connection slot list. Such a failure is the
// database's, not the request's and not a bug: it is answered 503 with Retry-After (http/errors.ts), and a
// page says the store is briefly unavailable. Anything else (a constraint, a syntax error) is not one.

/** Socket-level failures of the connection to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server going away or refusing for now: 57P01 admin_shutdown (a restart, a
 * pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), 57014
 * query_canceled (statement_timeout), 53300 too_many_connections; and class 08, connection exceptions.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

/**
 * What node-postgres and its pool say when the connection is lost or a wait ran out (they carry no code):
 * the connection ended under a query, a client that lost its connection used again, the pool's or the
 * client's connect timeout, the client's statement timeout (query_timeout).
 */
const CLIENT_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|timeout expired|Query read timeout)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError, its cause); a few levels are enough.
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (CLIENT_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** A short description for the log: the driver's message and code, never SQL text or parameters. */
export function describeDatabaseFailure(error: unknown): string {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 4; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (current.cause instanceof Error) continue;
    return typeof code === 'string' ? `${current.message} (${code})` : current.message;
  }
  return String(error);
}
