import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { LangQuery, resolveLanguage, type Language } from '../../http/language.js';
import { appReferenceCache } from '../../http/reference-cache.js';
import { ContactInfoResponse } from '@/infrastructure/content/content-contract';
import { Type } from 'typebox';
import { hintedCountry } from '../../http/server-render.js';

/** ?country=1|2 (issue 26), else the page's country (its cookies: server-render.ts hintedCountry), else Syria. */
const ContactInfoQuery = Type.Object({
  ...LangQuery.properties,
  country: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)], { description: "The shopper's country: Syria 1, Lebanon 2" })),
});

function countryOf(query: { country?: 1 | 2 }, cookies: string | undefined): 1 | 2 {
  if (query.country !== undefined) return query.country;
  return hintedCountry(cookies) ?? 1;
}

export const contactInfoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = appReferenceCache(
    app.deps,
    { maxAgeSeconds: 300, variesByLanguage: true },
    async (key: `${Language}:${1 | 2}`) => {
      const [language, country] = key.split(':') as [Language, string];
      const info = await app.deps.repos.contactInfo.get(Number(country));
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
        summary: "The store's contact details for the shopper's country (spec §7, issue 26)",
        querystring: ContactInfoQuery,
        response: { 200: ContactInfoResponse, ...errorResponses(404) },
      },
      handler: (request, reply) => {
        const country = countryOf(request.query, request.headers.cookie);
        // Without ?country the answer follows the cookie: a shared cache must not hand it to another country.
        if (request.query.country === undefined) reply.header('vary', 'cookie');
        return answer(request, reply, `${resolveLanguage(request)}:${country}`);
      },
    },
  );
};
