// Registered only when EXPOSE_OUTBOX=1: lets browser tests read the codes the server "mailed".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Email } from '../../http/schemas.js';

export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails in the outbox for an address, newest first (EXPOSE_OUTBOX=1 only)',
        querystring: Type.Object({ email: Email }),
        response: {
          200: Type.Object({
            messages: Type.Array(
              Type.Object({
                id: Type.Integer(),
                to: Type.String(),
                subject: Type.String(),
                text: Type.String(),
                kind: Type.String(),
                createdAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
      handler: async (request) => {
        const rows = await app.deps.repos.mailOutbox.listFor(request.query.email);
        return {
          messages: rows.map((m) => ({
            id: m.id,
            to: m.toEmail,
            subject: m.subject,
            text: m.text,
            kind: m.kind,
            createdAt: m.createdAt.toISOString(),
          })),
        };
      },
    },
  );
};
