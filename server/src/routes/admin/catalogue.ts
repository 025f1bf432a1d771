// The operator's catalogue under /api/admin/catalogue (issue 29, docs/adr/0055, docs/api.md "Operator
// console"). Every operation is behind operatorOnly: no token 401, a shopper's or seller's 403
// (tests/server/admin-access.test.ts walks every admin operation of the OpenAPI document).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchema } from 'fastify';
import { AdminCatalogueService, catalogueChoices, findProduct, listProducts } from '../../admin/admin-catalogue.js';
import { found } from '../../http/errors.js';
import { currentOperator, operatorRoutes } from '../../admin/operator-guard.js';
import { IdParam } from '@/infrastructure/shared/shared-contract';
import {
  AddVariantBody,
  AdminProductResponse,
  AdminProductsQuery,
  AdminProductsResponse,
  CatalogueChoicesResponse,
  NewProductBody,
  PICTURE_BODY_LIMIT,
  PictureBody,
  ProductConflictBody,
  ProductEditBody,
  VariantEditBody,
  VariantParams,
} from '@/infrastructure/admin/admin-catalogue-contract';

const VERSION_RULE =
  'The body carries the product version the operator saw: 409 PRODUCT_CHANGED when it changed since, with the product as it is now. ' +
  'Recorded in the product history; every instance drops its cached lists, pages and sitemaps.';

export const adminCatalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = operatorRoutes(app);
  const service = new AdminCatalogueService({ db: app.deps.db, now: app.deps.now });
  /** A change to a product the operator saw (VERSION_RULE, after the route's own words): the answer is the product as it is now. */
  const productChange = <S extends FastifySchema & { summary: string; description?: string }>({ description = '', ...schema }: S, ...errors: number[]) =>
    route({ ...schema, description: description + VERSION_RULE, response: { 200: AdminProductResponse, 409: ProductConflictBody } }, 400, 404, ...errors);

  app.get('/admin/catalogue/products', {
    ...route({
      summary: 'Products, newest first, hidden ones included (marked): search by name in either language, brand, serial number or product number',
      querystring: AdminProductsQuery, response: { 200: AdminProductsResponse },
    }, 400),
    handler: async (request) => listProducts(app.deps.db, request.query),
  });

  app.get('/admin/catalogue/choices', {
    ...route({ summary: 'Every category and brand, hidden categories included, for the product form', response: { 200: CatalogueChoicesResponse } }),
    handler: async () => catalogueChoices(app.deps.db),
  });

  app.post('/admin/catalogue/products', {
    ...route({
      summary: 'Create a product: names and descriptions in English and Arabic, category, brand, serial number, variants with prices and stock',
      description: '409 SERIAL_NO_TAKEN (field serialNo) when another product has the serial number. Shown in the store at once; recorded in its history.',
      body: NewProductBody, response: { 201: AdminProductResponse },
    }, 400, 409),
    handler: async (request, reply) => {
      const product = await service.create(currentOperator(request), request.body);
      return reply.code(201).send({ product });
    },
  });

  app.get('/admin/catalogue/products/:id', {
    ...route({
      summary: 'One product, hidden or not, with every variant (price, discount, stock, pictures) and the operators’ history',
      params: IdParam, response: { 200: AdminProductResponse },
    }, 400, 404),
    handler: async (request) => ({ product: found(await findProduct(app.deps.db, request.params.id), 'Product') }),
  });

  app.patch('/admin/catalogue/products/:id', {
    ...productChange({
      summary: 'Edit a product’s names, descriptions, category or brand; hide it from the store or show it again',
      description:
        'A hidden product leaves the lists, search, category and brand pages and the sitemaps; its page answers 404 as an unknown ' +
        'product’s does. Carts and orders holding it keep working. ',
      params: IdParam, body: ProductEditBody,
    }),
    handler: async (request) => ({ product: await service.edit(currentOperator(request), request.params.id, request.body) }),
  });

  app.post('/admin/catalogue/products/:id/variants', {
    ...productChange({ summary: 'Add a variant (colour, size, price, discount, stock) to a product', params: IdParam, body: AddVariantBody }),
    handler: async (request) => ({ product: await service.addVariant(currentOperator(request), request.params.id, request.body) }),
  });

  app.patch('/admin/catalogue/products/:id/variants/:variantId', {
    ...productChange({
      summary: 'Change a variant’s price, discount or stock',
      description:
        'A stock change also carries stockWas, the stock the operator saw: checkouts take stock without changing the version, so ' +
        '409 STOCK_CHANGED tells the operator the shelf moved since. ',
      params: VariantParams, body: VariantEditBody,
    }),
    handler: async (request) => ({
      product: await service.editVariant(currentOperator(request), request.params.id, request.params.variantId, request.body),
    }),
  });

  app.post('/admin/catalogue/products/:id/variants/:variantId/pictures', {
    bodyLimit: PICTURE_BODY_LIMIT,
    ...productChange({
      summary: 'Add a picture to a variant (first in its pictures): a JPEG, PNG or WebP of at most 2 MB, as a data URL',
      description:
        'The type is read from the bytes, never from a name or the data URL’s header: anything else is 400 BAD_PICTURE (field dataUrl). ' +
        'Served at /images/uploads/<id>-<hash>.<jpg|png|webp>, cached for a year. ',
      params: VariantParams, body: PictureBody,
    }, 413),
    handler: async (request) => ({
      product: await service.addPicture(currentOperator(request), request.params.id, request.params.variantId, request.body),
    }),
  });
};
