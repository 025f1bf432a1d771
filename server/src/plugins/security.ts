// Security headers (CSP the built storefront passes), CORS limited to configured origins, and the
// rate limiters of the account calls.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig, RateLimitRule } from '../config.js';
import { rateLimited } from '../http/errors.js';

/** The storefront is a Vite build: only its own scripts and styles, images from itself or data: URLs. */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[] | null> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
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

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
  });
  const allowed = new Set(config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
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

const windowOf = (rule: RateLimitRule) => ({ max: rule.max, timeWindow: rule.windowMs });

/**
 * Two limiters for an account call: one per client IP, one per account key (the e-mail address,
 * or the reset token) whatever the IP, so neither spraying addresses nor rotating IPs helps.
 */
export function accountRateLimits(
  app: FastifyInstance,
  name: string,
  limits: AppConfig['rateLimits'],
  accountKey: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler[] {
  return [
    app.rateLimit({ ...windowOf(limits.perIp), keyGenerator: (request) => `${name}|ip|${request.ip}` }),
    app.rateLimit({
      ...windowOf(limits.perAccount),
      keyGenerator: (request) => `${name}|account|${(accountKey(request) ?? '').trim().toLowerCase()}`,
    }),
  ];
}
