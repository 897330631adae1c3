import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Server, utils, type Connection } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierProfile, CarrierProfileUpdate, DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import { carrierProfiles } from '../../server/db/schema';
import { retryDueDeliveries } from '../../server/services/carrier-file-deliveries';
import { check834 } from '../../server/services/x12/check-834';
import { buildTestApp } from '../helpers/build-app';
import { settledRun } from '../helpers/carrier-runs';

/**
 * Carrier profiles through the staff routes (who may read and edit which carrier, the rules a schema
 * cannot say, the write-only SFTP secret) and an SFTP delivery to an ssh2 server started here, with
 * an in-memory SFTP subsystem, including a refused log-in that fails and is retried. The server listens
 * on loopback, so the app opts in with CARRIER_SFTP_ALLOW_PRIVATE (carrierSftpAllowPrivate); the
 * destination still waits for staff approval (tests/api/carrier-sftp-destination.test.ts refuses it).
 */

const ADMIN = 'carrier-profiles-admin-token';
const CVV = 2;
const SFTP_USER = 'openenroll';
const SFTP_PASSWORD = 'sftp-secret-pass-1';

let app: FastifyInstance;
let dropDir: string;
let sftpServer: Server;
let sftpPort: number;
/** Files the SFTP server holds, by path. */
const remoteFiles = new Map<string, Buffer>();

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

/** An SFTP server keeping files in `remoteFiles`: open, write, close, rename and realpath. */
function startSftpServer(): Promise<number> {
  const ok = utils.sftp.STATUS_CODE.OK;
  sftpServer = new Server({ hostKeys: [utils.generateKeyPairSync('ed25519').private] }, (client: Connection) => {
    client.on('authentication', (ctx) => {
      if (ctx.method === 'password' && ctx.username === SFTP_USER && ctx.password === SFTP_PASSWORD) ctx.accept();
      else ctx.reject(['password']);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const open = new Map<number, { path: string; data: Buffer }>();
          let next = 0;
          const handleOf = (h: Buffer) => open.get(h.readUInt32BE(0));
          sftp.on('OPEN', (reqid, filename) => {
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(next);
            open.set(next, { path: filename, data: Buffer.alloc(0) });
            next += 1;
            sftp.handle(reqid, handle);
          });
          sftp.on('WRITE', (reqid, handle, offset, data) => {
            const file = handleOf(handle);
            if (!file) return sftp.status(reqid, utils.sftp.STATUS_CODE.FAILURE);
            const grown = Buffer.alloc(Math.max(file.data.length, offset + data.length));
            file.data.copy(grown);
            data.copy(grown, offset);
            file.data = grown;
            return sftp.status(reqid, ok);
          });
          sftp.on('CLOSE', (reqid, handle) => {
            const file = handleOf(handle);
            if (file) remoteFiles.set(file.path, file.data);
            open.delete(handle.readUInt32BE(0));
            sftp.status(reqid, ok);
          });
          sftp.on('RENAME', (reqid, from, to) => {
            const data = remoteFiles.get(from);
            if (!data) return sftp.status(reqid, utils.sftp.STATUS_CODE.NO_SUCH_FILE);
            remoteFiles.set(to, data);
            remoteFiles.delete(from);
            return sftp.status(reqid, ok);
          });
          sftp.on('REALPATH', (reqid, p) => sftp.name(reqid, [{ filename: p, longname: p, attrs: {} as never }]));
        });
      });
    });
  });
  return new Promise((resolve) =>
    sftpServer.listen(0, '127.0.0.1', () => resolve((sftpServer.address() as AddressInfo).port)),
  );
}

const profileBody = (overrides: Partial<CarrierProfileUpdate> = {}): CarrierProfileUpdate => ({
  sender_id: 'OPENENROLL',
  sender_qualifier: 'ZZ',
  receiver_id: 'CVV834',
  receiver_qualifier: 'ZZ',
  line_of_business: { VISION: 'VIS' },
  plan_codes: { '111': 'CVV-GOLD' },
  file_name_pattern: 'OE_{carrier}_{date}_{control}.834',
  default_mode: 'change',
  schedule: 'manual',
  delivery: { method: 'drop' },
  ...overrides,
});

