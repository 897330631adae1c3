import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { envelopePlugin } from './plugins/envelope';
import { routeBodyLimitsPlugin } from './plugins/route-body-limits';
import { securityPlugin } from './plugins/security';
import { httpCachePlugin } from './plugins/http-cache';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import type { Writable } from 'node:stream';
import { redactUrl, redactValue, safeErrorMessage } from './services/log-redaction';
import { apiRoutes } from './routes';
import { createMailer, type Mailer } from './services/mail';
import { outboxPagePlugin } from './plugins/outbox-page';
import { lazySchemaCompilers } from './lazy-schemas';
import type { FastifyRequest } from 'fastify';
import type { EnrollmentWithCart } from './repositories/plan-listing';
import { EnrollmentCartCache } from './services/enrollment-cart-cache';
import { registerCarrierSchedule } from './services/carrier-schedule';
import { registerRetention } from './services/retention';
import { createExportWorker, type ExportWorker } from './services/export-jobs';
import { CENSUS_KIND, censusRunner } from './services/census-export';
import { setPatternEngine } from '../schemas/pattern-engine';
import { re2PatternTest } from '../schemas/re2-pattern';
import { clientErrorEnvelope } from './plugins/client-errors';
import { apiDocsPlugin } from './plugins/api-docs';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    /** LISTEN on the database (PGlite's worker or a PostgreSQL connection); absent on handles without it. */
    dbListen: DatabaseHandle['listen'];
    config: AppConfig;
    mailer: Mailer;
    /** The background exports' worker (services/export-jobs.ts): routes kick it, tests drain it. */
    exportJobs: ExportWorker;
    /** The listing's kept enrollment and cart reads (routes/plan-listing.ts). */
    listingEnrollments: EnrollmentCartCache<EnrollmentWithCart>;
  }
  interface FastifyContextConfig {
    /**
     * The route writes no enrollment and no cart, so its answers leave the listing's kept reads
     * alone; every other route's answer forgets the enrollments its request names.
     */
    enrollmentReadOnly?: boolean;
  }
}

/** Enrollments kept for the listing (LISTING_ENROLLMENTS, about 1 KB each). */
const LISTING_ENROLLMENTS = Number(process.env.LISTING_ENROLLMENTS ?? 20_000);

/**
 * The enrollment ids a request names: the one its pre-handler loaded, `enrollment_id` / `tempId`
 * of the params, query or body, and the session's own (`enr`).
 */
function namedEnrollments(request: FastifyRequest): string[] {
  const ids: string[] = [];
  const add = (id: unknown) => {
    if (typeof id === 'string' && id !== '') ids.push(id);
  };
  add(request.enrollment?.id);
  add(request.session?.enr);
  for (const source of [request.params, request.query, request.body]) {
    if (source && typeof source === 'object') {
      add((source as Record<string, unknown>).enrollment_id);
      add((source as Record<string, unknown>).tempId);
    }
  }
  return ids;
}

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Mail transport override (tests); otherwise SMTP_URL or the outbox alone. */
  mailer?: Mailer;
  /** Where log lines go (tests read them); standard output otherwise. */
  logStream?: Writable;
  /** Compile each route's schemas on its first request, not before listening (npm start; server/lazy-schemas.ts). */
  lazySchemas?: boolean;
}

/** Builds the Fastify app: plugins in a fixed order (framework, app services, routes, SPA). */
export async function buildApp({
  config,
  database,
  mailer,
  logStream,
  lazySchemas,
}: BuildOptions): Promise<FastifyInstance> {
  // Field patterns (a carrier's too) are tested by RE2 here: linear in the value, never backtracking.
  setPatternEngine(re2PatternTest);
  const app = Fastify({
    logger:
      config.logLevel === 'silent' && !logStream
        ? false
        : {
            level: config.logLevel === 'silent' ? 'info' : config.logLevel,
            ...(logStream ? { stream: logStream } : {}),
            // Every logged object passes through redactValue: personal data, codes, tokens and
            // enrollment ids (capabilities) never reach a log line, at any depth.
            formatters: { log: (object) => redactValue(object) as Record<string, unknown> },
            // pino makes an error's own message the line's message when none is given: that message
            // can hold a failed query's parameters, so such a line gets the described error's instead.
            hooks: { logMethod: safeErrorMessage },
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: 256 * 1024,
    // What Node's HTTP parser refuses (a 16 KB address: 431) answers the error envelope too.
    clientErrorHandler: clientErrorEnvelope,
    trustProxy: config.trustProxy,
    // allowUnionTypes: a form value is `type: [string, number, null]` (schemas/api/common.ts formScalar).
    ajv: {
      customOptions: {
        removeAdditional: 'all',
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
    ...(lazySchemas ? { schemaController: lazySchemaCompilers() } : {}),
  });

  app.decorate('db', database.db);
  app.decorate('dbListen', database.listen?.bind(database));
  app.decorate('config', config);
  app.decorate(
    'mailer',
    mailer ??
      createMailer(database.db, {
        smtpUrl: config.smtpUrl,
        smsUrl: config.smsUrl,
        encryptionKey: config.encryptionKey,
      }),
  );
  app.decorate(
    'listingEnrollments',
    new EnrollmentCartCache<EnrollmentWithCart>({
      maxAgeMs: config.catalogueVersionMaxAgeMs,
      maxEntries: LISTING_ENROLLMENTS,
    }),
  );
  // A write's answer goes out after its transaction committed: forgetting here, before the bytes
  // are sent, means the shopper's next listing in this process reads the change (listing-cache.ts).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!request.routeOptions.config?.enrollmentReadOnly)
      for (const id of namedEnrollments(request)) app.listingEnrollments.forget(id);
    done(null, payload);
  });
  app.addHook('onClose', async () => database.close());
  // The delivery worker polls once the app is ready; onClose hooks run last-added first, so it
  // stops (finishing a round in progress) before the database closes.
  app.addHook('onReady', async () => app.mailer.worker.start(app.log));
  app.addHook('onClose', async () => app.mailer.worker.stop());
  // Like the mail worker: started when ready, stopped (a run in progress finished) before the database closes.
  app.decorate(
    'exportJobs',
    createExportWorker({
      db: database.db,
      encryptionKey: config.encryptionKey,
      runners: { [CENSUS_KIND]: censusRunner },
      pollMs: config.exportPollMs ?? 0,
    }),
  );
  app.addHook('onReady', async () => app.exportJobs.start(app.log));
  app.addHook('onClose', async () => app.exportJobs.stop());
  registerCarrierSchedule(app);
  registerRetention(app);

  await app.register(envelopePlugin);
  await app.register(routeBodyLimitsPlugin);
  await app.register(securityPlugin);
  await app.register(httpCachePlugin);
  await app.register(sessionPlugin, { secret: config.sessionSecret });
  await app.register(outboxPagePlugin);
  // Before the routes: the API reference collects them as they register (plugins/api-docs.ts).
  await app.register(apiDocsPlugin);
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
}
