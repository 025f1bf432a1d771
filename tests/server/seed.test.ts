// The seed's invariants: reference data, demo accounts, notifications; seeding twice adds nothing.
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { verifyPassword } from '../../server/src/accounts/password.js';
import { countries, currencies, notifications, users } from '../../server/src/db/schema.js';
import { seedDatabase } from '../../server/src/seed/index.js';
import { DEMO_ACCOUNTS } from '../../server/src/seed/demo-content.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('Syria is 1 (sy, SYP) and Lebanon 2 (lb, LBP), with Arabic names and positive rates; USD is the base', async () => {
  const db = t.database.db;
  const rows = await db.select().from(countries).innerJoin(currencies, eq(countries.currencyId, currencies.id)).orderBy(countries.id);
  expect(rows.map((r) => [r.countries.id, r.countries.flag, r.countries.storeId, r.currencies.code])).toEqual([
    [1, 'sy', 1, 'SYP'],
    [2, 'lb', 2, 'LBP'],
  ]);
  for (const row of rows) {
    expect(row.countries.nameAr).toMatch(/^[\u0600-\u06FF ]+$/);
    expect(Number(row.currencies.excRate)).toBeGreaterThan(1);
    expect(row.currencies.id).toBe(row.countries.id);
  }
  const [usd] = await db.select().from(currencies).where(eq(currencies.code, 'USD'));
  expect(Number(usd?.excRate)).toBe(1);
});

test('the demo accounts exist, are verified, have the documented passwords, roles and countries', async () => {
  for (const account of DEMO_ACCOUNTS) {
    const user = await t.app.deps.repos.users.findByEmail(account.email);
    if (!user) throw new Error(`missing ${account.email}`);
    expect(user.role).toBe(account.role);
    expect(user.store).toBe(account.store);
    expect(user.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(account.password, user.passwordHash)).toBe(true);
    expect(user.passwordHash).toMatch(/^scrypt\$/);
  }
  const noCountry = await t.database.db.select({ n: count() }).from(users).where(and(isNull(users.store), eq(users.role, 'Shopper')));
  expect(noCountry[0]?.n).toBe(1);
});

test('issue 29: no notification is seeded: each one a shopper reads has a cause (an order, an operator action)', async () => {
  expect(await t.database.db.select({ n: count() }).from(notifications)).toEqual([{ n: 0 }]);
});

test('issue 29: a database seeded before the operator existed gets the operator account at the next start', async () => {
  await t.database.db.delete(users).where(eq(users.email, 'operator@dukkan.test'));
  const report = await seedDatabase(t.database.db, { catalogue: false });
  expect(report.accounts).toBe(true);
  const operator = await t.app.deps.repos.users.findByEmail('operator@dukkan.test');
  expect(operator?.role).toBe('Operator');
  expect(await verifyPassword('Operator123', operator?.passwordHash ?? '')).toBe(true);
});

test('seeding again changes nothing', async () => {
  const before = await t.database.db.select({ n: count() }).from(notifications);
  const report = await seedDatabase(t.database.db, { catalogue: false });
  expect(report).toEqual({ reference: false, accounts: false, catalogue: false });
  expect(await t.database.db.select({ n: count() }).from(notifications)).toEqual(before);
});