beforeAll(async () => {
  dropDir = mkdtempSync(path.join(os.tmpdir(), 'oe-carrier-profiles-'));
  sftpPort = await startSftpServer();
  app = await buildTestApp({
    adminToken: ADMIN,
    carrierDropDir: dropDir,
    carrierSchedule: false,
    carrierSftpAllowPrivate: true,
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await new Promise((resolve) => sftpServer.close(resolve));
  rmSync(dropDir, { recursive: true, force: true });
});

async function carrierAdminToken(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/sign-in',
    payload: { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

describe('carrier profiles', () => {
  it('lists every seeded profile for staff, and only their own carrier for a carrier admin', async () => {
    const all = (await call('GET', '/admin/carrier-profiles', ADMIN)).json().data.result as CarrierProfile[];
    expect(all.length).toBeGreaterThan(5);
    expect(all.find((p) => p.carrier_id === CVV)).toMatchObject({
      sender_id: 'OPENENROLL',
      receiver_id: 'CVV834',
      line_of_business: { VISION: 'VIS' },
      default_mode: 'change',
      delivery: { method: 'drop', has_secret: false },
    });

    const token = await carrierAdminToken();
    const own = (await call('GET', '/admin/carrier-profiles', token)).json().data.result as CarrierProfile[];
    expect(own).toHaveLength(1);
    const ownId = own[0]?.carrier_id;
    expect(ownId).not.toBe(CVV);
    expect((await call('PUT', `/admin/carrier-profiles/${CVV}`, token, profileBody())).statusCode).toBe(403);
    expect((await call('POST', '/admin/carrier-files/run', token, { carrier_id: CVV })).statusCode).toBe(403);
    expect((await call('GET', `/admin/carrier-deliveries?carrier_id=${CVV}`, token)).statusCode).toBe(403);
  });

  it('answers field errors for what the schema cannot check', async () => {
    const res = await call(
      'PUT',
      `/admin/carrier-profiles/${CVV}`,
      ADMIN,
      profileBody({
        sender_id: 'open enroll',
        line_of_business: { VISION: 'vi', NOPE: 'DEN' },
        plan_codes: { '101': 'BSD101', '111': 'bad~code' },
        file_name_pattern: 'OE_{carrier}.834',
        delivery: { method: 'sftp', host: '' },
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      (res.json().data as Array<{ target_element: string; error_message: string }>).map((e) => [
        e.target_element,
        e.error_message,
      ]),
    );
    expect(errors).toEqual({
      sender_id: CARRIER_FILE_MESSAGES.x12Id,
      'line_of_business.VISION': CARRIER_FILE_MESSAGES.lineOfBusiness,
      'line_of_business.NOPE': CARRIER_FILE_MESSAGES.unknownCategory,
      'plan_codes.101': CARRIER_FILE_MESSAGES.notCarrierPlan,
      'plan_codes.111': CARRIER_FILE_MESSAGES.planCode,
      file_name_pattern: CARRIER_FILE_MESSAGES.fileNameNeedsControl,
      'delivery.host': CARRIER_FILE_MESSAGES.sftpHost,
      'delivery.username': CARRIER_FILE_MESSAGES.sftpUsername,
      'delivery.remote_dir': CARRIER_FILE_MESSAGES.sftpRemoteDir,
    });
  });

  it('delivers by SFTP with the sealed secret, which is never answered; a refused log-in fails and is retried', async () => {
    const sftp = { method: 'sftp' as const, host: '127.0.0.1', port: sftpPort, username: SFTP_USER, remote_dir: '/in' };
    // A wrong password first.
    const saved = await call(
      'PUT',
      `/admin/carrier-profiles/${CVV}`,
      ADMIN,
      profileBody({ delivery: sftp, delivery_secret: 'wrong-password' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const destination = `sftp://${SFTP_USER}@127.0.0.1:${sftpPort}/in`;
    expect(saved.json().data.result).toMatchObject({
      plan_codes: { '111': 'CVV-GOLD' },
      delivery: { ...sftp, has_secret: true, destination, approved: false },
    });
    expect(saved.body).not.toContain('wrong-password');
    const [stored] = await app.db.select().from(carrierProfiles).where(eq(carrierProfiles.carrierId, CVV));
    expect(stored?.sftpSecretEncrypted).toMatch(/^v1\./);

    // A new destination: the file waits, unsent and without an attempt, until staff approve it.
    const waiting = await settledRun(app, ADMIN, { carrier_id: CVV });
    expect(waiting).toMatchObject({ status: 'failed', attempts: 0, error: CARRIER_FILE_MESSAGES.destinationPending });
    const approved = await call('POST', `/admin/carrier-profiles/${CVV}/approve-destination`, ADMIN, { destination });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.result.delivery).toMatchObject({ destination, approved: true });

    const [failed] = (await call('GET', `/admin/carrier-deliveries?carrier_id=${CVV}`, ADMIN)).json().data
      .result as DeliveryLogEntry[];
    expect(failed).toMatchObject({ id: waiting.id, status: 'failed', attempts: 1, delivered_at: null });
    // A refused log-in reads like any other failure: the log never tells an open port from a closed one.
    expect(failed?.error).toBe('Delivery failed (SFTP_FAILED), attempt 1 of 5');
    expect(remoteFiles.size).toBe(0);
    if (!failed) return;

    // The right password (the profile otherwise unchanged, the secret replaced); the retry delivers.
    const fixed = await call(
      'PUT',
      `/admin/carrier-profiles/${CVV}`,
      ADMIN,
      profileBody({ delivery: sftp, delivery_secret: SFTP_PASSWORD }),
    );
    expect(fixed.statusCode, fixed.body).toBe(200);
    // Two callers at once (a timer and another process): the file is delivered once.
    const ctx = { db: app.db, encryptionKey: app.config.encryptionKey, dropDir, sftpAllowPrivate: true };
    const due = new Date(Date.now() + 61_000);
    const tried = await Promise.all([retryDueDeliveries(ctx, due), retryDueDeliveries(ctx, due)]);
    expect(tried[0] + tried[1]).toBe(1);
    const [entry] = (await call('GET', `/admin/carrier-deliveries?carrier_id=${CVV}`, ADMIN)).json().data
      .result as DeliveryLogEntry[];
    expect(entry).toMatchObject({ id: failed.id, status: 'delivered', attempts: 2, error: null });

    const received = remoteFiles.get(`/in/${failed.file_name}`);
    expect([...remoteFiles.keys()]).toEqual([`/in/${failed.file_name}`]);
    expect(received && createHash('sha256').update(received).digest('hex')).toBe(failed.sha256);
    const parsed = check834(received?.toString('utf8') ?? '');
    expect(parsed.problems).toEqual([]);
    expect(parsed.members).toBe(failed.member_count);
    expect(received?.toString('utf8')).toContain('*VIS*CVV-GOLD*');
  });
});

describe('an SFTP delivery that fails', () => {
  it('reads the same whether the port is closed or open (the log-in refused)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const errors: Array<string | null> = [];
    for (const port of [closed, sftpPort]) {
      const sftp = { method: 'sftp' as const, host: '127.0.0.1', port, username: SFTP_USER, remote_dir: '/in' };
      const saved = await call(
        'PUT',
        `/admin/carrier-profiles/${CVV}`,
        ADMIN,
        profileBody({ delivery: sftp, delivery_secret: 'wrong-password' }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const destination = (saved.json().data.result as CarrierProfile).delivery.destination;
      const approve = await call('POST', `/admin/carrier-profiles/${CVV}/approve-destination`, ADMIN, { destination });
      expect(approve.statusCode, approve.body).toBe(200);
      const run = await settledRun(app, ADMIN, { carrier_id: CVV });
      errors.push(run.error);
      expect((await call('POST', `/admin/carrier-deliveries/${run.id}/cancel`, ADMIN)).statusCode).toBe(200);
    }
    expect(errors).toEqual([
      'Delivery failed (SFTP_FAILED), attempt 1 of 5',
      'Delivery failed (SFTP_FAILED), attempt 1 of 5',
    ]);
  });
});
