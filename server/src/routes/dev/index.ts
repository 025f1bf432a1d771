// Registered only when EXPOSE_OUTBOX=1: lets browser tests read the codes the server "mailed", and
// move an order along (shipped, delivered, cancelled) so they can ask for a refund.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { Body, IdParam, Email } from '@/infrastructure/shared/shared-contract';

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

  app.post(
    '/dev/orders/:id/status',
    {
      schema: {
        tags: ['dev'],
        summary: "Move any order to shipped, delivered (sets deliveredAt to now) or cancelled (EXPOSE_OUTBOX=1 only)",
        params: IdParam,
        body: Body({
          status: Type.Union([Type.Literal('shipped'), Type.Literal('delivered'), Type.Literal('cancelled')]),
        }),
        response: {
          200: Type.Object({ id: Type.Integer(), status: Type.String() }),
          ...errorResponses(400, 404),
        },
      },
      handler: async (request) => {
        const { id } = request.params;
        const { status } = request.body;
        if (!(await app.deps.repos.orders.setStatus(id, status, app.deps.now()))) throw notFound('Order');
        return { id, status };
      },
    },
  );
};
