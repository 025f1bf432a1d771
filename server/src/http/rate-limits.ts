// Rate limits shared by every instance on one database: fixed-window counters in the UNLOGGED table
// rate_limit_counters (0006_instances.sql), one upsert per check, timed by the database's clock so
// instances whose clocks differ still agree. A restart of an instance forgets nothing; a crash of
// PostgreSQL empties the table (unlogged), which only forgets who was being throttled (ADR 0021).
// The login policy (a pair limit, a limit per IP, a slower ceiling per address) is ADR 0020.
import { sql } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitRule, RateLimits } from '../config.js';
import type { Db } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';
import { rateLimited } from './errors.js';

export interface LimitCheck {
  key: string;
  rule: RateLimitRule;
}

export class RateLimiter {
  constructor(private readonly db: Db) {}

  /**
   * Counts one hit on each key (one statement, whatever the number of keys); answers the seconds to
   * wait when any of them is over its limit, else null.
   */
  async hit(checks: readonly LimitCheck[]): Promise<number | null> {
    if (checks.length === 0) return null;
    // One row per key, in one order, so two statements upserting the same keys never deadlock.
    const unique = [...new Map(checks.map((check) => [check.key, check])).values()].toSorted((a, b) => (a.key < b.key ? -1 : 1));
    const rows = await this.db
      .insert(rateLimitCounters)
      .values(
        unique.map((check) => ({
          key: check.key,
          hits: 1,
          resetAt: sql`now() + (${Math.max(1, Math.round(check.rule.windowMs))}::integer * interval '1 millisecond')`,
        })),
      )
      .onConflictDoUpdate({
        target: rateLimitCounters.key,
        set: {
          hits: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.hits} + 1 end`,
          resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
        },
      })
      .returning({
        key: rateLimitCounters.key,
        hits: rateLimitCounters.hits,
        waitSeconds: sql<number>`extract(epoch from (${rateLimitCounters.resetAt} - now()))::float8`,
      });
    let wait: number | null = null;
    for (const row of rows) {
      const rule = unique.find((check) => check.key === row.key)?.rule;
      if (rule !== undefined && row.hits > rule.max) wait = Math.max(wait ?? 0, Number(row.waitSeconds));
    }
    return wait;
  }

  /** Forgets a key's count (the owner signed in: their own earlier typos no longer count). */
  async forget(key: string): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
  }

  /** Deletes expired counters; each instance runs it now and then. */
  async sweep(): Promise<void> {
    await this.db.delete(rateLimitCounters).where(sql`${rateLimitCounters.resetAt} < now()`);
  }

  /** A preHandler that throws 429 RATE_LIMITED (with Retry-After) when any check is over its limit. */
  guard(checks: (request: FastifyRequest) => LimitCheck[]): preHandlerAsyncHookHandler {
    return async (request) => {
      const wait = await this.hit(checks(request));
      if (wait !== null) throw rateLimited(wait);
    };
  }
}

const normalised = (value: string | undefined): string => (value ?? '').trim().toLowerCase();

/**
 * Two limits for an account call other than login (sign-up, verification, reset): per client IP,
 * then per account key (the e-mail address, or the reset token) whatever the IP, so neither
 * spraying addresses from one IP nor rotating IPs against one address helps. A call refused per IP
 * is not counted against the address.
 */
export function accountCallLimits(
  limiter: RateLimiter,
  name: string,
  limits: RateLimits,
  accountKey: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const perIp = await limiter.hit([{ key: `${name}|ip|${request.ip}`, rule: limits.perIp }]);
    if (perIp !== null) throw rateLimited(perIp);
    const key = normalised(accountKey(request));
    if (!key) return;
    const perAccount = await limiter.hit([{ key: `${name}|account|${key}`, rule: limits.perAccount }]);
    if (perAccount !== null) throw rateLimited(perAccount);
  };
}

const pairKey = (request: FastifyRequest, address: string): string => `login|pair|${address}|${request.ip}`;

/** The login limits of ADR 0020, with their defaults when a test's config leaves them out. */
export function loginRules(limits: RateLimits): { perIp: RateLimitRule; perPair: RateLimitRule; ceiling: RateLimitRule } {
  return {
    perIp: limits.perIp,
    perPair: limits.loginPerAccountAndIp ?? limits.perAccount,
    ceiling: limits.loginPerAccount ?? { max: limits.perAccount.max * 10, windowMs: limits.perAccount.windowMs },
  };
}

/**
 * Login throttles the attacker, not the owner (ADR 0020): attempts are counted per address-and-IP
 * pair and per IP; only an attempt neither refuses counts toward the address's ceiling, which is ten
 * times slower, so one IP (or a few) guessing cannot lock the owner out from elsewhere. Signing in
 * forgets the pair's count.
 */
export function loginLimits(limiter: RateLimiter, limits: RateLimits, email: (request: FastifyRequest) => string | undefined) {
  const rules = loginRules(limits);
  return {
    preHandler: (async (request) => {
      const address = normalised(email(request));
      const near = await limiter.hit([
        { key: `login|ip|${request.ip}`, rule: rules.perIp },
        ...(address ? [{ key: pairKey(request, address), rule: rules.perPair }] : []),
      ]);
      if (near !== null) throw rateLimited(near, 'Too many sign-in attempts from here: try again later.');
      if (!address) return;
      const ceiling = await limiter.hit([{ key: `login|account|${address}`, rule: rules.ceiling }]);
      if (ceiling !== null) throw rateLimited(ceiling, 'Too many sign-in attempts for this account: try again later.');
    }) satisfies preHandlerAsyncHookHandler,
    /** After a successful sign-in. */
    succeeded: async (request: FastifyRequest): Promise<void> => {
      const address = normalised(email(request));
      if (address) await limiter.forget(pairKey(request, address));
    },
  };
}
