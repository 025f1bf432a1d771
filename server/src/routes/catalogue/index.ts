// Catalogue reads under the API prefix: products, brands, a category with its children, and the
// products of a brand or a category. Handlers translate HTTP to repository calls; SQL lives in
// repositories/catalogue-repository.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { found } from '../../http/errors.js';
import { documented } from '../../http/route-schema.js';
import { AnswerCache } from '../../http/reference-cache.js';
import { DrizzleCatalogueRepository, type CatalogueRepository } from '../../repositories/catalogue-repository.js';
import {
  BrandProductsResponse,
  BrandResponse,
  brandWire,
  categoryWire,
  productDetailsWire,
  productListItem,
  BrandsResponse,
  CategoryProductsResponse,
  CategoryResponse,
  IdParams,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  ScopedProductsQuery,
} from '@/infrastructure/catalogue/catalogue-contract';
import { pageQuery } from './page-query.js';

const RELATED_PRODUCTS = 8;

export interface CatalogueRoutesOptions {
  /** Defaults to the Drizzle repository on the app's database. */
  repository?: CatalogueRepository;
}

export const catalogueRoutes: FastifyPluginAsyncTypebox<CatalogueRoutesOptions> = async (app, options) => {
  const catalogue = options.repository ?? new DrizzleCatalogueRepository(app.deps.db);
  const schemaOf = documented('catalogue');

  // Product lists (search included) are the busiest read: the same page asked within a few seconds
  // is answered from memory and concurrent identical asks share one query (ADR 0010). Any change to
  // the catalogue, stock included, drops the lists on every instance within a second (ADR 0021);
  // a product's own page and checkout always read it live.
  type PageQuery = ReturnType<typeof pageQuery>;
  type Page = Awaited<ReturnType<CatalogueRepository['listProducts']>>;
  const listCache = new AnswerCache<string, Page>(
    { ttlSeconds: app.deps.config.catalogueListCacheSeconds, maxEntries: 2048 },
    (key) => catalogue.listProducts(JSON.parse(key) as PageQuery),
  );
  const unregister = app.deps.invalidation.register(() => listCache.clear());
  app.addHook('onClose', async () => unregister());

  /** The page of products a list request asks for, within a brand or a category when `scope` names one. */
  const productsPage = async (asked: Parameters<typeof pageQuery>[0], scope?: Parameters<typeof pageQuery>[2]) => {
    const query = pageQuery(asked, app.deps.now(), scope);
    // pageQuery builds its keys in one order, so one ask has one key; dates are kept as such by the loader.
    const page = await listCache.get(JSON.stringify(query), () => catalogue.listProducts(query));
    return {
      products: page.items.map(productListItem),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalCount: page.totalCount,
    };
  };

  app.get('/products', {
    schema: schemaOf({
      summary: 'Products, filtered, sorted and paged',
      description: 'Lists products whose category (and its parents) is visible. The list price is the cheapest variant after discount.',
      querystring: ProductsQuery, response: { 200: ProductsResponse },
    }, 400),
    handler: async (request) => ({ productsReturned: await productsPage(request.query) }),
  });

  app.get('/products/:id', {
    schema: schemaOf({ summary: 'One product with its variants and related products', params: IdParams, response: { 200: ProductResponse } }, 400, 404),
    handler: async (request) => {
      const row = found(await catalogue.productById(request.params.id), 'Product');
      const related = await catalogue.relatedProducts(row.id, row.category.id, RELATED_PRODUCTS);
      return { productReturned: found(productDetailsWire(row, related), 'Product') };
    },
  });

  app.get('/brands', {
    schema: schemaOf({ summary: 'All brands with their product counts, by English name', response: { 200: BrandsResponse } }),
    handler: async () => {
      const brands = await catalogue.brands();
      return { brandsReturned: { brands: brands.map(brandWire), totalCount: brands.length } };
    },
  });

  app.get('/brands/:id', {
    schema: schemaOf({ summary: 'One brand', params: IdParams, response: { 200: BrandResponse } }, 400, 404),
    handler: async (request) => ({ brandReturned: brandWire(found(await catalogue.brandById(request.params.id), 'Brand')) }),
  });

  app.get('/brands/products/:id', {
    schema: schemaOf({
      summary: 'Products of a brand, filtered, sorted and paged',
      params: IdParams, querystring: ScopedProductsQuery, response: { 200: BrandProductsResponse },
    }, 400, 404),
    handler: async (request) => {
      const brand = found(await catalogue.brandById(request.params.id), 'Brand');
      return { brandReturned: brandWire(brand), productsReturned: await productsPage(request.query, { brandId: brand.id }) };
    },
  });

  app.get('/categories/:id', {
    schema: schemaOf({
      summary: 'One visible category with its visible subcategories',
      description: 'A hidden category (or one under a hidden parent) answers 404, as an unknown one does.',
      params: IdParams, response: { 200: CategoryResponse },
    }, 400, 404),
    handler: async (request) => ({ categoryReturned: categoryWire(found(await catalogue.categoryById(request.params.id), 'Category')) }),
  });

  app.get('/categories/products/:id', {
    schema: schemaOf({
      summary: 'Products of a visible category and its visible subcategories, filtered, sorted and paged',
      params: IdParams, querystring: ScopedProductsQuery, response: { 200: CategoryProductsResponse },
    }, 400, 404),
    handler: async (request) => {
      const category = found(await catalogue.categoryById(request.params.id), 'Category');
      return { categoryReturned: categoryWire(category), productsReturned: await productsPage(request.query, { categoryId: category.id }) };
    },
  });
};
