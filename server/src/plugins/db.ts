// Decorates the app with the database and what is built on it, once, at the root.
import type { FastifyInstance } from 'fastify';
import type { AccessTokens } from '../accounts/access-tokens.js';
import type { AccountService } from '../accounts/account-service.js';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { CacheInvalidation } from '../http/cache-invalidation.js';
import type { RateLimiter } from '../http/rate-limits.js';
import type { Repositories, UnitOfWork } from '../repositories/index.js';
import type { Mailer } from './mail.js';

export interface AppDeps {
  config: AppConfig;
  database: Database;
  db: Db;
  repos: Repositories;
  /** Runs work in one transaction: `await app.deps.unitOfWork(async (repos) => …)`. */
  unitOfWork: UnitOfWork;
  mailer: Mailer;
  tokens: AccessTokens;
  accounts: AccountService;
  /** Rate-limit counters in the database, shared by every instance. */
  rateLimiter: RateLimiter;
  /** Caches register here; a change NOTIFYed by the database drops them on every instance. */
  invalidation: CacheInvalidation;
  /** Set on SIGTERM: /api/ready answers 503 so the load balancer stops sending new requests. */
  lifecycle: { draining: boolean };
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export function registerDependencies(app: FastifyInstance, deps: AppDeps): void {
  app.decorate('deps', deps);
}
