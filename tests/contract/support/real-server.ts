// The reference API for the contract suites' real-server runs: one app per test file (PGlite in
// memory, catalogue and demo accounts seeded), listening on a free port, so an Http adapter is
// driven over real HTTP exactly as the storefront drives it.
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp, type TestAppOptions } from '../../server/support/test-app';

export interface RealServer {
  server: TestApp;
  /** The API's base URL, e.g. http://127.0.0.1:40123/api. */
  base: string;
  /** A new shopper, verified, signed in: their access token (each call makes a new account). */
  newShopper(): Promise<{ email: string; token: string }>;
  close(): Promise<void>;
}

let shoppers = 0;

export async function startRealServer(options: TestAppOptions = { seed: { catalogue: true } }): Promise<RealServer> {
  const server = await createTestApp(options);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}/api`;
  return {
    server,
    base,
    async newShopper() {
      shoppers += 1;
      const email = `contract-${process.pid}-${shoppers}-${Date.now()}@example.com`;
      const password = 'Contract-pass-1';
      const signup = await server.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { firstName: 'Contract', lastName: 'Shopper', email, password },
      });
      if (signup.statusCode !== 200 && signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode}: ${signup.body}`);
      const [mail] = await server.outbox(email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      if (code === undefined) throw new Error('no verification code was mailed');
      const verify = await server.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { email, code } });
      if (verify.statusCode !== 200) throw new Error(`verify ${verify.statusCode}: ${verify.body}`);
      return { email, token: (verify.json() as { accessToken: string }).accessToken };
    },
    close: () => server.close(),
  };
}
