import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { LangQuery, resolveLanguage, type Language } from '../../http/language.js';
import { referenceCache } from '../../http/reference-cache.js';
import { ContactInfoResponse } from '@/infrastructure/content/content-contract';

export const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = referenceCache(
    {
      ttlSeconds: app.deps.config.referenceCacheSeconds,
      maxAgeSeconds: 300,
      variesByLanguage: true,
      invalidation: app.deps.invalidation,
    },
    async (language: Language) => {
      const info = await app.deps.repos.contactInfo.get();
      if (!info) throw notFound('Contact information');
      const address = language === 'ar' ? (info.addressAr ?? info.addressEn) : (info.addressEn ?? info.addressAr);
      return { recordReturned: { phoneCall: info.phoneCall, email: info.email, ...(address ? { address } : {}) } };
    },
  );
  app.get(
    '/contactInfo',
    {
      schema: {
        tags: ['reference'],
        summary: "The store's contact details (spec §7)",
        querystring: LangQuery,
        response: { 200: ContactInfoResponse, ...errorResponses(404) },
      },
      handler: (request, reply) => answer(request, reply, resolveLanguage(request)),
    },
  );
};
