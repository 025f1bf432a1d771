import { afterAll, beforeAll, expect, it } from 'vitest';
import { startRealServer, type RealServer } from './real-server';

let api: RealServer;
beforeAll(async () => {
  api = await startRealServer();
});
afterAll(() => api.close());

it('gives each suite a verified shopper of its own on a listening server', async () => {
  const shopper = await api.newShopper();
  const answer = await fetch(`${api.base}/users/profile/my-profile`, { headers: { authorization: `Bearer ${shopper.token}` } });
  expect(answer.status).toBe(200);
  expect(((await answer.json()) as { email: string }).email).toBe(shopper.email);
});
