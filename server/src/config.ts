// Everything the server reads from the environment, read once, in one place.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PAGE_CACHE_TIMES, type PageCacheTimes } from './http/page-caching.js';
import { OUTBOX_PHONE_DELIVERY, phoneCodeRulesFromEnv, phoneDeliveryFromEnv, type PhoneCodeRules, type PhoneDeliveryConfig } from './accounts/phone/phone-delivery-config.js';

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Per client IP, for each of login, sign-up, verification and password reset. */
  perIp: RateLimitRule;
  /** Per e-mail address (or reset token), whatever the IP: sign-up, verification, resend, reset. */
  perAccount: RateLimitRule;
  /** Login, per address-and-IP pair (ADR 0020); defaults to perAccount. */
  loginPerAccountAndIp?: RateLimitRule;
  /** Login, the slower ceiling per address whatever the IP (ADR 0020); defaults to 10 × perAccount. */
  loginPerAccount?: RateLimitRule;
}

/**
 * How long a client may take and how many connections it may hold (issue 16): so a few hundred slow or
 * idle sockets cannot hold the server. Read from the environment by loadServerEnv (docs/api.md).
 */
export interface ConnectionLimits {
  /** A socket with no activity at all for this long is closed (Fastify connectionTimeout); 0 = never. */
  connectionTimeoutMs: number;
  /** The request line and every header must have arrived within this (else 408 and closed). */
  headersTimeoutMs: number;
  /** The whole request, body included, must have arrived within this (else 408); 0 = no limit. */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this; behind a load balancer, make it longer than the balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** A connection is closed after this many requests (0 = no limit). */
  maxRequestsPerSocket: number;
  /**
   * Open connections one client address may hold; more are closed at once (0 = no cap). Off by default
   * behind a trusted proxy, where every connection comes from the proxy's address.
   */
  maxConnectionsPerIp: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  connectionTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 10_000,
  maxRequestsPerSocket: 1000,
  maxConnectionsPerIp: 100,
};

export interface AppConfig {
  jwtSecret: Uint8Array;
  jwtTtlSeconds: number;
  /** Origins allowed by CORS; empty means same-origin only. */
  corsOrigins: string[];
  /** Extra origins the storefront may fetch from (CSP connect-src), e.g. an IP-geolocation service. */
  cspConnectSrc: string[];
  bodyLimitBytes: number;
  /** GET /api/dev/outbox — only for browser tests, never on by default. */
  exposeOutbox: boolean;
  rateLimits: RateLimits;
  /** Per client IP, for each support call (contact message, data-deletion request). */
  supportRateLimit: RateLimitRule;
  /** Where links in e-mails point (the storefront's origin). */
  publicUrl: string;
  trustProxy: boolean;
  /** How long reference reads (countries, currencies, contact info, categories) are reused; 0 = always reread. */
  referenceCacheSeconds: number;
  /** How long a product list (a search, a category page) is reused; 0 = always reread. */
  catalogueListCacheSeconds: number;
  /** How long a shared cache in front (docs/operations.md) may keep a guest's page: PAGE_CACHE_SECONDS, PAGE_STALE_SECONDS (ADR 0052). */
  pageCache: PageCacheTimes;
  /** Timeouts and caps of the HTTP server's connections. */
  connections: ConnectionLimits;
  /** Where the sitemaps split a file (docs/seo.md); the protocol's limits unless a test lowers them. */
  sitemap: SitemapLimits;
  /** The worker threads that draw link previews and the queue in front of them (issue 28, docs/seo.md). */
  linkPreviews: LinkPreviewLimits;
  /** Where phone codes go: an SMS provider, WhatsApp Cloud API, else the outbox (issue 30, docs/operations.md). */
  phoneDelivery: PhoneDeliveryConfig;
  /** The phone-code policy of ADR 0046 (code life, tries, send cooldowns); its defaults unless a test shortens them. */
  phoneCodeRules?: PhoneCodeRules;
}

/** OG_PREVIEW_THREADS and OG_PREVIEW_QUEUE (docs/operations.md). */
export interface LinkPreviewLimits {
  /** Threads drawing previews at once. */
  threads: number;
  /** Previews waiting for a thread; one more answers 503 PREVIEWS_BUSY with Retry-After. */
  maxQueue: number;
}

