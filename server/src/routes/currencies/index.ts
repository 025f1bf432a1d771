import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { LangQuery, pick, resolveLanguage } from '../../http/language.js';
import { appReferenceCache } from '../../http/reference-cache.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import { CurrencyResponse } from '@/infrastructure/country/country-contract';

export const currenciesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Key "id:lang". Rates move, so browsers revalidate every minute; the server rereads within one.
  const answer = appReferenceCache(
    app.deps,
    { maxAgeSeconds: 60, variesByLanguage: true },
    async (key: `${number}:${'en' | 'ar'}`) => {
      const [id, language] = key.split(':') as [string, 'en' | 'ar'];
      const currency = await app.deps.repos.currencies.findById(Number(id));
      if (!currency) throw notFound('Currency');
      return {
        currencyReturned: {
          id: currency.id,
          name: pick(language, currency.nameEn, currency.nameAr),
          code: currency.code,
          excRate: Number(currency.excRate),
          displayStep: Number(currency.displayStep),
          cashStep: Number(currency.cashStep),
        },
      };
    },
  );
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
      handler: (request, reply) => answer(request, reply, `${request.params.id}:${resolveLanguage(request)}`),
    },
  );
};
