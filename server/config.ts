import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import type { CardVault } from './services/card-vault';

/** Runtime configuration read from the environment (see README for every variable). */
export interface AppConfig {
  port: number;
  host: string;
  /** PGlite data directory, or 'memory' for an in-memory database (tests). */
  dataDir: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: most PostgreSQL connections this process's pool opens (default 10; the LISTEN connection is one more). */
  databasePoolMax: number;
  smtpUrl: string | undefined;
  /** SMS_URL: the text-message provider (services/sms.ts); texts are kept for /outbox without it. */
  smsUrl?: string | undefined;
  /** 32+ byte secret for signing session tokens. */
  sessionSecret: Buffer;
  /** 32 byte AES-256-GCM key for field-level encryption. */
  encryptionKey: Buffer;
  /** Bearer token for the admin routes; admin routes are off when unset. */
  adminToken: string | undefined;
  /** Directory of the built SPA; the SPA is not served when it does not exist. */
  staticDir: string;
  /** Log level; 'silent' in tests. */
  logLevel: string;
  /** Path of the form-field rules file reloaded by the server. */
  rulesFile: string | undefined;
  /** Seed the demo catalogue on start. */
  seedDemo: boolean;
  /** OUTBOX_PUBLIC=1: the demo outbox answers any client, not only loopback (never when SMTP_URL is set). */
  outboxPublic: boolean;
  /** TRUST_PROXY=1: the client address comes from X-Forwarded-For (behind a proxy you run). */
  trustProxy: boolean;
  /** CATALOGUE_VERSION_MS: how long the plan listing trusts its copy of the catalogue version without a notification (ms). */
  catalogueVersionMaxAgeMs: number;
  /** CARRIER_DROP_DIR: where carrier files are dropped sealed (default `carrier-drop` in the data directory). */
  carrierDropDir?: string | undefined;
  /** CARRIER_SCHEDULE=1|0: the carrier-file timer (default on with a data directory, off in memory). */
  carrierSchedule?: boolean;
  /** EXPORT_POLL_MS: how often the export worker looks for queued exports (default 1000 with a data directory, 0 = never in memory: tests drain it). */
  exportPollMs?: number;
  /** CARRIER_SFTP_ALLOW_PRIVATE=1: SFTP deliveries may go to loopback, link-local and private addresses. */
  carrierSftpAllowPrivate?: boolean;
  /** A live payment provider's vault client (set by the code that builds the app); the embedded database vault when unset. */
  cardVault?: CardVault;
}

/** DATABASE_POOL_MAX's default and bounds: each process holds up to this many connections (plus one LISTEN). */
const DATABASE_POOL_MAX_DEFAULT = 10;
const DATABASE_POOL_MAX_LIMIT = 1000;

function poolMaxFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DATABASE_POOL_MAX_DEFAULT;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > DATABASE_POOL_MAX_LIMIT)
    throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to ${DATABASE_POOL_MAX_LIMIT} (got ${value})`);
  return n;
}

/** The shortest ADMIN_TOKEN the server starts with: it opens every scope of the admin API. */
const ADMIN_TOKEN_MIN_CHARS = 32;

function adminTokenFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < ADMIN_TOKEN_MIN_CHARS)
    throw new Error(
      `ADMIN_TOKEN must be at least ${ADMIN_TOKEN_MIN_CHARS} characters (e.g. the output of openssl rand -hex 32)`,
    );
  return value;
}

function keyFromEnv(value: string | undefined, name: string): Buffer | undefined {
  if (!value) return undefined;
  const buf = /^[0-9a-f]{64,}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (buf.length < 32) throw new Error(`${name} must be at least 256 bits (64 hex characters or 44 base64 characters)`);
  return buf;
}

/**
 * Reads or creates the key file that sits beside (never inside) the data directory, mode 0600.
 * Used only by the embedded default when SESSION_SECRET / ENCRYPTION_KEY are not set.
 */
function loadKeyFile(dataDir: string): { sessionSecret: Buffer; encryptionKey: Buffer } {
  const abs = path.resolve(dataDir);
  const file = path.join(path.dirname(abs), `.${path.basename(abs)}.keys.json`);
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret: string; encryptionKey: string };
    return {
      sessionSecret: Buffer.from(parsed.sessionSecret, 'hex'),
      encryptionKey: Buffer.from(parsed.encryptionKey, 'hex'),
    };
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const keys = { sessionSecret: randomBytes(32), encryptionKey: randomBytes(32) };
  writeFileSync(
    file,
    JSON.stringify({
      sessionSecret: keys.sessionSecret.toString('hex'),
      encryptionKey: keys.encryptionKey.toString('hex'),
    }),
    { mode: 0o600 },
  );
  chmodSync(file, 0o600);
  return keys;
}

/** Builds the configuration from `env`, with overrides for tests. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const dataDir = overrides.dataDir ?? env.DATA_DIR ?? './data';
  let sessionSecret = overrides.sessionSecret ?? keyFromEnv(env.SESSION_SECRET, 'SESSION_SECRET');
  let encryptionKey = overrides.encryptionKey ?? keyFromEnv(env.ENCRYPTION_KEY, 'ENCRYPTION_KEY');
  if (!sessionSecret || !encryptionKey) {
    const keys =
      dataDir === 'memory' ? { sessionSecret: randomBytes(32), encryptionKey: randomBytes(32) } : loadKeyFile(dataDir);
    sessionSecret ??= keys.sessionSecret;
    encryptionKey ??= keys.encryptionKey;
  }
  if (encryptionKey.length !== 32) encryptionKey = encryptionKey.subarray(0, 32);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: poolMaxFromEnv(env.DATABASE_POOL_MAX),
    smtpUrl: env.SMTP_URL || undefined,
    smsUrl: env.SMS_URL || undefined,
    adminToken: adminTokenFromEnv(env.ADMIN_TOKEN),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    rulesFile: env.RULES_FILE || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    outboxPublic: env.OUTBOX_PUBLIC === '1',
    trustProxy: env.TRUST_PROXY === '1',
    catalogueVersionMaxAgeMs: Number(env.CATALOGUE_VERSION_MS ?? 1000),
    carrierDropDir: env.CARRIER_DROP_DIR || undefined,
    carrierSchedule: env.CARRIER_SCHEDULE ? env.CARRIER_SCHEDULE === '1' : dataDir !== 'memory',
    carrierSftpAllowPrivate: env.CARRIER_SFTP_ALLOW_PRIVATE === '1',
    exportPollMs: Number(env.EXPORT_POLL_MS ?? (dataDir === 'memory' ? 0 : 1000)),
    ...overrides,
    sessionSecret,
    encryptionKey,
  };
}
