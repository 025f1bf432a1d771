// Reference reads the storefront caches (countries, currencies, contact info, categories) change only
// when the seed or an operator changes them, yet every page load asks for them. Each answer is built
// once per key (language, page) and kept, as its UTF-8 bytes with a strong ETag, for a short time;
// concurrent misses share one database query. A client that sends If-None-Match gets 304.
// A hit is answered synchronously from memory: no promise, no serialisation, no byte count, no
// encoding (issue 10: these reads must run at half or more of a bare Fastify route's throughput).
// docs/adr/0010-reference-reads-cached-on-the-server.md explains the choice and its limits; 0016 the hot path.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CacheInvalidation } from './cache-invalidation.js';

export interface CachedAnswer {
  /** The JSON answer as UTF-8 bytes, sent as they are. */
  body: Buffer;
  etag: string;
}

export interface ReferenceCacheOptions {
  /** How long an answer is reused, in seconds (the server side); 0 disables the cache, keeping the ETag. */
  ttlSeconds: number;
  /** Cache-Control max-age for browsers and proxies, in seconds. */
  maxAgeSeconds: number;
  /** The answer depends on the request language (Accept-Language or ?lang). */
  variesByLanguage: boolean;
  /** Drops the cache when the data changes, on any instance (docs/adr/0021). */
  invalidation?: CacheInvalidation;
}

export function answerOf(value: unknown): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110 §13.1.2: a list of entity tags, weak ones compared weakly, or "*". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  return trimmed.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

export interface AnswerCacheOptions {
  ttlSeconds: number;
  /** Keys are few (languages × ids, pages); a client inventing page sizes cannot grow memory past this. */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Values per key for ttlSeconds. peek() is synchronous (the hot path of a hit); get() loads on a
 * miss, concurrent misses of one key sharing one load. A load that fails is not kept. clear() drops
 * everything, and a load that was under way when it was called is not kept either (it may have read
 * the data from before the change that caused the clear).
 */
export class AnswerCache<K extends string, V = CachedAnswer> {
  private readonly kept = new Map<K, { answer: V; expiresAt: number }>();
  private readonly loading = new Map<K, Promise<V>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private generation = 0;

  constructor(
    options: AnswerCacheOptions,
    private readonly load: (key: K) => Promise<V>,
  ) {
    this.ttlMs = Math.max(0, options.ttlSeconds) * 1000;
    this.maxEntries = options.maxEntries ?? 256;
    this.now = options.now ?? Date.now;
  }

  peek(key: K): V | undefined {
    const entry = this.kept.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.kept.delete(key);
    return undefined;
  }

  /** `load` replaces the constructor's loader for this miss (when the key alone cannot rebuild the ask). */
  get(key: K, load: (key: K) => Promise<V> = this.load): Promise<V> {
    const hit = this.peek(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending !== undefined) return pending;
    const generation = this.generation;
    const loaded = load(key).then(
      (answer) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        if (generation === this.generation) this.keep(key, answer);
        return answer;
      },
      (error: unknown) => {
        if (this.loading.get(key) === loaded) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Forgets every value and every load under way (the data changed). */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
    this.loading.clear();
  }

  private keep(key: K, answer: V): void {
    if (this.ttlMs === 0) return;
    this.kept.delete(key);
    while (this.kept.size >= this.maxEntries) {
      const oldest = this.kept.keys().next();
      if (oldest.done === true) break;
      this.kept.delete(oldest.value);
    }
    this.kept.set(key, { answer, expiresAt: this.now() + this.ttlMs });
  }
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** Adds a field name to a Vary header another hook may have set (CORS adds Origin). */
export function withVary(current: unknown, name: string): string {
  if (typeof current !== 'string' || current === '') return name;
  const lower = name.toLowerCase();
  return current.split(',').some((field) => field.trim().toLowerCase() === lower || field.trim() === '*') ? current : `${current}, ${name}`;
}

/**
 * One cache per route plugin (so per app instance: tests build many). `load` returns the JSON value to
 * answer; a load that throws is not cached and its error reaches the error handler. The returned
 * function sends the answer: at once (returning undefined) on a hit, else once loaded (a promise that
 * resolves with nothing, which Fastify accepts from a handler that has sent). Typed `never` so it fits
 * any route's typed body: the body is already serialised.
 */
export function referenceCache<K extends string>(options: ReferenceCacheOptions, load: (key: K) => Promise<unknown>) {
  const cache = new AnswerCache<K>({ ttlSeconds: options.ttlSeconds }, async (key) => answerOf(await load(key)));
  options.invalidation?.register(() => cache.clear());
  const cacheControl = `public, max-age=${options.maxAgeSeconds}`;

  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): undefined => {
    reply.header('etag', answer.etag);
    reply.header('cache-control', cacheControl);
    if (options.variesByLanguage) reply.header('vary', withVary(reply.getHeader('vary'), 'accept-language'));
    if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) reply.code(304).send();
    else reply.header('content-type', JSON_TYPE).send(answer.body);
    return undefined;
  };

  return function reply(request: FastifyRequest, response: FastifyReply, key: K): Promise<never> {
    const hit = cache.peek(key);
    if (hit !== undefined) return send(request, response, hit) as never;
    return cache.get(key).then((answer) => send(request, response, answer)) as Promise<never>;
  };
}

/** What a route plugin's reference cache takes from the app: the server-side lifetime and the invalidation. */
export interface ReferenceCacheDeps {
  config: { referenceCacheSeconds: number };
  invalidation: CacheInvalidation;
}

/** referenceCache with the app's lifetime and invalidation; the route names only its own max-age and Vary. */
export function appReferenceCache<K extends string>(
  deps: ReferenceCacheDeps,
  options: Pick<ReferenceCacheOptions, 'maxAgeSeconds' | 'variesByLanguage'>,
  load: (key: K) => Promise<unknown>,
) {
  return referenceCache({ ttlSeconds: deps.config.referenceCacheSeconds, invalidation: deps.invalidation, ...options }, load);
}
