// Liveness and readiness for a load balancer or an orchestrator (docs/operations.md).
// /api/health: the process answers (restart it when this fails). /api/ready: it can serve, i.e. the
// database answers and the instance is not shutting down (send it traffic only while this is 200).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { AppError, errorResponses } from '../../http/errors.js';

const Status = Type.Object({ status: Type.String() });

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness: the process answers (no database call)',
        response: { 200: Status },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        return { status: 'ok' };
      },
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers and the instance is not shutting down (else 503)',
        response: { 200: Status, ...errorResponses(503) },
      },
      handler: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
        if (app.deps.lifecycle.draining) throw new AppError(503, 'NOT_READY', 'This instance is shutting down.');
        try {
          await app.deps.db.execute(sql`select 1`);
        } catch {
          throw new AppError(503, 'NOT_READY', 'The database does not answer.');
        }
        return { status: 'ready' };
      },
    },
  );
};
