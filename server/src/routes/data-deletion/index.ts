// The data-deletion request of a signed-in user (the data-deletion page). The request is recorded
// here; the support team carries it out within 30 days (docs/use-cases/request-data-deletion.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { validateDeletionReason } from '@/domain/account/data-deletion';
import { badRequest, unauthorized } from '../../http/errors.js';
import { currentUserId, signedInRoutes } from '../../plugins/auth.js';
import type { DataDeletionRequestRecord } from '../../repositories/data-deletion-requests-repository.js';
import { DataDeletionBody, DataDeletionResponse, PendingDataDeletionResponse } from '@/infrastructure/account/account-contract';

const toWire = (request: DataDeletionRequestRecord) => ({
  id: request.id,
  status: request.status,
  createdAt: request.createdAt.toISOString(),
});

export const dataDeletionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { supportRateLimit } = app.deps.config;
  const path = '/users/data-deletion-request';
  const route = signedInRoutes(app, 'support');

  app.post(path, {
    // The body may be left out entirely: no reason given.
    preValidation: async (request) => {
      request.body ??= {};
    },
    preHandler: app.deps.rateLimiter.guard((request) => [{ key: `data-deletion|ip|${request.ip}`, rule: supportRateLimit }]),
    ...route({
      summary: 'Ask the store to delete the account and its personal data',
      description:
        '201 with a new pending request; 200 with the pending one when the user already asked (idempotent; the reason of the first request is kept).',
      body: DataDeletionBody, response: { 200: DataDeletionResponse, 201: DataDeletionResponse },
    }, 400, 429),
    handler: async (request, reply) => {
      const reason = validateDeletionReason(request.body?.reason ?? '');
      if (!reason.ok) throw badRequest('VALIDATION_FAILED', 'body.reason is too long', 'reason');
      const userId = currentUserId(request);
      const user = await app.deps.repos.users.findById(userId);
      if (!user) throw unauthorized('The account of this token no longer exists.');
      const { request: stored, created } = await app.deps.repos.dataDeletionRequests.createPending({
        userId,
        // An account made with a phone only (issue 30) is reached by its phone.
        email: user.email ?? (user.phoneNumber ? `+${user.phoneNumber}` : ''),
        reason: reason.value,
      });
      return reply.code(created ? 201 : 200).send({ request: toWire(stored) });
    },
  });

  app.get(path, {
    ...route({ summary: "The signed-in user's pending data-deletion request, or null", response: { 200: PendingDataDeletionResponse } }),
    handler: async (request) => {
      const pending = await app.deps.repos.dataDeletionRequests.findPending(currentUserId(request));
      return { request: pending ? toWire(pending) : null };
    },
  });
};
