import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { appReferenceCache } from '../../http/reference-cache.js';
import { CategoriesQuery, CategoriesResponse, categoryItemWire } from '@/infrastructure/catalogue/catalogue-contract';

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Key "pageNo:pageSize". Both languages are in every record, so the answer does not vary by language.
  const answer = appReferenceCache(
    app.deps,
    { maxAgeSeconds: 300, variesByLanguage: false },
    async (key: `${number}:${number}`) => {
      const [pageNo, pageSize] = key.split(':').map(Number) as [number, number];
      const page = await app.deps.repos.categories.page(pageNo, pageSize);
      if (page.categories.length === 0) throw notFound('Categories');
      return {
        categoriesReturned: {
          totalCount: page.totalCount,
          categories: page.categories.map(categoryItemWire),
        },
      };
    },
  );
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All categories, hidden ones included (spec §7)',
        description:
          'Ordered by sortOrder (missing last), then id. The storefront drops visible:false itself. 404 when there are none.',
        querystring: CategoriesQuery,
        response: { 200: CategoriesResponse, ...errorResponses(400, 404) },
      },
      handler: (request, reply) => answer(request, reply, `${request.query.pageNo}:${request.query.pageSize}`),
    },
  );
};
