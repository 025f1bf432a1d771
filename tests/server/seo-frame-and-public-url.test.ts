// Issue 28: X-Frame-Options says what the CSP's frame-ancestors 'none' says (DENY, not helmet's
// SAMEORIGIN), on the API, on pages and on previews; and the server warns at start when PUBLIC_URL is
// left at its localhost default outside development (links in mails, the sitemap, canonical URLs and
// link previews are made from it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServerEnv, publicUrlWarning } from '../../server/src/config.js';
import { createTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe('framing', () => {
  it('answers X-Frame-Options DENY beside frame-ancestors none, on every kind of answer', async () => {
    for (const url of ['/api/health', '/api/nothing-here', '/og/site.png', '/robots.txt']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect({ url, frame: response.headers['x-frame-options'] }).toEqual({ url, frame: 'DENY' });
      expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    }
  });
});

/** The warning main.ts would log for this environment (PUBLIC_URL as loadServerEnv reads it). */
const warningFor = (env: NodeJS.ProcessEnv): string | null => publicUrlWarning(env, loadServerEnv(env, '/tmp/unused').app.publicUrl);

describe('PUBLIC_URL left at localhost', () => {
  it('warns in production when PUBLIC_URL is unset or names this machine', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1:3000' }, { NODE_ENV: 'production', PUBLIC_URL: 'http://localhost' }, {}]) {
      const warning = warningFor(env);
      expect({ env, warning }).toEqual({ env, warning: expect.stringContaining('PUBLIC_URL') });
      expect(warning).not.toContain('\n');
    }
  });

  it('is quiet in development and tests, and when PUBLIC_URL is the store\'s address', () => {
    for (const env of [{ NODE_ENV: 'development' }, { NODE_ENV: 'test' }, { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' }]) {
      expect({ env, warning: warningFor(env) }).toEqual({ env, warning: null });
    }
  });
});
