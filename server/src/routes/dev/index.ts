// Registered only when EXPOSE_OUTBOX=1: lets browser tests read the codes the server "mailed", and
// move an order along (shipped, delivered, cancelled) so they can ask for a refund.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, errorResponses, notFound } from '../../http/errors.js';
import { Body, IdParam, Email, Text } from '@/infrastructure/shared/shared-contract';
import { normalisePhone, toLatinDigits } from '@/domain/country/phone';
import { PhoneOutbox } from '../../accounts/phone/phone-messages.js';

export const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mails for an address, or SMS and WhatsApp messages for a phone, in the outbox, newest first (EXPOSE_OUTBOX=1 only)',
        description: 'Give email, or phone as typed or normalised (+963 944 123 456, 0944123456, 963944123456).',
        querystring: Type.Object({ email: Type.Optional(Email), phone: Type.Optional(Text({ minLength: 1, maxLength: 40 })) }),
        response: {
          200: Type.Object({
            messages: Type.Array(
              Type.Object({
                id: Type.Integer(),
                to: Type.String(),
                subject: Type.String(),
                text: Type.String(),
                kind: Type.String(),
                channel: Type.Optional(Type.String({ description: "'sms' or 'whatsapp' (phone messages only)" })),
                createdAt: Type.String({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
      handler: async (request) => {
        const { email, phone } = request.query;
        if (phone !== undefined) {
          // As normalised with the default country (0944…, 944…), or the digits as they are (+961…, 961…).
          const digits = toLatinDigits(phone).replace(/\D/g, '').replace(/^00/, '');
          const sent = await new PhoneOutbox(app.deps.db).listFor([normalisePhone(phone), digits]);
          return {
            messages: sent.map((m) => ({ id: m.id, to: `+${m.toPhone}`, subject: '', text: m.text, kind: m.kind, channel: m.channel, createdAt: m.createdAt.toISOString() })),
          };
        }
        if (email === undefined) throw badRequest('VALIDATION_FAILED', 'querystring must have email or phone', 'email');
        const rows = await app.deps.repos.mailOutbox.listFor(email);
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