/** One core is left to the event loop; a preview takes ~50-100 ms of a thread, so 2 threads draw 20-40 a second. */
export const DEFAULT_LINK_PREVIEW_LIMITS: LinkPreviewLimits = {
  threads: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueue: 32,
};

/** A sitemap file holds at most this many <url> entries and this many bytes before compression. */
export interface SitemapLimits {
  maxUrlsPerFile: number;
  maxBytesPerFile: number;
}

/** The sitemap protocol's own limits (sitemaps.org): 50,000 URLs and 50 MiB uncompressed per file. */
export const SITEMAP_PROTOCOL_LIMITS: SitemapLimits = { maxUrlsPerFile: 50_000, maxBytesPerFile: 50 * 1024 * 1024 };

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perIp: { max: 30, windowMs: 15 * 60_000 },
  perAccount: { max: 10, windowMs: 15 * 60_000 },
  // ADR 0020: ten tries per address from one IP, and at most 100 per address from everywhere
  // (NIST SP 800-63B §5.2.2's cap on failed attempts per account).
  loginPerAccountAndIp: { max: 10, windowMs: 15 * 60_000 },
  loginPerAccount: { max: 100, windowMs: 15 * 60_000 },
};

/** A shopper rarely writes more than once or twice; a script writing more is refused. */
export const DEFAULT_SUPPORT_RATE_LIMIT: RateLimitRule = { max: 5, windowMs: 10 * 60_000 };

export function defaultConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    jwtSecret: overrides.jwtSecret ?? randomBytes(32),
    jwtTtlSeconds: 24 * 60 * 60,
    corsOrigins: [],
    cspConnectSrc: [],
    bodyLimitBytes: 64 * 1024,
    exposeOutbox: false,
    rateLimits: DEFAULT_RATE_LIMITS,
    supportRateLimit: DEFAULT_SUPPORT_RATE_LIMIT,
    publicUrl: 'http://localhost:3000',
    trustProxy: false,
    referenceCacheSeconds: 60,
    catalogueListCacheSeconds: 10,
    pageCache: DEFAULT_PAGE_CACHE_TIMES,
    connections: DEFAULT_CONNECTION_LIMITS,
    sitemap: SITEMAP_PROTOCOL_LIMITS,
    linkPreviews: DEFAULT_LINK_PREVIEW_LIMITS,
    phoneDelivery: OUTBOX_PHONE_DELIVERY,
    ...overrides,
  };
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** JWT_SECRET when set (at least 32 characters); otherwise the secret is kept in the database (main.ts). */
export function jwtSecretFromEnv(env: NodeJS.ProcessEnv): Uint8Array | undefined {
  if (!env.JWT_SECRET) return undefined;
  if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  return new TextEncoder().encode(env.JWT_SECRET);
}

/** A whole number of at least 0 from the environment, or the default when unset or not one. */
const wholeNumber = (value: string | undefined, fallback: number): number => {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed >= 0 ? parsed : fallback;
};

/** CONNECTION_TIMEOUT_MS, HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_REQUESTS_PER_SOCKET, MAX_CONNECTIONS_PER_IP. */
export function loadConnectionLimits(env: NodeJS.ProcessEnv, trustProxy: boolean): ConnectionLimits {
  const d = DEFAULT_CONNECTION_LIMITS;
  const headersTimeoutMs = Math.max(1, wholeNumber(env.HEADERS_TIMEOUT_MS, d.headersTimeoutMs));
  const requestTimeoutMs = wholeNumber(env.REQUEST_TIMEOUT_MS, d.requestTimeoutMs);
  return {
    connectionTimeoutMs: wholeNumber(env.CONNECTION_TIMEOUT_MS, d.connectionTimeoutMs),
    // Node refuses a headers timeout longer than the request timeout.
    headersTimeoutMs: requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: Math.max(1, wholeNumber(env.KEEP_ALIVE_TIMEOUT_MS, d.keepAliveTimeoutMs)),
    maxRequestsPerSocket: wholeNumber(env.MAX_REQUESTS_PER_SOCKET, d.maxRequestsPerSocket),
    maxConnectionsPerIp: wholeNumber(env.MAX_CONNECTIONS_PER_IP, trustProxy ? 0 : d.maxConnectionsPerIp),
  };
}

