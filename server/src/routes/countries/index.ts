import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, pick, resolveLanguage } from '../../http/language.js';
import { CountriesResponse } from './schemas.js';

export const countriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: ['reference'],
        summary: 'Countries the store serves (spec §7)',
        querystring: LangQuery,
        response: { 200: CountriesResponse },
      },
      handler: async (request) => {
        const language = resolveLanguage(request);
        const countries = await app.deps.repos.countries.list();
        return {
          countriesReturned: countries.map((c) => ({ id: c.id, name: pick(language, c.nameEn, c.nameAr), flag: c.flag })),
        };
      },
    },
  );
};
