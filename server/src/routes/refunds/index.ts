// Refund requests per order line (docs/adr/0008-return-policy.md; docs/api.md "Refunds").
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../http/errors.js';
import { eachInLanguage, LangQuery, resolveLanguage } from '../../http/language.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import { requestRefund } from '../../shop/refunds.js';
import { REFUND_PHOTO_BYTES_MAX } from '@/domain/refunds';
import {
  REFUND_BODY_LIMIT,
  RefundBody,
  RefundErrorBody,
  RefundResponse,
  RefundsResponse,
  refundWire,
} from '@/infrastructure/refunds/refunds-contract';

export const refundsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = signedInRoutes(app, 'refunds');

  const refundOf = async (userId: number, refundId: number, language: ReturnType<typeof resolveLanguage>) => {
    const refund = await app.deps.repos.refunds.find(userId, refundId);
    if (!refund) throw notFound('Refund');
    return refundWire(refund, language);
  };

  app.post('/refunds', {
    // Up to three photos of 1 MB each travel as base64 in the body.
    bodyLimit: REFUND_BODY_LIMIT,
    ...route({
      summary: 'Ask for a refund of (part of) one order line',
      description:
        'Within 14 days of delivery; quantity 1 … bought − refunded − pending (else 400 REFUND_QUANTITY with available); ' +
        '409 NOT_DELIVERED before delivery, 409 REFUND_WINDOW_CLOSED after the window. Photos: ≤ 3 JPEG/PNG/WebP data URLs, ' +
        '≤ 1 MB each; this route accepts bodies up to 5 MB. Adds a notification.',
      querystring: LangQuery, body: RefundBody, response: { 201: RefundResponse, 400: RefundErrorBody },
    }, 404, 409, 413),
    handler: async (request, reply) => {
      const userId = currentUserId(request);
      const id = await requestRefund(
        { unitOfWork: app.deps.unitOfWork, now: app.deps.now, maxPhotoBytes: REFUND_PHOTO_BYTES_MAX },
        userId,
        request.body,
      );
      return reply.code(201).send({ refundReturned: await refundOf(userId, id, resolveLanguage(request)) });
    },
  });

  app.get('/refunds', {
    ...route({ summary: "The signed-in user's refund requests, newest first", querystring: LangQuery, response: { 200: RefundsResponse } }),
    handler: async (request) => ({
      refundsReturned: eachInLanguage(request, await app.deps.repos.refunds.list(currentUserId(request)), refundWire),
    }),
  });

  app.get('/refunds/:id', {
    ...route({ summary: 'One of my refund requests; someone else’s answers 404', params: IdParam, querystring: LangQuery, response: { 200: RefundResponse } }, 400, 404),
    handler: async (request) => ({
      refundReturned: await refundOf(currentUserId(request), request.params.id, resolveLanguage(request)),
    }),
  });
};
