// Authentication: a bearer token (integrators, other API clients) or the storefront's session cookie
// (docs/adr/0035). Routes opt in with signedInRoutes (`onRequest: app.authenticate`, and `security:
// bearerSecurity` in their schema); handlers read the caller with currentUserId(). The bearer header
// wins when both are there. Beside the signature and expiry, each request reads the account's token
// version (one primary-key read): a deleted account, or a token issued before the password changed or
// the user signed out everywhere, answers 401 before any handler runs, whichever way the token came. The
// one exception: the API calls the server makes in-process while drawing a shopper's page, with the token
// that page's own request was checked with moments before (drawingFor, issue 27).
import { AsyncLocalStorage } from 'node:async_hooks';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@/infrastructure/account/account-contract';
import type { AccessTokens } from '../accounts/access-tokens.js';
import { unauthorized } from '../http/errors.js';
import { documented, type RouteSchema } from '../http/route-schema.js';
import type { UsersRepository } from '../repositories/users-repository.js';

export interface Authenticated {
  userId: number;
  /** How the token came: the cookie's requests are the ones cross-site forgery can ride on. */
  via: 'bearer' | 'cookie';
  /** The token itself and its expiry (seconds since the epoch): POST /auth/session turns it into the cookie. */
  token: string;
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/**
 * The OpenAPI security of a route behind sign-in: either scheme (alternatives in one list). The name
 * stays from when the bearer token was the only way, so the routes did not change with the cookie.
 */
export const bearerSecurity: Record<string, string[]>[] = [{ bearerAuth: [] }, { sessionCookie: [] }];

/**
 * The options every route behind sign-in starts from: app.authenticate, tagged `tag` in the API document
 * with the bearer and cookie schemes, and 401 among its errors beside the route's own
 * (`route({ summary, body, response: { 200: Answer } }, 400, 404)`).
 */
export function signedInRoutes(app: FastifyInstance, tag: string) {
  const schemaOf = documented(tag, 401);
  return <S extends RouteSchema>(schema: S, ...errors: number[]) => ({
    onRequest: app.authenticate,
    schema: { ...schemaOf(schema, ...errors), security: bearerSecurity },
  });
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The request's host name without its port (IPv6 literals keep their brackets). */
export function hostName(request: FastifyRequest): string {
  const host = request.host;
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
}

export const isLocalHost = (request: FastifyRequest): boolean => LOCAL_HOSTS.has(hostName(request));

/** Secure everywhere but plain-HTTP localhost, where a browser would drop (or not send) a Secure cookie. */
const secureFor = (request: FastifyRequest): boolean => !(request.protocol === 'http' && isLocalHost(request));

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return { path: '/', sameSite: 'lax', secure: secureFor(request), maxAge: Math.max(0, Math.floor(maxAgeSeconds)) } as const;
}

/**
 * Sets the session cookie (HttpOnly) and its readable hint for this access token, for as long as the
 * token lives. Every route that answers a session calls it: login, e-mail verification, password reset
 * and change, and the exchange of a stored token (POST /auth/session).
 */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, accessToken: string, lifetimeSeconds: number): void {
  const options = cookieOptions(request, lifetimeSeconds);
  reply.setCookie(SESSION_COOKIE, accessToken, { ...options, httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '1', options);
}

/**
 * A page drawn for the shopper of the session cookie, asked without its readable hint (removed by hand, by
 * an extension, or a browser that kept one cookie and not the other): the hint is set again, for as long as
 * her token lives, so the page's scripts count her signed in as the server did. Without it the app took the
 * drawn page for a guest's and sent her to sign in. A hint saying '0' is her sign-out, written by the page
 * (whose call to the server may not have arrived): that cookie is no session (`browserSession`), and is cleared.
 */
export function keepSignedInHint(request: FastifyRequest, reply: FastifyReply): void {
  const auth = request.auth;
  if (auth?.via !== 'cookie' || request.cookies[SIGNED_IN_COOKIE] !== undefined) return;
  reply.setCookie(SIGNED_IN_COOKIE, '1', cookieOptions(request, auth.expiresAt - Date.now() / 1000));
}

/**
 * The session cookie, unless the readable hint beside it says '0': the page wrote that as the shopper signed
 * out, and its call to the server (the only one able to remove an HttpOnly cookie) did not arrive (offline,
 * the tab closed). The server then counts her signed out, as her browser does: her pages and her form posts
 * are a guest's, and the next page clears the cookie (a shared phone's next shopper gets no page of hers).
 * The server only ever sets the hint '1' with the cookie, so '0' beside a cookie is always a sign-out.
 */
export function browserSession(request: FastifyRequest): string | undefined {
  const session = request.cookies[SESSION_COOKIE];
  return session === undefined || session === '' || request.cookies[SIGNED_IN_COOKIE] === '0' ? undefined : session;
}

/** Sign-out: the session cookie goes, and the hint says '0' (signed out) as the storefront would write it. */
export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(request, 0), httpOnly: true });
  reply.setCookie(SIGNED_IN_COOKIE, '0', cookieOptions(request, YEAR_SECONDS));
}