/**
 * The bounds of every wait on PostgreSQL (issue 32), so a database that is away or stalled costs a request
 * a few seconds and a 503, never a hang.
 */
export interface DatabaseTimeouts {
  /** Opening a connection: TCP and PostgreSQL's start-up (DATABASE_CONNECT_TIMEOUT_MS). */
  connectMs: number;
  /** Waiting for a connection of the pool, a free one or a new one (DATABASE_ACQUIRE_TIMEOUT_MS). */
  acquireMs: number;
  /** One statement (DATABASE_STATEMENT_TIMEOUT_MS): PostgreSQL's statement_timeout, and the client's own. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, acquireMs: 5_000, statementMs: 10_000 };

/** A whole number of at least 1 from the environment, or the default (0 included). */
const bound = (value: string | undefined, fallback: number): number => wholeNumber(value, fallback) || fallback;

/**
 * DATABASE_CONNECT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS. There is no
 * "no bound": 0 (PostgreSQL's "off"), a negative number or nonsense keeps the default.
 */
export function loadDatabaseTimeouts(env: NodeJS.ProcessEnv): DatabaseTimeouts {
  const d = DEFAULT_DATABASE_TIMEOUTS;
  return {
    connectMs: bound(env.DATABASE_CONNECT_TIMEOUT_MS, d.connectMs),
    acquireMs: bound(env.DATABASE_ACQUIRE_TIMEOUT_MS, d.acquireMs),
    statementMs: bound(env.DATABASE_STATEMENT_TIMEOUT_MS, d.statementMs),
  };
}

const LOCAL_HOSTNAMES = new Set(['localhost', '[::1]', '0.0.0.0']);

/** Whether a URL names this machine (localhost, 127.x.x.x, ::1, *.localhost) or is not a URL at all. */
function isLocalUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return LOCAL_HOSTNAMES.has(hostname) || hostname.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  } catch {
    return true;
  }
}

/**
 * The one line main.ts logs at start when PUBLIC_URL names this machine outside development (issue 28):
 * links in mails, the sitemap, canonical URLs and link previews are made from it, so a store deployed
 * without it sends shoppers and crawlers to localhost. Development is NODE_ENV=development (or test); null: no warning.
 */
export function publicUrlWarning(env: NodeJS.ProcessEnv, publicUrl: string): string | null {
  if (env.NODE_ENV === 'development' || env.NODE_ENV === 'test') return null;
  if (!isLocalUrl(publicUrl)) return null;
  return (
    `[dukkan] warning: PUBLIC_URL is ${publicUrl}${env.PUBLIC_URL === undefined ? ' (the default)' : ''} and NODE_ENV is ${env.NODE_ENV ?? 'unset'}: ` +
    "links in mails, the sitemap, canonical URLs and link previews will point to this machine. Set PUBLIC_URL to the store's public address " +
    '(or NODE_ENV=development on a developer\'s machine).'
  );
}

/** PAGE_CACHE_SECONDS (0: no page is kept by a shared cache) and PAGE_STALE_SECONDS; nonsense keeps the default. */
export function loadPageCacheTimes(env: NodeJS.ProcessEnv): PageCacheTimes {
  const d = DEFAULT_PAGE_CACHE_TIMES;
  return { sharedSeconds: wholeNumber(env.PAGE_CACHE_SECONDS, d.sharedSeconds), staleSeconds: wholeNumber(env.PAGE_STALE_SECONDS, d.staleSeconds) };
}

/** OG_PREVIEW_THREADS (at least 1) and OG_PREVIEW_QUEUE (0: refuse whatever finds every thread busy); nonsense keeps the default. */
export function loadLinkPreviewLimits(env: NodeJS.ProcessEnv): LinkPreviewLimits {
  const d = DEFAULT_LINK_PREVIEW_LIMITS;
  return { threads: bound(env.OG_PREVIEW_THREADS, d.threads), maxQueue: wholeNumber(env.OG_PREVIEW_QUEUE, d.maxQueue) };
}

/** The file where servers before issue 16 kept a generated secret: imported into the database once. */
export const legacyJwtSecretFile = (dataDir: string): string => join(dataDir, 'jwt-secret');

