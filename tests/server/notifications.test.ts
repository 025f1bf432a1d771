// GET /api/notifications/user/all (spec §7) and marking notifications read. None is seeded (issue 29):
// the shopper's come from three orders she placed, each confirmed, shipped and delivered by the operator.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { NotificationWire as Item } from '../../src/infrastructure/notifications/notifications-contract';
import { causeNotifications, makeUser, SMALL_CATALOGUE } from './shop-fixtures.js';
import { bearer, createTestApp, SELLER, SHOPPER, type TestApp } from './support/test-app.js';

let t: TestApp;
let shopper: string;
let seller: string;
let other: string;
let lastOrder = 0;
beforeAll(async () => {
  t = await createTestApp({ seed: SMALL_CATALOGUE });
  shopper = await t.login(SHOPPER.email, SHOPPER.password);
  seller = await t.login(SELLER.email, SELLER.password);
  const operator = await t.login('operator@dukkan.test', 'Operator123');
  lastOrder = (await causeNotifications(t, shopper, operator, 3)).at(-1)?.id ?? 0;
  other = (await makeUser(t, { label: 'other' })).token;
  await causeNotifications(t, other, operator, 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const list = async (token: string, query = ''): Promise<Item[]> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/notifications/user/all${query}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return (response.json() as { notifications: Item[] }).notifications;
};

describe('GET /api/notifications/user/all', () => {
  test('the shopper has more than 9 unread (the badge shows 9+), newest first, with the wire fields', async () => {
    const items = await list(shopper);
    expect(items).toHaveLength(12);
    expect(items.filter((n) => !n.isRead).length).toBeGreaterThan(9);
    expect(Object.keys(items[0] ?? {}).toSorted()).toEqual(['body', 'createdAt', 'id', 'isRead', 'orderId', 'title']);
    const times = items.map((n) => Date.parse(n.createdAt));
    expect(times.toSorted((a, b) => b - a)).toEqual(times);
    expect(items[0]?.title).toBe(`Order #${lastOrder} delivered`);
  });

  test('titles and bodies follow the language', async () => {
    const items = await list(shopper, '?lang=ar');
    expect(items[0]?.title).toBe(`تم توصيل طلبك رقم ${lastOrder}`);
    expect(items[0]?.body).toMatch(/[\u0600-\u06FF]/);
  });

  test('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/user/all' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('marking read', () => {
  test('PUT /api/notifications/:id/read marks one of mine read', async () => {
    const unread = (await list(shopper)).find((n) => !n.isRead);
    if (!unread) throw new Error('fixture: no unread notification');
    const response = await t.app.inject({ method: 'PUT', url: `/api/notifications/${unread.id}/read`, headers: bearer(shopper) });
    expect(response.statusCode).toBe(200);
    expect(response.json().notification).toMatchObject({ id: unread.id, isRead: true });
    expect((await list(shopper)).find((n) => n.id === unread.id)?.isRead).toBe(true);
  });

  test("someone else's notification is a 404 and stays unread", async () => {
    const theirs = (await list(shopper)).find((n) => !n.isRead);
    if (!theirs) throw new Error('fixture: no unread notification');
    const response = await t.app.inject({ method: 'PUT', url: `/api/notifications/${theirs.id}/read`, headers: bearer(seller) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await list(shopper)).find((n) => n.id === theirs.id)?.isRead).toBe(false);
  });

  test('an unknown id is 404, a malformed one 400 naming id, no token 401', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/99999/read', headers: bearer(shopper) })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/notifications/first/read', headers: bearer(shopper) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'id' });
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/1/read' })).statusCode).toBe(401);
  });

  test('PUT /api/notifications/read-all marks only mine, and says how many changed', async () => {
    const otherUnreadBefore = (await list(other)).filter((n) => !n.isRead).length;
    expect(otherUnreadBefore).toBe(4);
    const unread = (await list(shopper)).filter((n) => !n.isRead).length;
    const response = await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: bearer(shopper) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: unread });
    expect((await list(shopper)).every((n) => n.isRead)).toBe(true);
    expect((await list(other)).filter((n) => !n.isRead)).toHaveLength(otherUnreadBefore);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: bearer(shopper) })).json()).toEqual({ updated: 0 });
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all' })).statusCode).toBe(401);
  });
});