/** The token the request carries: the bearer header's when there is one, else the session cookie's. */
function presentedToken(request: FastifyRequest): { token: string; via: Authenticated['via'] } {
  const header = request.headers.authorization;
  if (header) {
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
    return { token: match[1], via: 'bearer' };
  }
  // A cookie beside the hint '0' of the page's own sign-out is none: the API counts her out as her page does.
  const fromCookie = browserSession(request);
  if (fromCookie === undefined) {
    throw unauthorized('Sign in first: a bearer access token or the session cookie is required.');
  }
  if (!COMPACT_JWS.test(fromCookie)) throw unauthorized('The session cookie is invalid: sign in again.');
  return { token: fromCookie, via: 'cookie' };
}

export async function registerAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
  users: Pick<UsersRepository, 'tokenVersion'>,
): Promise<void> {
  // Parses the Cookie header into request.cookies (lazily cheap: one split per request that has one).
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const { token, via } = presentedToken(request);
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('The access token is invalid or has expired.');
    // An API call the server makes while drawing this shopper's page, with the token it checked in full
    // for the page a moment ago: that check stands for the page's calls (issue 27).
    const page = drawingFor.getStore();
    if (page !== undefined && page.drawing && page.token === token) {
      request.auth = { userId: claims.userId, via, token, expiresAt: claims.expiresAt };
      return;
    }
    const version = await users.tokenVersion(claims.userId);
    if (version === null) throw unauthorized('The account of this token no longer exists.');
    if (version !== claims.version) throw unauthorized('This access token was revoked: sign in again.');
    request.auth = { userId: claims.userId, via, token, expiresAt: claims.expiresAt };
  });
}

/**
 * The shopper a page is being drawn for, while it is drawn (static-site.ts): her token, checked in full
 * (signature, expiry, the account's token version) for the page's own request. The page's in-process API
 * calls carry the same token; each would read the token version again, several reads per page. Only code
 * in this process can enter this scope (an HTTP request cannot name it), and it lasts one page's render, so
 * a revocation reaches the next request as before.
 */
export const drawingFor = new AsyncLocalStorage<{ token: string; drawing: boolean }>();

/**
 * `draw` inside the page's checked scope, which ends with it: a render past its budget goes on (it is told
 * to stop), and a call it makes after the page was answered is checked in full again.
 */
export async function whileDrawing<T>(token: string, draw: () => Promise<T>): Promise<T> {
  const scope = { token, drawing: true };
  try {
    return await drawingFor.run(scope, draw);
  } finally {
    scope.drawing = false;
  }
}

/** The signed-in user's id; only call it in routes guarded by app.authenticate. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
