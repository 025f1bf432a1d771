import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, pick, resolveLanguage, type Language } from '../../http/language.js';
import { appReferenceCache } from '../../http/reference-cache.js';
import { CountriesResponse } from '@/infrastructure/country/country-contract';

export const countriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = appReferenceCache(
    app.deps,
    { maxAgeSeconds: 300, variesByLanguage: true },
    async (language: Language) => {
      const countries = await app.deps.repos.countries.list();
      return {
        countriesReturned: countries.map((c) => ({
          id: c.id,
          name: pick(language, c.nameEn, c.nameAr),
          flag: c.flag,
          delivery: { fee: Number(c.deliveryFee), freeFrom: Number(c.freeDeliveryFrom) },
        })),
      };
    },
  );
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries the store serves (spec §7)',
        querystring: LangQuery,
        response: { 200: CountriesResponse },
      },
      handler: (request, reply) => answer(request, reply, resolveLanguage(request)),
    },
  );
};
