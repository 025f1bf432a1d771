// POST /contact-messages: the contact form. Stored for the support team; limited per client IP.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  firstInvalidField,
  validateContactMessage,
  type ContactFieldProblem,
} from '@/domain/content/contact-message';
import { badRequest, errorResponses } from '../../http/errors.js';
import { LangQuery, resolveLanguage } from '../../http/language.js';
import { ContactMessageBody, ContactMessageCreated } from '@/infrastructure/content/content-contract';

const EXPLANATIONS: Record<ContactFieldProblem, string> = {
  required: 'is required',
  tooLong: 'is too long',
  tooShort: 'is too short (at least 10 characters)',
  invalidEmail: 'is not an e-mail address',
  invalidPhone: 'is not a phone number',
  emailOrPhoneRequired: 'or a phone number is required',
  rejected: 'is invalid',
};

export const contactMessagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { supportRateLimit } = app.deps.config;

  app.post(
    '/contact-messages',
    {
      preHandler: app.deps.rateLimiter.guard((request) => [{ key: `contact|ip|${request.ip}`, rule: supportRateLimit }]),
      schema: {
        tags: ['support'],
        summary: 'Send a message to the store (the contact form)',
        description:
          'An e-mail address or a phone number is required so the store can answer. The language of ?lang or Accept-Language is kept with the message.',
        querystring: LangQuery,
        body: ContactMessageBody,
        response: { 201: ContactMessageCreated, ...errorResponses(400, 429) },
      },
      handler: async (request, reply) => {
        const { name, email = '', phone = '', message } = request.body;
        const checked = validateContactMessage({ name, email, phone, message });
        if (!checked.ok) {
          const field = firstInvalidField(checked.error) ?? 'message';
          const problem = checked.error[field] ?? 'required';
          throw badRequest('VALIDATION_FAILED', `body.${field} ${EXPLANATIONS[problem]}`, field);
        }
        const stored = await app.deps.repos.contactMessages.add({
          ...checked.value,
          language: resolveLanguage(request),
          ip: request.ip,
        });
        return reply.code(201).send({ id: stored.id, message: 'Thank you: we will answer within two working days.' });
      },
    },
  );
};
