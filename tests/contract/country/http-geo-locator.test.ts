import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpGeoLocator } from '../../../src/infrastructure/country/http-geo-locator';

// A stand-in for the third-party IP service: /sy, /lb, /fr answer a country, /broken does not.
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const names: Record<string, string> = { '/sy': 'Syria', '/lb': 'Lebanon', '/fr': 'France' };
    const name = names[request.url ?? ''];
    if (request.url === '/broken') {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(name === undefined ? { error: true } : { country_name: name, country_code: 'XX' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('HttpGeoLocator', () => {
  it('answers country_name', async () => {
    await expect(new HttpGeoLocator({ geoUrl: `${base}/lb` }).countryName()).resolves.toBe('Lebanon');
  });

  it('answers null without a configured URL: no lookup, nothing to report', async () => {
    await expect(new HttpGeoLocator({ geoUrl: '' }).countryName()).resolves.toBeNull();
  });

  it('rejects on an answer without country_name', async () => {
    await expect(new HttpGeoLocator({ geoUrl: `${base}/unknown` }).countryName()).rejects.toThrow('country_name');
  });

  it('answers any country as named, and rejects when the service fails', async () => {
    await expect(new HttpGeoLocator({ geoUrl: `${base}/sy` }).countryName()).resolves.toBe('Syria');
    await expect(new HttpGeoLocator({ geoUrl: `${base}/fr` }).countryName()).resolves.toBe('France');
    await expect(new HttpGeoLocator({ geoUrl: `${base}/broken` }).countryName()).rejects.toThrow('500');
  });
});
