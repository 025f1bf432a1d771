// The composition root of the API: buildApp wires config, database, mail and routes into one
// Fastify instance. main.ts starts it; tests build it on PGlite in memory and use app.inject.
import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { AccessTokens } from './accounts/access-tokens.js';
import { AccountService } from './accounts/account-service.js';
import { defaultConfig, type AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { CacheInvalidation, listenForChanges } from './http/cache-invalidation.js';
import { lazyCompilers } from './http/lazy-compilers.js';
import { AJV_OPTIONS } from './http/ajv.js';
import { RateLimiter } from './http/rate-limits.js';
import { registerAuth } from './plugins/auth.js';
import { capConnectionsPerIp, serverOptions } from './plugins/connection-limits.js';
import { registerDependencies } from './plugins/db.js';
import { frameworkErrors, installErrorHandling, refuseNonFiniteNumbers } from './plugins/errors.js';
import { OutboxMailer, type Mailer } from './plugins/mail.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSecurity } from './plugins/security.js';
import { registerPageActions } from './http/page-actions.js';
import { acceptsHtml, addVary } from './http/accepts-html.js';
import { registerStaticSite, type StaticSiteOptions } from './plugins/static-site.js';
import { catalogueLookup } from './http/page-status.js';
import { DrizzleCatalogueRepository } from './repositories/catalogue-repository.js';
import { createRepositories, unitOfWorkFor } from './repositories/index.js';
import { adminRoutes } from './routes/admin/index.js';
import { adminCatalogueRoutes } from './routes/admin/catalogue.js';
import { authRoutes } from './routes/auth/index.js';
import { cartRoutes } from './routes/cart/index.js';
import { catalogueRoutes } from './routes/catalogue/index.js';
import { catalogueImageRoutes } from './routes/catalogue/images.js';
import { categoriesRoutes } from './routes/categories/index.js';
import { contactInfoRoutes } from './routes/contact-info/index.js';
import { contactMessagesRoutes } from './routes/contact-messages/index.js';
import { countriesRoutes } from './routes/countries/index.js';
import { countryChoiceRoutes } from './routes/country-choice/index.js';
import { currenciesRoutes } from './routes/currencies/index.js';
import { dataDeletionRoutes } from './routes/data-deletion/index.js';
import { devRoutes } from './routes/dev/index.js';
import { favouritesRoutes } from './routes/favourites/index.js';
import { healthRoutes } from './routes/health/index.js';
import { notificationsRoutes } from './routes/notifications/index.js';
import { ordersRoutes } from './routes/orders/index.js';
import { seoRoutes } from './routes/seo/index.js';
import { refundsRoutes } from './routes/refunds/index.js';
import { usersRoutes } from './routes/users/index.js';

export const API_PREFIX = '/api';

export type App = FastifyInstance<Server, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface BuildAppOptions {
  database: Database;
  config?: Partial<AppConfig>;
  /** Defaults to the outbox (mail_outbox table + a log line). */
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
  /** Built storefront, locales and other static folders; tests usually leave it out. */
  staticSite?: StaticSiteOptions;
  /**
   * Compile every route's validators and serializers when the app gets ready (Fastify's default)
   * instead of on each route's first use (ADR 0016). A test does, so a broken schema fails there.
   */
  eagerSchemas?: boolean;
}

export async function buildApp(options: BuildAppOptions): Promise<App> {
  const config = defaultConfig(options.config);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    ajv: AJV_OPTIONS,
    frameworkErrors,
    ...serverOptions(config.connections),
    ...(options.eagerSchemas === true ? {} : { schemaController: { compilersFactory: lazyCompilers() } }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  capConnectionsPerIp(app.server, config.connections.maxConnectionsPerIp);

  const now = options.now ?? (() => new Date());
  const db = options.database.db;
  const repos = createRepositories(db);
  const unitOfWork = unitOfWorkFor(db);
  const mailer = options.mailer ?? new OutboxMailer(repos.mailOutbox, app.log);
  const tokens = new AccessTokens(config.jwtSecret, config.jwtTtlSeconds);
  const accounts = new AccountService({
    repos,
    unitOfWork,
    mailer,
    tokens,
    secretKey: config.jwtSecret,
    publicUrl: config.publicUrl,
    now,
  });
  const rateLimiter = new RateLimiter(db);
  const invalidation = new CacheInvalidation();
  const lifecycle = { draining: false };
  registerDependencies(app, {
    config,
    database: options.database,
    db,
    repos,
    unitOfWork,
    mailer,
    tokens,
    accounts,
    rateLimiter,
    invalidation,
    lifecycle,
    now,
  });
  // Every instance hears every change to the cached tables (ADR 0021) and drops expired counters now and then.
  const unlisten = await listenForChanges(options.database, invalidation);
  const sweeping = setInterval(() => {
    rateLimiter.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, 5 * 60_000);
  sweeping.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeping);
    await unlisten();
  });
  installErrorHandling(app);
  refuseNonFiniteNumbers(app);
  await registerAuth(app, tokens, repos.users);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(countriesRoutes);
      await api.register(countryChoiceRoutes);
      await api.register(contactInfoRoutes);
      await api.register(currenciesRoutes);
      await api.register(categoriesRoutes);
      await api.register(usersRoutes);
      await api.register(notificationsRoutes);
      await api.register(authRoutes);
      await api.register(catalogueRoutes);
      await api.register(contactMessagesRoutes);
      await api.register(dataDeletionRoutes);
      await api.register(cartRoutes);
      await api.register(favouritesRoutes);
      await api.register(ordersRoutes);
      await api.register(refundsRoutes);
      await api.register(adminRoutes);
      await api.register(adminCatalogueRoutes);
      if (config.exposeOutbox) await api.register(devRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(catalogueImageRoutes);
  await app.register(seoRoutes, { distDir: options.staticSite?.distDir });

  // The key actions as plain HTML forms, answered beside the pages (issue 27, docs/adr/0040).
  await registerPageActions(app, config);
  const sendIndex = options.staticSite ? await registerStaticSite(app, options.staticSite, catalogueLookup(new DrizzleCatalogueRepository(db))) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === API_PREFIX || request.url.startsWith(`${API_PREFIX}/`);
    if (!isApi && sendIndex && (request.method === 'GET' || request.method === 'HEAD')) {
      // Issue 28: a crawler's or a link-preview fetcher's `*/*` (or no Accept) gets the page too.
      addVary(reply, 'accept');
      if (acceptsHtml(request.headers.accept)) return sendIndex(request, reply);
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.` });
  });

  return app;
}
