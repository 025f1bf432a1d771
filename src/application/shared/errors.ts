// Errors the adapters throw; a use case or store decides what the user sees.

/** An Error class with its own name whose message defaults to `defaultMessage`: a refusal that carries nothing more. */
export function namedError(name: string, defaultMessage: string) {
  return class extends Error {
    override readonly name: string = name;
    constructor(message = defaultMessage) {
      super(message);
    }
  };
}

/**
 * An Error class with its own name that carries one thing more, under `key` and given first: a
 * refusal with its reason (`new RefundRefused('window-closed')`); the message defaults to `defaultMessage`.
 */
export function namedErrorWith<K extends string, T>(name: string, key: K, defaultMessage: string) {
  class Carrying extends Error {
    override readonly name: string = name;
    constructor(value: T, message = defaultMessage) {
      super(message);
      Object.assign(this, { [key]: value });
    }
  }
  return Carrying as new (value: T, message?: string) => Carrying & { readonly [P in K]: T };
}

/**
 * An Error class with its own name for what the HTTP client read of an answer: the message (the
 * server's, else `defaultMessage`) first, then one thing more under `key`, null when the answer had none.
 */
export function answerError<K extends string, T>(name: string, defaultMessage: string, key: K) {
  class Answer extends Error {
    override readonly name: string = name;
    constructor(message = defaultMessage, value: T | null = null) {
      super(message);
      Object.assign(this, { [key]: value });
    }
  }
  return Answer as new (message?: string, value?: T | null) => Answer & { readonly [P in K]: T | null };
}

/** 401: the bearer token is missing, malformed, expired or no longer matches an account; `code` is the API's reason (INVALID_CREDENTIALS on a refused login). */
export class UnauthorizedError extends answerError<'code', string>('UnauthorizedError', 'Unauthorized.', 'code') {}

/** Thrown before a call that needs a token when none is stored (spec section 7). */
export class NotLoggedInError extends namedError('NotLoggedInError', 'User is not logged in.') {}

export class NotFoundError extends namedError('NotFoundError', 'Not found.') {}

/** What a change referred to (a cart line, a favourite) is no longer there; each feature names its own. */
export class GoneError extends Error {
  override readonly name: string = 'GoneError';
}

/** 400: the server refused the input; field names the culprit when it knows it. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly field: string | null = null,
    /** The API's reason: VALIDATION_FAILED or a business code such as WEAK_PASSWORD, TOKEN_USED. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** 403 or 409: the request was understood and refused for a named reason (EMAIL_TAKEN, EMAIL_NOT_VERIFIED…). */
export class RefusedError extends Error {
  override readonly name = 'RefusedError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null = null,
    readonly field: string | null = null,
    /** The whole error body, for refusals that carry more (INSUFFICIENT_STOCK lists the lines and what is left). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** 429: too many tries; wait retryAfterSeconds (from Retry-After) when the server said how long. */
export class RateLimitedError extends answerError<'retryAfterSeconds', number>('RateLimitedError', 'Too many requests.', 'retryAfterSeconds') {}

/** No answer: offline, DNS, timeout, aborted. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(message = 'The network is unavailable.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Any other unexpected status (5xx, 405, …) or an answer that is not what the contract says. */
export class ServerError extends Error {
  override readonly name: string = 'ServerError';
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

