// Generated catalogue pictures, outside the API prefix: /images/products/…, /images/categories/…,
// /images/brands/…. Rendered from the path alone (no database), cached for a year: a path never
// changes its picture. Pictures operators uploaded (issue 29, ADR 0055) are read from the database at
// /images/uploads/<id>-<hash>.<ext>, and cached the same way: the hash in the path names the bytes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errorResponses, notFound } from '../../http/errors.js';
import { renderBrandLogo, renderCategoryImage, renderProductImage } from '../../images/catalogue-images.js';
import { uploadedPicture } from '../../admin/admin-catalogue.js';

const Slug = Type.String({ pattern: '^[a-z0-9-]+$', maxLength: 60 });
const SvgFile = Type.String({ pattern: '^[a-z0-9-]+\\.svg$', maxLength: 80 });

function sendSvg(reply: FastifyReply, svg: string | null, what: string) {
  if (svg === null) throw notFound(what);
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

function sendUpload(reply: FastifyReply, picture: { contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(picture.bytes);
}

export const catalogueImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const hide = { hide: true };
  app.get(
    '/images/products/:categoryKey/:file',
    { schema: { ...hide, params: Type.Object({ categoryKey: Slug, file: SvgFile }), response: errorResponses(400, 404) } },
    async (request, reply) =>
      sendSvg(reply, renderProductImage(request.params.categoryKey, request.params.file), 'Picture'),
  );
  app.get(
    '/images/uploads/:file',
    { schema: { ...hide, params: Type.Object({ file: Type.String({ pattern: '^[0-9]+-[0-9a-f]+\\.(jpg|png|webp)$', maxLength: 40 }) }), response: errorResponses(400, 404) } },
    async (request, reply) => {
      const picture = await uploadedPicture(app.deps.db, request.params.file);
      if (picture === null) throw notFound('Picture');
      return sendUpload(reply, picture);
    },
  );
  app.get(
    '/images/categories/:file',
    { schema: { ...hide, params: Type.Object({ file: SvgFile }), response: errorResponses(400, 404) } },
    async (request, reply) => sendSvg(reply, renderCategoryImage(request.params.file), 'Picture'),
  );
  app.get(
    '/images/brands/:file',
    { schema: { ...hide, params: Type.Object({ file: SvgFile }), response: errorResponses(400, 404) } },
    async (request, reply) => sendSvg(reply, renderBrandLogo(request.params.file), 'Picture'),
  );
};
