import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { envelopePlugin } from './plugins/envelope';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { spaPlugin } from './plugins/spa';
import { redactUrl, REDACT_PATHS } from './services/log-redaction';
import { apiRoutes } from './routes';
import { createMailer, type Mailer } from './services/mail';

declare module 'fastify' {
  interface FastifyInstance {
    db: DatabaseHandle['db'];
    config: AppConfig;
    mailer: Mailer;
  }
}

export interface BuildOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Mail transport override (tests); otherwise SMTP_URL or the outbox alone. */
  mailer?: Mailer;
}

/** Builds the Fastify app: plugins in a fixed order (framework, app services, routes, SPA). */
export async function buildApp({ config, database, mailer }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers: {
              req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
            },
          },
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    ajv: { customOptions: { removeAdditional: 'all', coerceTypes: 'array', useDefaults: true, allErrors: false } },
  });

  app.decorate('db', database.db);
  app.decorate('config', config);
  app.decorate('mailer', mailer ?? createMailer(database.db, config.smtpUrl));
  app.addHook('onClose', async () => database.close());

  await app.register(envelopePlugin);
  await app.register(securityPlugin);
  await app.register(sessionPlugin, { secret: config.sessionSecret });
  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(spaPlugin, { staticDir: config.staticDir });
  return app;
}
