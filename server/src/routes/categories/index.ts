import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { referenceCache } from '../../http/reference-cache.js';
import { CategoriesQuery, CategoriesResponse } from '@/infrastructure/catalogue/catalogue-contract';

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Key "pageNo:pageSize". Both languages are in every record, so the answer does not vary by language.
  const answer = referenceCache(
    {
      ttlSeconds: app.deps.config.referenceCacheSeconds,
      maxAgeSeconds: 300,
      variesByLanguage: false,
      invalidation: app.deps.invalidation,
    },
    async (key: `${number}:${number}`) => {
      const [pageNo, pageSize] = key.split(':').map(Number) as [number, number];
      const page = await app.deps.repos.categories.page(pageNo, pageSize);
      if (page.categories.length === 0) throw notFound('Categories');
      return {
        categoriesReturned: {
          totalCount: page.totalCount,
          categories: page.categories.map((c) => ({
            id: c.id,
            titleEN: c.titleEn,
            titleAR: c.titleAr,
            image: c.image,
            isParent: c.isParent,
            parentCategory: c.parentCategoryId,
            productsCount: c.productsCount,
            sortOrder: c.sortOrder,
            visible: c.visible,
          })),
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
