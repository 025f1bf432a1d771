// A guest's choice of country (issue 26, "Her country"): a plain GET from the footer's form sets the
// cookies the server's page and the storefront read, and sends her back to her page, never elsewhere.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app.js';
import { hintedCountry } from '../../server/src/http/server-render.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/country-choice', () => {
  test('Lebanon: both cookies set for a year, and back to the page she was on', async () => {
    const answer = await get(`/api/country-choice?country=2&back=${encodeURIComponent('/shop?lng=ar')}`);
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/shop?lng=ar');
    expect(answer.headers['cache-control']).toBe('no-store');
    const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
    expect(cookies).toEqual([
      'dukkan-country=2; Path=/; Max-Age=31536000; SameSite=Lax',
      'dukkan-guest-country=2; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  test('an address elsewhere is not followed: the home page instead', async () => {
    for (const back of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'shop']) {
      const answer = await get(`/api/country-choice?country=1&back=${encodeURIComponent(back)}`);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
    }
    expect((await get('/api/country-choice?country=1')).headers.location).toBe('/');
  });

  test('a country the store does not serve is refused with 400 naming the field', async () => {
    for (const country of ['3', 'lb', '']) {
      const answer = await get(`/api/country-choice?country=${country}&back=/`);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('country');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe("the page's country from the cookies", () => {
  test("a guest's choice wins over the country a still-open page wrote after it; a signed-in shopper's is her profile's", () => {
    expect(hintedCountry('dukkan-country=1; dukkan-guest-country=2')).toBe(2);
    expect(hintedCountry('dukkan-guest-country=1; dukkan-country=2')).toBe(1);
    expect(hintedCountry('dukkan-country=2')).toBe(2);
    expect(hintedCountry('dukkan-session=a.b.c; dukkan-country=1; dukkan-guest-country=2')).toBe(1);
    expect(hintedCountry('dukkan-guest-country=%E0%A4%A; dukkan-country=2')).toBe(2);
    expect(hintedCountry(undefined)).toBeNull();
  });

  test('the contact details follow her choice too', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/contactInfo', headers: { cookie: 'dukkan-country=1; dukkan-guest-country=2' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('+961');
  });
});
