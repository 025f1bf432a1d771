// Security headers (CSP the built storefront passes), CORS limited to configured origins, and the
// rate limiters of the account calls.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import cors from '@fastify/cors';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig, RateLimitRule } from '../config.js';
import { rateLimited } from '../http/errors.js';

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
  const middleware = helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) } });
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // @fastify/helmet rebuilds helmet's middleware on every request, which cost about 60 % of a small
  // cached answer's throughput (ADR 0010); running the built middleware per request still cost ~10 %
  // (ADR 0016). The headers are static: set once per reply, from the object read at start.
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => rateLimited(context.ttl / 1000),
  });
}

/**
 * A fixed-window counter per key, in memory. @fastify/rate-limit runs one limiter per request,
 * so the second dimension (per account) is counted here.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers the seconds to wait when over the limit, else null. */
  hit(key: string): number | null {
    const now = this.now();
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    const window = current && current.resetAt > now ? current : { count: 0, resetAt: now + this.rule.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return window.count > this.rule.max ? (window.resetAt - now) / 1000 : null;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * Two limits for an account call: per client IP (@fastify/rate-limit) and per account key (the
 * e-mail address, or the reset token) whatever the IP, so neither spraying addresses from one IP
 * nor rotating IPs against one address helps. Both answer 429 RATE_LIMITED with Retry-After.
 */
export function accountRateLimits(
  app: FastifyInstance,
  name: string,
  limits: AppConfig['rateLimits'],
  accountKey: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler[] {
  const perAccount = new FixedWindowLimiter(limits.perAccount);
  return [
    app.rateLimit({
      max: limits.perIp.max,
      timeWindow: limits.perIp.windowMs,
      keyGenerator: (request) => `${name}|ip|${request.ip}`,
    }),
    async (request) => {
      const key = (accountKey(request) ?? '').trim().toLowerCase();
      if (!key) return;
      const wait = perAccount.hit(key);
      if (wait !== null) throw rateLimited(wait);
    },
  ];
}
