// Who may use /api/admin (issue 29, docs/adr/0048): a signed-in account whose role is Operator. The
// role is read from the database on each request (one primary-key read, as the token version is), so
// taking the role away takes effect at once, without waiting for the token to expire.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { documented, type RouteSchema } from '../http/route-schema.js';
import { bearerSecurity } from '../plugins/auth.js';
import { AdminErrorCode } from '@/infrastructure/admin/admin-contract';

export interface Operator {
  id: number;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: Operator | null;
  }
}

export const forbidden = (): AppError =>
  new AppError(403, AdminErrorCode.forbidden, 'Only an operator may do this: sign in with an operator account.');

/** onRequest hooks for an admin route: authenticate (401), then require the Operator role (403). */
export function operatorOnly(app: FastifyInstance): Array<(request: FastifyRequest) => Promise<void>> {
  if (!app.hasRequestDecorator('operator')) app.decorateRequest('operator', null);
  const requireOperator = async (request: FastifyRequest): Promise<void> => {
    const userId = request.auth?.userId;
    if (userId === undefined) throw forbidden();
    const user = await app.deps.repos.users.findById(userId);
    if (user?.role !== 'Operator') throw forbidden();
    request.operator = { id: user.id, email: user.email ?? user.phoneNumber ?? `user #${user.id}` };
  };
  return [app.authenticate, requireOperator];
}

export function currentOperator(request: FastifyRequest): Operator {
  if (!request.operator) throw forbidden();
  return request.operator;
}

/**
 * The options every admin route starts from: behind operatorOnly, tagged 'admin' in the API document with
 * the bearer scheme, and the route's own schema with 401 and 403 among its errors beside its own
 * (`route({ summary, params, response: { 200: Answer } }, 400, 404)`). One guard for the routes of a plugin.
 */
export function operatorRoutes(app: FastifyInstance) {
  const guard = operatorOnly(app);
  const schemaOf = documented('admin', 401, 403);
  return <S extends RouteSchema>(schema: S, ...errors: number[]) => ({ onRequest: guard, schema: { ...schemaOf(schema, ...errors), security: bearerSecurity } });
}
