// Reference reads answered from a short server cache with strong ETags (issue 10; ADR 0010).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/src/db/client.js';
import { brands, categories, contactInfo, currencies, productDetails, products } from '../../server/src/db/schema.js';
import { AnswerCache, answerOf, matchesIfNoneMatch, type CachedAnswer } from '../../server/src/http/reference-cache.js';
import { createTestApp, usingPostgres, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(categories).values({ titleEn: 'Phones', titleAr: 'هواتف', isParent: true, sortOrder: 1 });
});
afterAll(async () => {
  await t.close();
});

/**
 * Writes without the triggers that announce a change (as a restore with triggers off would): only
 * then does a cache keep answering what it holds until its time is up.
 */
type WriteTx = Parameters<Parameters<Db['transaction']>[0]>[0];
const unannounced = (db: Db, write: (tx: WriteTx) => Promise<unknown>) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx);
  });

/** Asks until `read` answers `expected` or `withinMs` is over; answers how long it took. */
async function seenWithin<T>(read: () => Promise<T>, expected: T, withinMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    if ((await read()) === expected) return Date.now() - started;
    if (Date.now() - started > withinMs) throw new Error(`still not ${String(expected)} after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const withoutDate = ({ date: _date, ...headers }: Record<string, unknown>) => headers;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe.each(['/api/countries', '/api/currencies/1', '/api/contactInfo', '/api/categories?pageNo=1&pageSize=500'])('GET %s', (url) => {
  test('answers with a strong ETag and a max-age, and 304 with no body when the client has it', async () => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get(url, { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  test('an answer from memory repeats the first one: the same bytes and the same headers but the date', async () => {
    // A fresh app, so that the first answer really comes from the database and the second from memory.
    const fresh = await createTestApp();
    try {
      await fresh.database.db.insert(categories).values({ titleEn: 'Phones', titleAr: 'هواتف', isParent: true, sortOrder: 1 });
      const first = await fresh.app.inject({ method: 'GET', url });
      const again = await fresh.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
      expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    } finally {
      await fresh.close();
    }
  });
});

test('each language has its own answer and ETag, and the answer says it varies by language', async () => {
  const en = await get('/api/countries?lang=en');
  const ar = await get('/api/countries?lang=ar');
  expect(en.headers.etag).not.toBe(ar.headers.etag);
  expect(ar.headers.vary).toMatch(/accept-language/i);
  expect(ar.json().countriesReturned[0].name).toBe('سوريا');
  const arByHeader = await get('/api/countries', { 'accept-language': 'ar', 'if-none-match': String(ar.headers.etag) });
  expect(arByHeader.statusCode).toBe(304);
});

test('a 404 is not cached: the answer appears as soon as the data does', async () => {
  // Arabic contact info has not been asked for in this file yet, so nothing is cached under it.
  const [saved] = await t.database.db.select().from(contactInfo);
  if (!saved) throw new Error('contact info is not seeded');
  await t.database.db.delete(contactInfo);
  expect((await get('/api/contactInfo?lang=ar')).statusCode).toBe(404);
  await t.database.db.insert(contactInfo).values(saved);
  const after = await get('/api/contactInfo?lang=ar');
  expect(after.statusCode).toBe(200);
  expect(after.json().recordReturned.email).toBe(saved.email);
});

const rate = async () => (await get('/api/currencies/2?lang=en')).json().currencyReturned.excRate as number;

test('within the cache time an unannounced change is not seen; an announced one within a second; with the cache off at once', async () => {
  expect(await rate()).toBe(89500);
  await unannounced(t.database.db, (tx) => tx.update(currencies).set({ excRate: '2' }).where(eq(currencies.id, 2)));
  expect(await rate()).toBe(89500);
  // Any committed write to the table is announced by the database (NOTIFY), whoever makes it.
  await t.database.db.update(currencies).set({ excRate: '3' }).where(eq(currencies.id, 2));
  expect(await seenWithin(rate, 3, 1_000)).toBeLessThan(1_000);
  await t.database.db.update(currencies).set({ excRate: '89500' }).where(eq(currencies.id, 2));
  await seenWithin(rate, 89500, 1_000);
  const uncached = await createTestApp({ config: { referenceCacheSeconds: 0 } });
  try {
    await uncached.app.inject({ method: 'GET', url: '/api/currencies/2' });
    await uncached.database.db.update(currencies).set({ excRate: '1' }).where(eq(currencies.id, 2));
    const reread = await uncached.app.inject({ method: 'GET', url: '/api/currencies/2' });
    expect(reread.json().currencyReturned.excRate).toBe(1);
  } finally {
    await uncached.close();
  }
});

test.runIf(usingPostgres())('when the listening connection is lost it reconnects, and changes are seen again', async () => {
  await rate();
  const killed = await t.database.db.execute(
    sql`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query like 'LISTEN %'`,
  );
  expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  await t.database.db.update(currencies).set({ excRate: '5' }).where(eq(currencies.id, 2));
  // Missed while reconnecting: the reconnection itself drops the caches.
  expect(await seenWithin(rate, 5, 3_000)).toBeLessThan(3_000);
  await new Promise((resolve) => setTimeout(resolve, 500));
  await t.database.db.update(currencies).set({ excRate: '89500' }).where(eq(currencies.id, 2));
  expect(await seenWithin(rate, 89500, 1_000)).toBeLessThan(1_000);
});

test('an unknown currency is still a 404 and a malformed id a 400 naming id', async () => {
  expect((await get('/api/currencies/99')).statusCode).toBe(404);
  expect((await get('/api/currencies/0')).json()).toMatchObject({ field: 'id' });
});

describe('matchesIfNoneMatch', () => {
  const { etag } = answerOf({ a: 1 });
  test.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"x", ${etag}`, true],
    ['*', true],
    ['"x"', false],
    ['', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
  test('no header never matches', () => {
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
  test('the same value gives the same ETag, another value another', () => {
    expect(answerOf({ a: 1 }).etag).toBe(etag);
    expect(answerOf({ a: 2 }).etag).not.toBe(etag);
  });
});

const loader = () => {
  const calls: string[] = [];
  let failNext = false;
  const load = (key: string) => {
    calls.push(key);
    if (failNext) {
      failNext = false;
      return Promise.reject(new Error('database down'));
    }
    return Promise.resolve(answerOf({ key, call: calls.length }));
  };
  return { calls, load, failOnce: () => (failNext = true) };
};

describe('AnswerCache', () => {
  test('keeps an answer for its time, then loads it again', async () => {
    let now = 1_000;
    const source = loader();
    const cache = new AnswerCache<string>({ ttlSeconds: 60, now: () => now }, source.load);
    expect(cache.peek('en')).toBeUndefined();
    const first = await cache.get('en');
    expect(cache.peek('en')).toBe(first);
    expect(await cache.get('en')).toBe(first);
    now += 59_999;
    expect(cache.peek('en')).toBe(first);
    now += 1;
    expect(cache.peek('en')).toBeUndefined();
    const second = await cache.get('en');
    expect(second).not.toBe(first);
    expect(source.calls).toEqual(['en', 'en']);
  });

  test('concurrent misses of one key share one load; other keys load apart', async () => {
    const source = loader();
    const cache = new AnswerCache<string>({ ttlSeconds: 60 }, source.load);
    const answers = await Promise.all([cache.get('en'), cache.get('en'), cache.get('ar'), cache.get('en')]);
    expect(source.calls).toEqual(['en', 'ar']);
    expect(answers[1]).toBe(answers[0]);
    expect(answers[3]).toBe(answers[0]);
    expect(answers[2]).not.toBe(answers[0]);
  });

  test('a load that fails is not kept: the next ask loads again', async () => {
    const source = loader();
    const cache = new AnswerCache<string>({ ttlSeconds: 60 }, source.load);
    source.failOnce();
    await expect(cache.get('en')).rejects.toThrow('database down');
    expect(cache.peek('en')).toBeUndefined();
    expect(JSON.parse((await cache.get('en')).body.toString('utf8'))).toEqual({ key: 'en', call: 2 });
  });

  test('with a time of 0 nothing is kept, but concurrent misses still share one load', async () => {
    const source = loader();
    const cache = new AnswerCache<string>({ ttlSeconds: 0 }, source.load);
    await Promise.all([cache.get('en'), cache.get('en')]);
    expect(cache.peek('en')).toBeUndefined();
    await cache.get('en');
    expect(source.calls).toEqual(['en', 'en']);
  });

  test('holds at most maxEntries answers, dropping the oldest first', async () => {
    const source = loader();
    const cache = new AnswerCache<string>({ ttlSeconds: 60, maxEntries: 2 }, source.load);
    await cache.get('1:10');
    await cache.get('2:10');
    await cache.get('3:10');
    expect(cache.peek('1:10')).toBeUndefined();
    expect(cache.peek('2:10')).toBeDefined();
    expect(cache.peek('3:10')).toBeDefined();
  });

  test('an answer is its UTF-8 bytes, their length and a strong ETag over them', () => {
    const answer: CachedAnswer = answerOf({ name: 'سوريا' });
    expect(answer.body.toString('utf8')).toBe('{"name":"سوريا"}');
    expect(answer.body.length).toBe(Buffer.byteLength('{"name":"سوريا"}'));
    expect(answer.etag).toMatch(/^"[\w-]+"$/);
  });
});

const listed = async (app: TestApp) =>
  (await app.app.inject({ method: 'GET', url: '/api/products?productName=kettle' })).json().productsReturned.totalCount as number;

const addKettle = async (app: TestApp, serialNo: string, db: Db | WriteTx = app.database.db) => {
  const [category] = await db.select().from(categories).limit(1);
  const [brand] = await db.insert(brands).values({ nameEn: `Acme ${serialNo}`, nameAr: 'أكمي' }).returning();
  if (!category || !brand) throw new Error('fixture');
  const [product] = await db
    .insert(products)
    .values({ titleEn: 'Kettle', titleAr: 'غلاية', brandId: brand.id, categoryId: category.id, serialNo, arrivalDate: '2026-01-01', searchText: `kettle غلايه ${serialNo.toLowerCase()}` })
    .returning();
  if (!product) throw new Error('fixture');
  await db.insert(productDetails).values({ productId: product.id, price: '10.00', stock: 3 });
};

describe('product lists', () => {
  test('the same list asked again within the cache time is answered from memory', async () => {
    expect(await listed(t)).toBe(0);
    await unannounced(t.database.db, (tx) => addKettle(t, 'K-1', tx));
    expect(await listed(t)).toBe(0);
  });

  test('a catalogue change is announced by the database and drops the lists within a second', async () => {
    // The cached list still says 0 (K-1 went in unannounced); this change drops it: K-1 and K-3.
    await addKettle(t, 'K-3');
    expect(await seenWithin(() => listed(t), 2, 1_000)).toBeLessThan(1_000);
  });

  test('a sale that leaves stock above zero announces nothing; selling the last unit does', async () => {
    const [variant] = await t.database.db.select().from(productDetails).limit(1);
    if (!variant) throw new Error('fixture');
    await t.database.db.update(productDetails).set({ stock: 2 }).where(eq(productDetails.id, variant.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const drops = t.app.deps.invalidation.drops;
    await t.database.db.update(productDetails).set({ stock: 1 }).where(eq(productDetails.id, variant.id));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.app.deps.invalidation.drops).toBe(drops);
    await t.database.db.update(productDetails).set({ stock: 0 }).where(eq(productDetails.id, variant.id));
    await seenWithin(async () => t.app.deps.invalidation.drops, drops + 1, 1_000);
  });

  test('with the list cache off a new product shows at once', async () => {
    const uncached = await createTestApp({ config: { catalogueListCacheSeconds: 0 } });
    try {
      await uncached.database.db.insert(categories).values({ titleEn: 'Home', titleAr: 'المنزل', isParent: true });
      expect(await listed(uncached)).toBe(0);
      await addKettle(uncached, 'K-2');
      expect(await listed(uncached)).toBe(1);
    } finally {
      await uncached.close();
    }
  });
});
