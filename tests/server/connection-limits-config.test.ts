// The connection bounds read from the environment (docs/api.md "Running the reference server").
import { describe, expect, test } from 'vitest';
import { DEFAULT_CONNECTION_LIMITS, loadConnectionLimits } from '../../server/src/config.js';
import { serverOptions } from '../../server/src/plugins/connection-limits.js';

describe('loadConnectionLimits', () => {
  test('defaults: headers 10 s, request 30 s, socket 30 s, keep-alive 10 s, 1000 a socket, 100 per address', () => {
    expect(loadConnectionLimits({}, false)).toEqual({
      connectionTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 10_000,
      maxRequestsPerSocket: 1000,
      maxConnectionsPerIp: 100,
    });
    expect(loadConnectionLimits({}, false)).toEqual(DEFAULT_CONNECTION_LIMITS);
  });

  test('each variable overrides its limit', () => {
    expect(
      loadConnectionLimits(
        {
          CONNECTION_TIMEOUT_MS: '5000',
          HEADERS_TIMEOUT_MS: '2000',
          REQUEST_TIMEOUT_MS: '8000',
          KEEP_ALIVE_TIMEOUT_MS: '65000',
          MAX_REQUESTS_PER_SOCKET: '0',
          MAX_CONNECTIONS_PER_IP: '12',
        },
        false,
      ),
    ).toEqual({
      connectionTimeoutMs: 5000,
      headersTimeoutMs: 2000,
      requestTimeoutMs: 8000,
      keepAliveTimeoutMs: 65_000,
      maxRequestsPerSocket: 0,
      maxConnectionsPerIp: 12,
    });
  });

  test('a value that is not a whole number ≥ 0 keeps the default', () => {
    for (const bad of ['', ' ', '-1', '1.5', 'ten', 'Infinity', '1e309']) {
      expect(loadConnectionLimits({ HEADERS_TIMEOUT_MS: bad, MAX_CONNECTIONS_PER_IP: bad }, false)).toMatchObject({
        headersTimeoutMs: 10_000,
        maxConnectionsPerIp: 100,
      });
    }
  });

  test('the headers timeout never exceeds the request timeout (Node refuses that)', () => {
    expect(loadConnectionLimits({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '20000' }, false)).toMatchObject({
      headersTimeoutMs: 20_000,
      requestTimeoutMs: 20_000,
    });
    expect(loadConnectionLimits({ HEADERS_TIMEOUT_MS: '40000', REQUEST_TIMEOUT_MS: '0' }, false)).toMatchObject({
      headersTimeoutMs: 40_000,
      requestTimeoutMs: 0,
    });
  });

  test('behind a trusted proxy there is no cap per address unless one is asked for', () => {
    expect(loadConnectionLimits({}, true).maxConnectionsPerIp).toBe(0);
    expect(loadConnectionLimits({ MAX_CONNECTIONS_PER_IP: '500' }, true).maxConnectionsPerIp).toBe(500);
  });
});

describe('serverOptions', () => {
  test("hands the limits to Fastify and Node, and has Node look for expired connections every second at most", () => {
    expect(serverOptions(DEFAULT_CONNECTION_LIMITS)).toEqual({
      connectionTimeout: 30_000,
      keepAliveTimeout: 10_000,
      maxRequestsPerSocket: 1000,
      requestTimeout: 30_000,
      http: { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 10_000, connectionsCheckingInterval: 1000 },
    });
    expect(serverOptions({ ...DEFAULT_CONNECTION_LIMITS, headersTimeoutMs: 1000 }).http.connectionsCheckingInterval).toBe(250);
  });
});
