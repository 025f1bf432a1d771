// Bearer-token authentication. Routes opt in with `onRequest: app.authenticate` (and
// `security: bearerSecurity` in their schema); handlers read the caller with currentUserId().
// Beside the signature and expiry, each request reads the account's token version (one primary-key
// read): a deleted account, or a token issued before the password changed or the user signed out
// everywhere, answers 401 before any handler runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokens } from '../accounts/access-tokens.js';
import { unauthorized } from '../http/errors.js';
import type { UsersRepository } from '../repositories/users-repository.js';

export interface Authenticated {
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export const bearerSecurity = [{ bearerAuth: [] as string[] }];

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

export function registerAuth(
  app: FastifyInstance,
  tokens: AccessTokens,
  users: Pick<UsersRepository, 'tokenVersion'>,
): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('A bearer access token is required.');
    const match = BEARER.exec(header.trim());
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>".');
    const claims = await tokens.verify(match[1]);
    if (!claims) throw unauthorized('The access token is invalid or has expired.');
    const version = await users.tokenVersion(claims.userId);
    if (version === null) throw unauthorized('The account of this token no longer exists.');
    if (version !== claims.version) throw unauthorized('This access token was revoked: sign in again.');
    request.auth = { userId: claims.userId };
  });
}

/** The signed-in user's id; only call it in routes guarded by app.authenticate. */
export function currentUserId(request: FastifyRequest): number {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
}
