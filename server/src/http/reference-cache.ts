// Reference reads the storefront caches (countries, currencies, contact info, categories) change only
// when the seed or an operator changes them, yet every page load asks for them. Each answer is built
// once per key (language, page), kept serialised with a strong ETag for a short time, and concurrent
// misses share one database query (async-cache-dedupe). A client that sends If-None-Match gets 304.
// docs/adr/0010-reference-reads-cached-on-the-server.md explains the choice and its limits.
import { createHash } from 'node:crypto';
import { createCache } from 'async-cache-dedupe';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CachedAnswer {
  body: string;
  etag: string;
}

export interface ReferenceCacheOptions {
  /** How long an answer is reused, in seconds (the server side); 0 disables the cache, keeping the ETag. */
  ttlSeconds: number;
  /** Cache-Control max-age for browsers and proxies, in seconds. */
  maxAgeSeconds: number;
  /** The answer depends on the request language (Accept-Language or ?lang). */
  variesByLanguage: boolean;
}

export function answerOf(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/** RFC 9110 §13.1.2: a list of entity tags, weak ones compared weakly, or "*". */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const trimmed = header.trim();
  if (trimmed === '*') return true;
  return trimmed.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * One cache per route plugin (so per app instance: tests build many apps). `load` returns the
 * JSON value to answer; a load that throws is not cached and its error reaches the error handler.
 */
export function referenceCache<K extends string>(name: string, options: ReferenceCacheOptions, load: (key: K) => Promise<unknown>) {
  const cache = createCache({ ttl: options.ttlSeconds, storage: { type: 'memory', options: { size: 256 } } }).define(
    name,
    async (key: K) => answerOf(await load(key)),
  );
  const fetchAnswer = (cache as unknown as Record<string, (key: K) => Promise<CachedAnswer>>)[name];
  if (fetchAnswer === undefined) throw new Error(`cache ${name} was not defined`);

  // Resolves with the reply itself, as Fastify wants from an async handler that has sent (otherwise it
  // may send again). Typed `never` so it fits any route's typed body: the body is already serialised.
  return async function reply(request: FastifyRequest, response: FastifyReply, key: K): Promise<never> {
    const answer = await fetchAnswer(key);
    response.header('etag', answer.etag).header('cache-control', `public, max-age=${options.maxAgeSeconds}`);
    if (options.variesByLanguage) response.header('vary', 'accept-language');
    const sent = matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)
      ? response.code(304).send()
      : response.type('application/json; charset=utf-8').send(answer.body);
    return sent as never;
  };
}
