import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { LangQuery, pick, resolveLanguage } from '../../http/language.js';
import { IdParam } from '../../http/schemas.js';
import { CurrencyResponse } from './schemas.js';

export const currenciesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/currencies/:id',
    {
      schema: {
        tags: ['reference'],
        summary: 'One currency and its exchange rate (spec §7)',
        params: IdParam,
        querystring: LangQuery,
        response: { 200: CurrencyResponse, ...errorResponses(400, 404) },
      },
      handler: async (request) => {
        const currency = await app.deps.repos.currencies.findById(request.params.id);
        if (!currency) throw notFound('Currency');
        return {
          currencyReturned: {
            id: currency.id,
            name: pick(resolveLanguage(request), currency.nameEn, currency.nameAr),
            code: currency.code,
            excRate: Number(currency.excRate),
          },
        };
      },
    },
  );
};