export function readLegacyJwtSecret(dataDir: string): string | undefined {
  const file = legacyJwtSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() || undefined : undefined;
}

/** A new random secret, as text (base64url of 48 bytes). */
export const newJwtSecret = (): string => randomBytes(48).toString('base64url');

/**
 * RATE_LIMIT_PER_IP: how many account calls (login, sign-up, verification, reset) one address may make in
 * 15 minutes. Raise it where many shoppers share an address (a carrier's NAT, an office, the browser
 * suite on 127.0.0.1); the per-account and login-pair limits of ADR 0020 are not changed by it.
 */
export function loadRateLimits(env: NodeJS.ProcessEnv): RateLimits {
  const max = Number(env.RATE_LIMIT_PER_IP);
  if (env.RATE_LIMIT_PER_IP === undefined || env.RATE_LIMIT_PER_IP.trim() === '' || !Number.isSafeInteger(max) || max < 1) {
    return DEFAULT_RATE_LIMITS;
  }
  return { ...DEFAULT_RATE_LIMITS, perIp: { ...DEFAULT_RATE_LIMITS.perIp, max } };
}

export interface ServerEnv {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** DATABASE_DIRECT_URL: a session connection for LISTEN and the start-up lock (behind a transaction pooler). */
  databaseDirectUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
  /** From JWT_SECRET; undefined: main.ts reads (or creates) the one kept in the database. */
  jwtSecret: Uint8Array | undefined;
  /** PostgreSQL pool size per instance (DATABASE_POOL_SIZE, default 10). */
  poolSize: number;
  /** The bounds of a wait on PostgreSQL (DATABASE_*_TIMEOUT_MS). */
  databaseTimeouts: DatabaseTimeouts;
  /** SIGTERM: seconds between answering 503 on /api/ready and closing (SHUTDOWN_DELAY_SECONDS). */
  shutdownDelaySeconds: number;
  /** How long the server's render of a page may take before the browser draws it (RENDER_BUDGET_MS, default 1500). */
  renderBudgetMs: number | undefined;
  app: AppConfig;
}

export function loadServerEnv(env: NodeJS.ProcessEnv, defaultDataDir: string): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  const dataDir = env.DATA_DIR ?? defaultDataDir;
  const ttl = Number(env.JWT_TTL_SECONDS ?? 24 * 60 * 60);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Dukkan <no-reply@dukkan.test>',
    logLevel: env.LOG_LEVEL ?? 'info',
    jwtSecret: jwtSecretFromEnv(env),
    poolSize: Math.max(1, Math.floor(Number(env.DATABASE_POOL_SIZE ?? 10)) || 10),
    databaseTimeouts: loadDatabaseTimeouts(env),
    shutdownDelaySeconds: Math.max(0, Number(env.SHUTDOWN_DELAY_SECONDS ?? 0) || 0),
    renderBudgetMs: wholeNumber(env.RENDER_BUDGET_MS, 0) || undefined,
    app: defaultConfig({
      jwtTtlSeconds: Number.isFinite(ttl) && ttl > 0 ? ttl : 24 * 60 * 60,
      corsOrigins: list(env.CORS_ORIGINS),
      cspConnectSrc: list(env.CSP_CONNECT_SRC),
      bodyLimitBytes: Number(env.BODY_LIMIT_BYTES ?? 64 * 1024),
      exposeOutbox: env.EXPOSE_OUTBOX === '1',
      publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
      trustProxy: env.TRUST_PROXY === '1',
      referenceCacheSeconds: Math.max(0, Number(env.REFERENCE_CACHE_SECONDS ?? 60) || 0),
      catalogueListCacheSeconds: Math.max(0, Number(env.CATALOGUE_LIST_CACHE_SECONDS ?? 10) || 0),
      pageCache: loadPageCacheTimes(env),
      connections: loadConnectionLimits(env, env.TRUST_PROXY === '1'),
      rateLimits: loadRateLimits(env),
      linkPreviews: loadLinkPreviewLimits(env),
      phoneDelivery: phoneDeliveryFromEnv(env),
      ...(phoneCodeRulesFromEnv(env) ? { phoneCodeRules: phoneCodeRulesFromEnv(env) } : {}),
    }),
  };
}
