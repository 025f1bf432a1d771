import { FetchError, ofetch, type $Fetch } from 'ofetch';
import type { Session } from '../../application/account';
import {
  NetworkError,
  NotFoundError,
  NotLoggedInError,
  RateLimitedError,
  RefusedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from '../../application/shared/errors';

export interface RequestOptions {
  /**
   * A signed-in call: made only in a session (else NotLoggedInError), with the session's bearer token
   * where the Session holds one; in the browser the HttpOnly session cookie goes by itself.
   */
  auth?: boolean;
  query?: Record<string, string | number>;
  /** Extra request headers (e.g. Idempotency-Key on checkout). */
  headers?: Record<string, string>;
}

export interface HttpClientOptions {
  /** Milliseconds before a call counts as a network failure. */
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Browsers cap the bodies of all keepalive requests in flight at 64 kB; a change whose JSON has at most
 * this many characters (at most 3 bytes each in UTF-8) is sent with keepalive, so it outlives the page:
 * a heart tapped just before the shopper leaves still reaches the server.
 */
const KEEPALIVE_BODY_LIMIT = 20_000;

const outlivesThePage = (method: string, body: Record<string, unknown> | undefined): boolean =>
  method !== 'GET' && (body === undefined || JSON.stringify(body).length <= KEEPALIVE_BODY_LIMIT);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textField = (body: unknown, key: string): string | null => {
  const value = isRecord(body) ? body[key] : undefined;
  return typeof value === 'string' && value !== '' ? value : null;
};

/** Retry-After in seconds (the API sends delta-seconds; an HTTP date is not expected), or null. */
function retryAfterSeconds(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

/** The API's { code, message, field? } error bodies (and anything else) as the application's errors. */
export function toApplicationError(error: unknown): Error {
  if (!(error instanceof FetchError)) {
    return error instanceof Error ? new NetworkError(error.message, { cause: error }) : new NetworkError();
  }
  const status = error.response?.status;
  if (status === undefined) return new NetworkError(error.message, { cause: error });
  const message = textField(error.data, 'message') ?? `HTTP ${status}`;
  const code = textField(error.data, 'code');
  const field = textField(error.data, 'field');
  if (status === 401) return new UnauthorizedError(message, code);
  if (status === 404) return new NotFoundError(message);
  if (status === 400 || status === 422) return new ValidationError(message, field, code);
  if (status === 403 || status === 409) return new RefusedError(message, status, code, field, error.data ?? null);
  if (status === 429) return new RateLimitedError(message, retryAfterSeconds(error.response?.headers.get('retry-after')));
  return new ServerError(message, status);
}

/**
 * The one HTTP client: the API base URL from configuration, the session from the Session port (the
 * browser's cookie, or a bearer token), typed errors. Retries belong to the DataCache, so ofetch's own are off.
 */
export class HttpClient {
  private readonly fetcher: $Fetch;

  constructor(
    baseUrl: string,
    private readonly session: Session,
    options: HttpClientOptions = {},
  ) {
    // ofetch takes its fetch from the second argument (global options); in the defaults it is ignored.
    this.fetcher = ofetch.create(
      { baseURL: baseUrl, retry: 0, timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      options.fetch === undefined ? {} : { fetch: options.fetch },
    );
  }

  get<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('GET', path, undefined, options);
  }

  post<T>(path: string, body: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('POST', path, body, options);
  }

  put<T>(path: string, options: RequestOptions = {}, body?: Record<string, unknown>): Promise<T> {
    return this.request<T>('PUT', path, body, options);
  }

  patch<T>(path: string, body: Record<string, unknown>, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('PATCH', path, body, options);
  }

  delete<T>(path: string, options: RequestOptions = {}): Promise<T> {
    return this.request<T>('DELETE', path, undefined, options);
  }

  private async request<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body: Record<string, unknown> | undefined,
    options: RequestOptions,
  ): Promise<T> {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    if (options.auth === true) {
      await this.session.ready();
      if (!this.session.isActive()) throw new NotLoggedInError();
      const token = this.session.accessToken();
      if (token !== null) headers.authorization = `Bearer ${token}`;
    }
    try {
      return await this.fetcher<T>(path, {
        method,
        headers,
        // The session cookie goes with the store's own API only; a signed-in answer is never kept in a cache.
        credentials: 'same-origin',
        ...(options.auth === true ? { cache: 'no-store' as const } : {}),
        ...(outlivesThePage(method, body) ? { keepalive: true } : {}),
        ...(body === undefined ? {} : { body }),
        ...(options.query === undefined ? {} : { query: options.query }),
      });
    } catch (error) {
      throw toApplicationError(error);
    }
  }
}
