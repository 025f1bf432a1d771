import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { LangQuery, resolveLanguage } from '../../http/language.js';
import { ContactInfoResponse } from './schemas.js';

export const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/contactInfo',
    {
      schema: {
        tags: ['reference'],
        summary: "The store's contact details (spec §7)",
        querystring: LangQuery,
        response: { 200: ContactInfoResponse, ...errorResponses(404) },
      },
      handler: async (request) => {
        const info = await app.deps.repos.contactInfo.get();
        if (!info) throw notFound('Contact information');
        const address = resolveLanguage(request) === 'ar' ? (info.addressAr ?? info.addressEn) : (info.addressEn ?? info.addressAr);
        return {
          recordReturned: {
            phoneCall: info.phoneCall,
            email: info.email,
            ...(address ? { address } : {}),
          },
        };
      },
    },
  );
};
