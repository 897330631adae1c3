import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig, type AppConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed';
import { createMailer, type MailerOptions } from '../../server/services/mail';
import type { Transporter } from 'nodemailer';
import { Writable } from 'node:stream';

/** A log stream for buildTestApp that keeps each entry the app logs in `lines`, as written (newline included). */
export function logInto(lines: string[]): Writable {
  return new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
}

/**
 * Builds the app for `app.inject` tests: in-memory PGlite by default, or the PostgreSQL of
 * TEST_DATABASE_URL (CI's second pass) with a fresh schema per call.
 */
export async function buildTestApp(
  overrides: Partial<AppConfig> = {},
  opts: {
    seed?: boolean;
    transport?: Transporter;
    mail?: Partial<Omit<MailerOptions, 'transport'>>;
    dataDir?: string;
    logStream?: Writable;
  } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({}, { dataDir: 'memory', logLevel: 'silent', staticDir: '/nonexistent', ...overrides });
  // A data directory (PGlite on disk, never PostgreSQL) lets a test read the database files themselves.
  const databaseUrl =
    !opts.dataDir && process.env.TEST_DATABASE_URL
      ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
      : undefined;
  const seed = opts.seed !== false;
  // Seeded in-memory databases start from the seeded template as `npm start` does (the seed then only
  // re-keys the demo's sealed values); a data directory of the test's own is seeded in full.
  const database = await openDatabase({
    dataDir: opts.dataDir ?? 'memory',
    databaseUrl,
    seedDemo: seed && !opts.dataDir,
  });
  if (seed) {
    await seedDemoCatalogue(database.db, {
      encryptionKey: config.encryptionKey,
      saveTemplate: database.saveSeededTemplate,
    });
  }
  const mailer =
    opts.transport || opts.mail
      ? createMailer(database.db, {
          smtpUrl: config.smtpUrl,
          smsUrl: config.smsUrl,
          encryptionKey: config.encryptionKey,
          transport: opts.transport,
          ...opts.mail,
        })
      : undefined;
  return buildApp({ config: { ...config, databaseUrl }, database, mailer, logStream: opts.logStream });
}

let counter = 0;

/** Creates an empty database on the given server and answers its URL, so test files never share state. */
export async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `oe_test_${process.pid}_${Date.now()}_${counter++}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
