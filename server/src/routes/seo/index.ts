// Search engines and link previews (issue 19), outside the API prefix:
//   GET /robots.txt                       crawl rules and the sitemap's address (seo/crawl-rules.ts)
//   GET /sitemap.xml                      the sitemap index
//   GET /sitemaps/{name}.xml              products-N, categories, brands, pages (seo/sitemap.ts)
//   GET /og/{product|category|brand}/{id}.png, /og/site.png   1200 x 630 link previews (images/link-preview.ts)
// Absolute URLs are made from PUBLIC_URL (config.publicUrl). docs/seo.md tells an operator the rest.
import negotiate from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors.js';
import { catalogueId } from '../../http/page-status.js';
import { LinkPreviews, pictureSvg, previewEtag, SITE_PICTURE } from '../../images/link-preview.js';
import { PreviewPool } from '../../images/preview-pool.js';
import { DrizzleCatalogueRepository } from '../../repositories/catalogue-repository.js';
import { readRouteList, robotsTxt } from '../../seo/crawl-rules.js';
import { SitemapCache, type SitemapBody } from '../../seo/sitemap-cache.js';
import { sitemapContent } from '../../seo/sitemap-source.js';
import { buildSitemaps } from '../../seo/sitemap.js';

/** Crawlers come back often; a catalogue change reaches them within this and an ETag makes the check cheap. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=600';
/** A preview's URL keeps its address when the product's picture changes: a day, then revalidated by ETag. */
const PREVIEW_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const PREVIEW_FILE = /^(\d+)\.png$/;

/** The id of '12.png', or null. */
const idOf = (file: string): number | null => catalogueId(PREVIEW_FILE.exec(file)?.[1] ?? '');

/** The request already holds this version (If-None-Match). */
function holds(request: FastifyRequest, etag: string): boolean {
  const asked = request.headers['if-none-match'];
  if (asked === undefined) return false;
  return asked
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function sendSitemap(request: FastifyRequest, reply: FastifyReply, body: SitemapBody): FastifyReply {
  reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE_CONTROL).header('vary', 'accept-encoding').header('etag', body.etag);
  if (holds(request, body.etag)) return reply.code(304).send();
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip', 'identity']) ?? 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body.encoded(encoding));
}

export interface SeoRoutesOptions {
  /** The built storefront (dist/): its route-chunks.json is the route table robots.txt and pages.xml read. */
  distDir?: string;
}

export const seoRoutes: FastifyPluginAsyncTypebox<SeoRoutesOptions> = async (app, options) => {
  const { config, db, invalidation } = app.deps;
  // Read on each ask (a small file, asked rarely): a rebuild while the server runs is seen.
  const routes = () => readRouteList(options.distDir);
  const catalogue = new DrizzleCatalogueRepository(db);
  const hide = { schema: { hide: true } };

  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(config.publicUrl, routes())),
  );

  const sitemaps = new SitemapCache(async () => buildSitemaps(config.publicUrl, await sitemapContent(db, routes()), config.sitemap));
  const unregister = invalidation.register(() => sitemaps.clear());
  app.addHook('onClose', async () => unregister());

  app.get('/sitemap.xml', hide, async (request, reply) => sendSitemap(request, reply, (await sitemaps.get()).index));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', hide, async (request, reply) => {
    const body = (await sitemaps.get()).files.get(request.params.file);
    if (body === undefined) throw notFound('Sitemap');
    return sendSitemap(request, reply, body);
  });

  // Drawn on worker threads, a bounded queue in front (issue 28): a burst of previews never holds the event loop.
  const pool = new PreviewPool(config.linkPreviews);
  app.addHook('onClose', async () => pool.close());
  const previews = new LinkPreviews(256, (svg) => pool.draw(svg));
  const sendPreview = async (request: FastifyRequest, reply: FastifyReply, picture: string | null | undefined): Promise<FastifyReply> => {
    if (picture === null || picture === undefined) throw notFound('Picture');
    // A listed page whose picture is not one the catalogue draws (none, or a photo elsewhere): the store's.
    const drawn = pictureSvg(picture) === null ? SITE_PICTURE : picture;
    // The preview is a function of the picture's path: its ETag is known before drawing, so a crawler's
    // revalidation costs no render.
    const etag = previewEtag(drawn);
    const revalidated = holds(request, etag);
    const preview = revalidated ? null : await previews.get(drawn);
    if (!revalidated && preview === null) throw notFound('Picture');
    // The image's headers only once it is known: a 503 PREVIEWS_BUSY is JSON, kept by no cache.
    reply
      .header('content-type', 'image/png')
      .header('cache-control', PREVIEW_CACHE_CONTROL)
      .header('etag', etag)
      // Made to be shown on other sites and in web chat clients: helmet's same-origin would block those.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (preview === null) return reply.code(304).send();
    return reply.send(preview.png);
  };

  app.get('/og/site.png', hide, async (request, reply) => sendPreview(request, reply, SITE_PICTURE));
  app.get<{ Params: { file: string } }>('/og/product/:file', hide, async (request, reply) => {
    const id = idOf(request.params.file);
    const product = id === null ? undefined : (await catalogue.listedSummaries([id])).get(id);
    return sendPreview(request, reply, product === undefined ? null : (product.listVariant.images[0] ?? ''));
  });
  app.get<{ Params: { file: string } }>('/og/category/:file', hide, async (request, reply) => {
    const id = idOf(request.params.file);
    return sendPreview(request, reply, id === null ? null : (await catalogue.categoryById(id))?.image);
  });
  app.get<{ Params: { file: string } }>('/og/brand/:file', hide, async (request, reply) => {
    const id = idOf(request.params.file);
    return sendPreview(request, reply, id === null ? null : (await catalogue.brandById(id))?.logo);
  });
};
