import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarrierProfile, CarrierProfileUpdate, DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES as M } from '../../schemas/messages';
import { carrierProfiles } from '../../server/db/schema';
import { deliverFile } from '../../server/services/carrier-file-deliveries';
import { runCarrierFile } from '../../server/services/carrier-files';
import { carrierFilesContext } from '../../server/services/carrier-schedule';
import { buildTestApp } from '../helpers/build-app';
import { settledRun } from '../helpers/carrier-runs';
import { TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';

/**
 * A carrier admin does not decide where member SSNs go (issue 26, item 17). Without
 * CARRIER_SFTP_ALLOW_PRIVATE an SFTP host on loopback, link-local or a private network is refused,
 * at save and again at send (every address the name resolves to); a new or changed destination
 * waits for staff approval before any file is sent, and a carrier admin cannot approve it.
 */

const SUNFIELD = 11;
let app: FastifyInstance;
let carrierAdmin: string;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });

async function signIn(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** The carrier admin's profile as read, with an SFTP delivery to `host` (and `port`). */
async function sftpBody(host: string, port = 22): Promise<CarrierProfileUpdate> {
  const [p] = (await call('GET', '/admin/carrier-profiles', carrierAdmin)).json().data.result as CarrierProfile[];
  if (!p) throw new Error('no profile');
  return {
    sender_id: p.sender_id,
    sender_qualifier: p.sender_qualifier as CarrierProfileUpdate['sender_qualifier'],
    receiver_id: p.receiver_id,
    receiver_qualifier: p.receiver_qualifier as CarrierProfileUpdate['receiver_qualifier'],
    line_of_business: p.line_of_business,
    plan_codes: p.plan_codes,
    file_name_pattern: p.file_name_pattern,
    default_mode: p.default_mode,
    schedule: p.schedule,
    delivery: { method: 'sftp', host, port, username: 'oe', remote_dir: '/in' },
    delivery_secret: 'carrier-password',
  };
}

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN, carrierSchedule: false });
  carrierAdmin = await signIn('sunfield.admin@openenroll.example', 'demo-carrier-pass');
}, 60_000);
afterAll(async () => app.close());

describe('an SFTP destination', () => {
  it('on loopback, link-local or a private network is refused, by address or by a name resolving there', async () => {
    for (const host of [
      '127.0.0.1',
      '169.254.169.254',
      '10.1.2.3',
      '192.168.0.10',
      '::1',
      '::ffff:127.0.0.1',
      'localhost',
    ]) {
      const res = await call('PUT', `/admin/carrier-profiles/${SUNFIELD}`, carrierAdmin, await sftpBody(host));
      expect(res.statusCode, host).toBe(400);
      expect(res.json().data, host).toEqual([{ target_element: 'delivery.host', error_message: M.sftpHostNotPublic }]);
    }
  });

  it('new or changed, waits for staff: nothing is sent, a carrier admin cannot approve, staff approve what they saw', async () => {
    const saved = await call('PUT', `/admin/carrier-profiles/${SUNFIELD}`, carrierAdmin, await sftpBody('8.8.8.8'));
    expect(saved.statusCode, saved.body).toBe(200);
    const destination = 'sftp://oe@8.8.8.8:22/in';
    expect((saved.json().data.result as CarrierProfile).delivery).toMatchObject({ destination, approved: false });

    // The run logs the file, which waits: no attempt, no connection.
    const run = await settledRun(app, carrierAdmin, { carrier_id: SUNFIELD });
    expect(run).toMatchObject({ status: 'failed', attempts: 0, error: M.destinationPending, delivered_at: null });

    const approve = (token: string, body: object) =>
      call('POST', `/admin/carrier-profiles/${SUNFIELD}/approve-destination`, token, body);
    const byCarrier = await approve(carrierAdmin, { destination });
    expect(byCarrier.statusCode).toBe(403);
    expect(byCarrier.json().data.message).toBe(M.approveStaffOnly);

    // Staff approve exactly the destination they saw: one changed since is refused.
    const staff = await signIn('staff@openenroll.example', 'demo-staff-pass');
    const stale = await approve(staff, { destination: 'sftp://oe@8.8.4.4:22/in' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.message).toBe(M.destinationChanged);
    expect((await call('POST', `/admin/carrier-deliveries/${run.id}/cancel`, staff)).statusCode).toBe(200);
    const ok = await approve(staff, { destination });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data.result as CarrierProfile).delivery).toMatchObject({ destination, approved: true });
    // The carrier admin reads whether it is approved, never who approved it.
    expect(ok.body).not.toContain('staff@openenroll.example');

    // A changed port is a new destination: pending again.
    const moved = await call(
      'PUT',
      `/admin/carrier-profiles/${SUNFIELD}`,
      carrierAdmin,
      await sftpBody('8.8.8.8', 2222),
    );
    expect((moved.json().data.result as CarrierProfile).delivery).toMatchObject({
      destination: 'sftp://oe@8.8.8.8:2222/in',
      approved: false,
    });
  });

  it('is resolved again at send time: a name that now resolves to a private address gets nothing', async () => {
    // An approved name whose DNS answer changed since (one public and one private address).
    const destination = 'sftp://oe@files.carrier.example:22/in';
    await app.db
      .update(carrierProfiles)
      .set({ sftpHost: 'files.carrier.example', sftpPort: 22, sftpApprovedDestination: destination })
      .where(eq(carrierProfiles.carrierId, SUNFIELD));
    const ctx = { ...carrierFilesContext(app), resolveHost: async () => ['93.184.215.14', '169.254.169.254'] };
    const row = await runCarrierFile(ctx, SUNFIELD, { deliver: false });
    expect(await deliverFile(ctx, row.id)).toBe(true);
    const [entry] = (await call('GET', `/admin/carrier-deliveries?carrier_id=${SUNFIELD}`, TEST_ADMIN_TOKEN)).json()
      .data.result as DeliveryLogEntry[];
    expect(entry).toMatchObject({ id: row.id, status: 'failed', attempts: 1 });
    expect(entry?.error).toBe('Delivery failed (SFTP_ADDRESS_REFUSED), attempt 1 of 5');
  });
});
