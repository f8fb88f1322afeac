/** buildApp(): the Fastify instance with every plugin and route; used by main.ts and by the tests. */
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle, DatabaseKind } from './db/client.ts';
import errors, { statusMessage } from './plugins/errors.ts';
import validation from './plugins/validation.ts';
import lifecycle from './plugins/lifecycle.ts';
import routing from './plugins/routing.ts';
import { loggerOptions } from './plugins/logging.ts';
import openapi from './plugins/openapi.ts';
import { API_PREFIX } from './lib/api-paths.ts';
import { isHashedAssetUrl } from '../src/domain/portal-files.ts';
import { healthRoutes } from './modules/health/routes.ts';
import contentType from './plugins/content-type.ts';
import cors from './plugins/cors.ts';
import securityHeaders from './plugins/security-headers.ts';
import session from './plugins/session.ts';
import csrf from './plugins/csrf.ts';
import actor, { signedIn } from './plugins/actor.ts';
import { createMailer } from './lib/mail/mailer.ts';
import { createActionTypes, type ActionTypes } from './lib/maker-checker/index.ts';
import { authRoutes, csrfCookieRoute } from './modules/auth/routes.ts';
import { registrationRoutes } from './modules/registrations/routes.ts';
import { loanRoutes } from './modules/loans/routes.ts';
import { pendingActionRoutes } from './modules/pending-actions/routes.ts';
import { revisionRoutes } from './modules/revisions/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { batchRoutes } from './modules/batches/routes.ts';
import type { ImportOptions } from './modules/batches/import-job.ts';
import type { TapeLimits } from './lib/tapes/limits.ts';
import { registrationRequestRoutes } from './modules/registration-requests/routes.ts';
import { entityRoutes } from './modules/entities/routes.ts';
import { adminDashboardRoutes } from './modules/admin-dashboard/routes.ts';
import { myDashboardRoutes } from './modules/my-dashboard/routes.ts';
import { proposalRoutes } from './modules/proposals/routes.ts';
import { dealRoutes } from './modules/deals/routes.ts';
import { investorPortfolioRoutes } from './modules/investor-portfolio/routes.ts';
import { marketplaceRoutes } from './modules/marketplace/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { registerNotificationDispatch } from './modules/notifications/dispatch-trigger.ts';
import { poolRoutes } from './modules/pools/routes.ts';
import { poolRoomRoutes } from './modules/pools/room/routes.ts';
import { listingRoomRoutes } from './modules/listing-room/routes.ts';
import { poolAwardRoutes } from './modules/pool-award/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseKind: DatabaseKind;
    /** This app's maker/checker action types and describers, registered by its modules as they load. */
    actionTypes: ActionTypes;
  }
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Lower data-tape limits, so tests reach them with small files. */
  tapeLimits?: Partial<TapeLimits>;
  /** Smaller import chunks and a hook after each, so tests watch or break an import half-way. */
  importOptions?: ImportOptions;
}

/** A proxy (nginx's $request_id) or client may name its request for tracing, with a plain token that cannot forge a log line. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

export async function buildApp({
  config,
  database,
  logStream,
  tapeLimits,
  importOptions,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    // Not requestIdHeader: Fastify would take the header as it comes; genReqId checks it first.
    // Every log line of a request carries the id as reqId (Fastify's label).
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // While stopping, a request on a connection still open is answered (and its connection closed), not refused with 503.
    return503OnClosing: false,
    // A URL Fastify cannot decode gets the same answer and headers as any other bad request.
    frameworkErrors: (_error, request, reply: FastifyReply) => {
      app.applySecurityHeaders(request, reply);
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ message: statusMessage(400) });
    },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(lifecycle);
  await app.register(validation);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.addHook('onSend', async (request, reply) => {
    // A served hashed file is never worth tracing, and a page asks for several of them over a slow line.
    if (reply.statusCode === 200 && isHashedAssetUrl(request.url)) return;
    reply.header('x-request-id', request.id);
  });

  await app.register(errors);
  await app.register(routing);
  await app.register(cors, { origins: config.corsOrigins });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(openapi, { serveDocs: config.apiDocs });
  await app.register(securityHeaders, { portalDir: config.portalDir, hsts: config.hsts });
  await app.register(contentType);
  await app.register(session);
  await app.register(csrf);
  await app.register(actor);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
  app.decorate('actionTypes', createActionTypes());
  registerNotificationDispatch(app);
  await app.register(csrfCookieRoute);

  await app.register(
    async (api) => {
      // Open to guests: each route reads the session, if it needs one, itself.
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(registrationRoutes);
      // Every route of these modules is for a signed-in user: a guest gets 401 before anything else is read.
      await api.register(async (members) => {
        await members.register(signedIn);
        await members.register(loanRoutes);
        await members.register(pendingActionRoutes);
        await members.register(revisionRoutes);
        await members.register(userRoutes);
        await members.register(batchRoutes, {
          ...(tapeLimits ? { tapeLimits } : {}),
          ...(importOptions ? { importOptions } : {}),
        });
        await members.register(registrationRequestRoutes);
        await members.register(entityRoutes);
        await members.register(adminDashboardRoutes);
        await members.register(myDashboardRoutes);
        await members.register(proposalRoutes);
        await members.register(dealRoutes);
        await members.register(investorPortfolioRoutes);
        await members.register(marketplaceRoutes);
        await members.register(notificationRoutes);
        await members.register(poolRoutes);
        await members.register(poolRoomRoutes);
        await members.register(listingRoomRoutes);
        await members.register(poolAwardRoutes);
      });
    },
    { prefix: API_PREFIX },
  );

  // Loaded only when serving the portal: an API-only process never needs the static file server.
  if (config.portalDir) {
    const { default: portal } = await import('./plugins/portal.ts');
    await app.register(portal, { root: config.portalDir });
  }

  return app;
}
