import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { CategoriesQuery, CategoriesResponse } from './schemas.js';

export const categoriesRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      handler: async (request) => {
        const page = await app.deps.repos.categories.page(request.query.pageNo, request.query.pageSize);
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
    },
  );
};
