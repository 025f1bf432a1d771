// Issue 27: a signed-in shopper's page makes several in-process API calls with the same token, and each
// checked its signature again. A token once checked is remembered (by its exact text, bounded), but
// never past its expiry, and a changed or forged token is checked afresh.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from '../../server/src/accounts/access-tokens.js';

const SECRET = new TextEncoder().encode('a-secret-of-at-least-thirty-two-characters!');
const OTHER = new TextEncoder().encode('another-secret-of-thirty-two-characters!!!');

describe('checking access tokens', () => {
  it('accepts the same token again, with the same claims', async () => {
    const tokens = new AccessTokens(SECRET, 3600);
    const token = await tokens.issue(7, 'Shopper', 3);
    const first = await tokens.verify(token);
    expect(first).toMatchObject({ userId: 7, version: 3 });
    expect(await tokens.verify(token)).toEqual(first);
  });

  it('refuses a remembered token once it has expired', async () => {
    let now = 1_900_000_000; // seconds
    const tokens = new AccessTokens(SECRET, 60, () => now * 1000);
    const token = await new SignJWT({ role: 'Shopper', ver: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('7').setIssuedAt(now).setExpirationTime(now + 60).sign(SECRET);
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    now += 59;
    expect(await tokens.verify(token)).toMatchObject({ userId: 7 });
    now += 1;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('checks a token signed with another secret, or altered, afresh', async () => {
    const tokens = new AccessTokens(SECRET, 3600);
    const good = await tokens.issue(7, 'Shopper');
    expect(await tokens.verify(good)).not.toBeNull();
    const forged = await new AccessTokens(OTHER, 3600).issue(7, 'Shopper');
    expect(await tokens.verify(forged)).toBeNull();
    const [header, , signature] = good.split('.');
    const otherClaims = Buffer.from(JSON.stringify({ sub: '8', role: 'Operator', ver: 0, exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect(await tokens.verify(`${header}.${otherClaims}.${signature}`)).toBeNull();
  });

  it('remembers a bounded number of tokens, and still accepts those it forgot', async () => {
    const tokens = new AccessTokens(SECRET, 3600, Date.now, 2);
    const issued = await Promise.all([1, 2, 3].map((id) => tokens.issue(id, 'Shopper')));
    for (const token of issued) expect(await tokens.verify(token)).not.toBeNull();
    expect(tokens.remembered).toBe(2);
    expect(await tokens.verify(issued[0] ?? '')).toMatchObject({ userId: 1 });
  });
});
