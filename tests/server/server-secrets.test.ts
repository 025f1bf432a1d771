// The JWT signing key, when JWT_SECRET is not set, is kept in the database so every instance shares it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sharedSecret } from '../../server/src/db/server-secrets.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

test('the first secret stored is the one everybody reads, even when several ask at once', async () => {
  let made = 0;
  const make = () => `secret-${(made += 1)}-${'x'.repeat(40)}`;
  const answers = await Promise.all([1, 2, 3, 4].map(() => sharedSecret(t.database.db, 'jwt', make)));
  expect(new Set(answers).size).toBe(1);
  expect(await sharedSecret(t.database.db, 'jwt', () => 'another-one-another-one-another-one-0')).toBe(answers[0]);
});

test('an older server’s key file is adopted when the database has none yet', async () => {
  expect(await sharedSecret(t.database.db, 'legacy', () => 'from-the-data-folder-0123456789abcdef')).toBe('from-the-data-folder-0123456789abcdef');
});
