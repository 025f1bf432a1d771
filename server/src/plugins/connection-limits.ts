// Bounds on the HTTP server's connections (issue 16, config.ts ConnectionLimits): the Fastify and Node
// options for timeouts and keep-alive, and a cap on the connections one client address may hold open.
import type { FastifyServerOptions } from 'fastify';
import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionLimits } from '../config.js';

/**
 * Options for Fastify(): its own timeouts, and Node's http.createServer options (headers timeout and how
 * often Node looks for connections past their timeouts: every second at most, its default is 30 s).
 */
export function serverOptions(limits: ConnectionLimits): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'maxRequestsPerSocket' | 'requestTimeout'
> & { http: ServerOptions } {
  const { headersTimeoutMs, requestTimeoutMs } = limits;
  const headersTimeout = requestTimeoutMs > 0 ? Math.min(headersTimeoutMs, requestTimeoutMs) : headersTimeoutMs;
  const shortest = Math.min(headersTimeout, requestTimeoutMs > 0 ? requestTimeoutMs : headersTimeout);
  return {
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(shortest / 4))),
    },
  };
}

/**
 * Closes at once a connection from an address that already holds `maxPerIp` open (0 = no cap). One
 * counter per address, dropped when its last connection closes.
 */
export function capConnectionsPerIp(server: HttpServer, maxPerIp: number): void {
  if (maxPerIp <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= maxPerIp) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
