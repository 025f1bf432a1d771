// Security headers (CSP the built storefront passes) and CORS limited to configured origins. The
// rate limits are in http/rate-limits.ts (counted in the database, shared by every instance).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';
import { AppError } from '../http/errors.js';
import { SESSION_COOKIE } from '@/infrastructure/account/account-contract';
import { isLocalHost } from './auth.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The storefront's toaster (sonner) writes its stylesheet into a <style> element at start: first
 * empty, then with its CSS. Both are allowed by hash, read from the installed package, so the CSP
 * stays without 'unsafe-inline' and follows an upgrade of the package.
 */
export function toasterStyleHashes(): string[] {
  try {
    const entry = createRequire(import.meta.url).resolve('sonner');
    const source = readFileSync(entry.replace(/index\.js$/, 'index.mjs'), 'utf8');
    const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
    if (literal === undefined) return [];
    return [sha256(''), sha256(JSON.parse(literal) as string)];
  } catch {
    return [];
  }
}

const TOASTER_STYLES = toasterStyleHashes();

/** The storefront is a Vite build: only its own scripts and styles, images from itself or data: URLs. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", ...TOASTER_STYLES],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...config.cspConnectSrc],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // Served over plain HTTP on localhost too: upgrading requests there would break the page.
    'upgrade-insecure-requests': null,
  };
}

/**
 * The headers helmet's middleware sets, read once. With static directives (no function in the CSP)
 * they are the same on every answer, so running helmet per request (a dozen raw setHeader calls,
 * each validated) only spent time: about 10 % of a cached read's server time (issue 10, ADR 0016).
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Agrees with frame-ancestors 'none' for browsers that read only X-Frame-Options (helmet's default is SAMEORIGIN; issue 28).
    xFrameOptions: { action: 'deny' },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const LOCAL_ORIGIN_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether a request that rides on the session cookie may come from this origin (docs/adr/0035). */
export function ownOrigins(config: Pick<AppConfig, 'publicUrl'>): (request: FastifyRequest, origin: string) => boolean {
  let store: string | null = null;
  try {
    store = new URL(config.publicUrl).origin;
  } catch {
    store = null;
  }
  return (request, origin) => {
    if (origin === store) return true;
    // On localhost the store answers on whichever port it was started with (tests, a developer's run),
    // and Vite's dev server proxies the API from its own port: any page of this machine is the store's.
    if (!isLocalHost(request)) return false;
    try {
      return LOCAL_ORIGIN_HOSTS.has(new URL(origin).hostname);
    } catch {
      return false;
    }
  };
}

/**
 * Cross-site request forgery: the session cookie is SameSite=Lax, and a request that changes anything
 * with it must also come from the store's own pages. Refused when the browser says the request is
 * cross-site (Sec-Fetch-Site), or names an Origin other than the store's (PUBLIC_URL's, or on localhost
 * any page of the same machine). A request with a bearer token is exempt (no browser attaches one by itself);
 * a same-origin HTML form post carries the store's Origin and passes. Checked before any route runs.
 */
export function crossSiteRefusal(request: FastifyRequest, isOwn: (request: FastifyRequest, origin: string) => boolean): AppError | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers.authorization?.startsWith('Bearer ') === true) return null;
  if (!request.cookies[SESSION_COOKIE]) return null;
  const site = request.headers['sec-fetch-site'];
  // The browser's own word, which no page can forge: a same-origin HTML form post says so, and names its
  // Origin as `null` under the store's Referrer-Policy: no-referrer (docs/adr/0040).
  if (site === 'same-origin') return null;
  const origin = request.headers.origin;
  if (site === 'cross-site' || (origin !== undefined && !isOwn(request, origin))) {
    return new AppError(403, 'CROSS_SITE_REQUEST', 'This request came from another site: it was refused. Use the store itself, or a bearer token.');
  }
  return null;
}

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // @fastify/helmet rebuilds helmet's middleware on every request, which cost about 60 % of a small
  // cached answer's throughput (ADR 0010); running the built middleware per request still cost ~10 %
  // (ADR 0016). The headers are static: set once per reply, from the object read at start.
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // After the cookie parser's onRequest hook (registerAuth runs first), before every route.
  const origins = ownOrigins(config);
  app.addHook('onRequest', (request, _reply, done) => {
    done(crossSiteRefusal(request, origins) ?? undefined);
  });
  // No configured origin (the default, same-origin only): CORS off, so no Vary: Origin either.
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: allowed.size > 0 ? (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)) : false,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
