// How a route reads in the API document (/api/openapi.json): under its plugin's tag, with what it answers
// and the errors it may answer in the one error shape (errorResponses). The signed-in shopper's and the
// operator's route options (plugins/auth.ts signedInRoutes, admin/operator-guard.ts operatorRoutes) start
// from here.
import type { FastifySchema } from 'fastify';
import { errorResponses } from './errors.js';

/** A route's own schema: at least its summary and its answers by status. */
export type RouteSchema = FastifySchema & { summary: string; response: Record<number, unknown> };

/**
 * The schemas of a plugin's routes under one tag: each route gives its own schema and the statuses of the
 * errors it may answer; `always` are added to every route's (401 behind sign-in, for instance).
 */
export function documented(tag: string, ...always: number[]) {
  const tags = [tag];
  return <S extends RouteSchema>(schema: S, ...errors: number[]) => {
    // The errors are thrown (AppError), never returned: the handler's answer stays the route's own.
    const response: S['response'] = { ...schema.response, ...errorResponses(...always, ...errors) };
    return { tags, ...schema, response };
  };
}
