// OpenAPI 3.1 generated from the route schemas: JSON at /api/openapi.json, a page at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Dukkan reference API',
        version: '1.0.0',
        description:
          'The storefront contract (spec §7) plus accounts and catalogue reads. ' +
          'Translated fields follow ?lang=en|ar, else Accept-Language, else English. ' +
          'Prices are in USD; a currency\'s excRate converts them. Errors: { code, message, field? }.',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The storefront's browser session (docs/adr/0035): the same JWT, HttpOnly, set by sign-in.
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'dukkan-session' },
        },
      },
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
