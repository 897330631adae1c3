import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { X12Parser, type X12Interchange } from 'node-x12';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryLogEntry } from '../../schemas/api/carrier-files';
import { CARRIER_FILE_MESSAGES } from '../../schemas/messages';
import {
  carrierDeliveries,
  carrierFileLines,
  carrierMemberLines,
  carrierProfiles,
  members,
  policies,
} from '../../server/db/schema';
import { listDeliveries } from '../../server/repositories/carrier-files';
import { readAcknowledgements } from '../../server/services/carrier-acks';
import { runScheduleRound, SCHEDULE_LOCK_ID } from '../../server/services/carrier-schedule';
import { openSealedFile } from '../../server/services/sealed-stream';
import { check834 } from '../../server/services/x12/check-834';
import { buildTestApp } from '../helpers/build-app';
import { settled as settledEntry, settledRun } from '../helpers/carrier-runs';
import { databaseText, holdsValue } from '../helpers/database-text';
import { completableEnrollment, PERSON } from '../helpers/review';
import { OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * Carrier files end to end through the staff routes: three completed enrollments (a family on a
 * dental plan of Brightsmile (carrier 1), one on a vision plan of ClearView (carrier 2), one single
 * on dental that is cancelled later), change files per carrier, a second run with nothing new, and a
 * full file after a removal that waits for confirmation. Files are read back from the drop directory,
 * where they lie sealed.
 */

const ADMIN = 'carrier-files-admin-token';
/** The family's subscriber and dependents, then the vision and the single enrollment's subscribers (three people). */
const SSNS = ['123456789', '401223333', '401223334', '401223335', '402114444', '402115555'];
const BSD = 1;
const CVV = 2;

let app: FastifyInstance;
let dropDir: string;
let logs = '';
let family: number;
let vision: number;
let single: number;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${ADMIN}` }, payload });

const settled = (entry: DeliveryLogEntry) => settledEntry(app, ADMIN, entry);

/** Runs a file as the console does: the run answers at once, running, and is polled to its end. */
const run = (carrierId: number, mode: 'change' | 'full') => settledRun(app, ADMIN, { carrier_id: carrierId, mode });

/** The plain file of a delivered entry, opened from the drop directory. */
function fileOf(entry: DeliveryLogEntry, code: string): string {
  const sealed = readFileSync(path.join(dropDir, code, `${entry.file_name}.sealed`));
  return openSealedFile(sealed, app.config.encryptionKey).toString('utf8');
}

interface MemberLoop {
  ins: string[];
  subscriberId: string;
  name: string;
  ssn: string;
  dates: Record<string, string>;
  hd: string[][];
  address: string;
}

/** The INS loops of a file: each INS with its REF*0F, NM1*IL, DTPs and HDs. */
function memberLoops(text: string): MemberLoop[] {
  const interchange = new X12Parser(true).parse(text) as X12Interchange;
  const loops: MemberLoop[] = [];
  for (const group of interchange.functionalGroups)
    for (const set of group.transactions)
      for (const s of set.segments) {
        const values = s.elements.map((e) => e.value);
        const loop = loops[loops.length - 1];
        if (s.tag === 'INS')
          loops.push({ ins: values, subscriberId: '', name: '', ssn: '', dates: {}, hd: [], address: '' });
        else if (!loop) continue;
        else if (s.tag === 'REF' && values[0] === '0F') loop.subscriberId = values[1] ?? '';
        else if (s.tag === 'NM1') {
          loop.name = `${values[3]} ${values[2]}`;
          loop.ssn = values[8] ?? '';
        } else if (s.tag === 'DTP') loop.dates[values[0] ?? ''] = values[2] ?? '';
        else if (s.tag === 'HD') loop.hd.push(values);
        else if (s.tag === 'N3') loop.address = values[0] ?? '';
      }
  return loops;
}

/** A completed enrollment's person is a member of the enroller's book: its loops carry the member's user id. */
const subscriberIds = new Map<number, string>();
async function subscriberOf(policyId: number): Promise<string> {
  const [row] = await app.db
    .select({ userId: members.userId })
    .from(policies)
    .innerJoin(members, eq(members.id, policies.memberId))
    .where(eq(policies.id, policyId));
  if (!row) throw new Error(`policy ${policyId} has no member`);
  return row.userId;
}
const ofPolicy = (loops: MemberLoop[], policyId: number) =>
  loops.filter((l) => l.subscriberId === subscriberIds.get(policyId));

async function complete(planIds: number[], tier: 'IO' | 'IF', withFamily: boolean, ssn = PERSON.ssn): Promise<number> {
  const token = app.issueSession(OPEN_SESSION);
  const api = wizardClient(app, token);
  const id = await completableEnrollment(app, token, planIds, { tier });
  // Each enrollment is another person (their own SSN), so each policy has its own member.
  const personal = await api.post('/save-personal-info', { enrollment_id: id, ...PERSON, ssn });
  expect(personal.statusCode, personal.body).toBe(200);
  if (withFamily) {
    const person = (first: string, relationship: 'spouse' | 'child', birthdate: string, ssn: string) => ({
      primary_info: { first_name: first, last_name: 'Diaz', birthdate, ssn, relationship, gender: '1' },
    });
    const saved = await api.post('/save-dependent-info', {
      enrollment_id: id,
      dependents: [
        person('Luis', 'spouse', '07/14/1988', '401-22-3333'),
        person('Mia', 'child', '02/03/2015', '401-22-3334'),
        person('Leo', 'child', '09/10/2018', '401-22-3335'),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const done = await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.policy_id as number;
}

beforeAll(async () => {
  dropDir = mkdtempSync(path.join(os.tmpdir(), 'oe-carrier-drop-'));
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs += chunk.toString();
      done();
    },
  });
  app = await buildTestApp(
    { adminToken: ADMIN, carrierDropDir: dropDir, carrierSchedule: false, logLevel: 'info' },
    { logStream },
  );
  family = await complete([101], 'IF', true);
  vision = await complete([111], 'IO', false, '402-11-4444');
  single = await complete([101], 'IO', false, '402-11-5555');
  for (const policyId of [family, vision, single]) subscriberIds.set(policyId, await subscriberOf(policyId));
}, 60_000);
afterAll(async () => {
  await app.close();
  rmSync(dropDir, { recursive: true, force: true });
});

describe('carrier files', () => {
  it('change files: one INS per member with its maintenance type, coverage level and dates; nothing new on a second run; a cancellation; a held full file', async () => {
    // First change file of each carrier: the additions.
    const bsd1 = await run(BSD, 'change');
    expect(bsd1).toMatchObject({ status: 'delivered', mode: 'change', attempts: 1, error: null, held_removals: null });
    const bsdText = fileOf(bsd1, 'BSD');
    const checked = check834(bsdText);
    expect(checked.problems).toEqual([]);
    expect(bsd1.member_count).toBe(checked.members);
    expect(createHashHex(bsdText)).toBe(bsd1.sha256);

    const bsdLoops = memberLoops(bsdText);
    const familyLoops = ofPolicy(bsdLoops, family);
    expect(familyLoops.map((l) => [l.ins[0], l.ins[1], l.ins[2], l.name, l.ssn])).toEqual([
      ['Y', '18', '021', 'ANA DIAZ', '123456789'],
      ['N', '01', '021', 'LUIS DIAZ', '401223333'],
      ['N', '19', '021', 'MIA DIAZ', '401223334'],
      ['N', '19', '021', 'LEO DIAZ', '401223335'],
    ]);
    for (const l of familyLoops) {
      expect(l.hd).toEqual([['021', '', 'DEN', 'BSD101', 'FAM']]);
      expect(l.dates).toEqual({ '356': '20310101', '348': '20310101' });
    }
    const singleLoops = ofPolicy(bsdLoops, single);
    expect(singleLoops.map((l) => [l.ins[0], l.ins[2], l.hd[0]?.[4]])).toEqual([['Y', '021', 'EMP']]);
    // The vision enrollment is another carrier's.
    expect(ofPolicy(bsdLoops, vision)).toEqual([]);

    const cvv1 = await run(CVV, 'change');
    const cvvLoops = memberLoops(fileOf(cvv1, 'CVV'));
    expect(ofPolicy(cvvLoops, vision).map((l) => [l.ins[2], l.hd[0]?.[2], l.hd[0]?.[4]])).toEqual([
      ['021', 'VIS', 'EMP'],
    ]);
    expect(ofPolicy(cvvLoops, family)).toEqual([]);

    // Nothing new: the next change files name nobody; control numbers go up per carrier.
    const bsd2 = await run(BSD, 'change');
    expect(bsd2).toMatchObject({ status: 'delivered', member_count: 0, subscriber_count: 0 });
    expect(bsd2.control_number).toBe(bsd1.control_number + 1);
    expect(memberLoops(fileOf(bsd2, 'BSD'))).toEqual([]);
    expect((await run(CVV, 'change')).member_count).toBe(0);

    // A cancellation reaches the carrier as 024 with the coverage's end.
    const cancelled = await admin('POST', `/admin/policies/${single}/cancel`, { term_date: '2031-03-31' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const bsd3 = await run(BSD, 'change');
    const ended = memberLoops(fileOf(bsd3, 'BSD'));
    expect(ended.map((l) => [l.subscriberId, l.ins[2], l.hd[0]?.[0]])).toEqual([
      [subscriberIds.get(single), '024', '024'],
    ]);
    expect(ended[0]?.dates).toMatchObject({ '348': '20310101', '349': '20310331', '357': '20310331' });

    // A full file that drops nobody the carrier holds active goes out at once.
    const full1 = await run(BSD, 'full');
    expect(full1).toMatchObject({ status: 'delivered', mode: 'full', held_removals: null });
    const fullLoops = memberLoops(fileOf(full1, 'BSD'));
    expect(ofPolicy(fullLoops, family)).toHaveLength(4);
    expect(ofPolicy(fullLoops, single)).toEqual([]);
    expect(fullLoops.every((l) => l.ins[2] === '030')).toBe(true);

    // The family is removed without a change file: the next full file would drop four people, so it is held.
    expect((await admin('POST', `/admin/policies/${family}/cancel`, { term_date: '2031-04-30' })).statusCode).toBe(200);
    const held = await run(BSD, 'full');
    expect(held.status).toBe('held');
    expect(held.delivered_at).toBeNull();
    expect(held.held_removals?.map((r) => r.name).sort()).toEqual(['Ana Diaz', 'Leo Diaz', 'Luis Diaz', 'Mia Diaz']);
    expect(held.held_removals?.every((r) => r.subscriber_id === subscriberIds.get(family) && r.plan.length > 0)).toBe(
      true,
    );
    // Nothing else runs for the carrier while the held file waits.
    const blocked = await admin('POST', '/admin/carrier-files/run', { carrier_id: BSD, mode: 'change' });
    expect(blocked.statusCode).toBe(409);

    const confirmed = await admin('POST', `/admin/carrier-deliveries/${held.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.result).toMatchObject({ status: 'delivered', attempts: 1 });
    // Once delivered, the carrier knows: the next full file is not held.
    const full3 = await run(BSD, 'full');
    expect(full3.status).toBe('delivered');
    expect(full3.control_number).toBe(held.control_number + 1);

    const log = await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`);
    const entries = log.json().data.result as DeliveryLogEntry[];
    expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
    expect(entries.every((e) => e.carrier_id === BSD)).toBe(true);
  });

  it('sends a member whose address changed as a change (001), with the new address, and only them', async () => {
    const [member] = await app.db.select().from(members).where(eq(members.userId, 'U3001'));
    expect(member).toBeDefined();
    await app.db.update(members).set({ address1: '77 New Street' }).where(eq(members.userId, 'U3001'));
    const moved = memberLoops(fileOf(await run(BSD, 'change'), 'BSD'));
    expect(moved.map((l) => [l.subscriberId, l.ins[0], l.ins[2], l.hd.map((h) => h[0])])).toEqual([
      ['U3001', 'Y', '001', ['001']],
    ]);
    expect(moved[0]?.address).toBe('77 NEW STREET');
  });

  it('keeps SSNs out of the delivery log, the snapshot, the logs and the drop directory', async () => {
    const log = await admin('GET', '/admin/carrier-deliveries');
    const rows = await app.db.select().from(carrierDeliveries);
    const snapshot = await app.db.select().from(carrierMemberLines);
    const fileLines = await app.db.select().from(carrierFileLines);
    expect(fileLines.length).toBeGreaterThan(0);
    const stored = JSON.stringify({ lines: rows.map((r) => [r.error, r.heldRemovals]), fileLines, snapshot });
    const dropped = rows
      .map((r) => readFileSync(path.join(dropDir, r.carrierId === BSD ? 'BSD' : 'CVV', `${r.fileName}.sealed`)))
      .map((b) => b.toString('latin1'))
      .join('');
    expect(rows.length).toBeGreaterThan(5);
    for (const ssn of SSNS) {
      for (const [where, text] of Object.entries({ log: log.body, stored, logs, dropped }))
        expect(text.includes(ssn), `${ssn} in ${where}`).toBe(false);
    }
    // The whole database as a dump would show it: the files are kept sealed.
    const dump = await databaseText(app);
    for (const ssn of SSNS) {
      const dashed = `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;
      expect(holdsValue(dump, ssn) || holdsValue(dump, dashed), `${ssn} in the database`).toBe(false);
    }
  });

  it("records the carrier's 999: an accepted file is acknowledged, a rejected one keeps the rejection", async () => {
    const entries = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`)).json().data
      .result as DeliveryLogEntry[];
    const [newest, previous] = entries;
    expect(newest?.acknowledged_at).toBeNull();
    const ack = (control: number, ak9: string) =>
      [
        'ISA*00*          *00*          *ZZ*BSD834         *ZZ*OPENENROLL     *310102*0905*^*00501*000000007*0*P*:~',
        'GS*FA*BSD834*OPENENROLL*20310102*0905*7*X*005010X231A1~',
        'ST*999*0001*005010X231A1~',
        `AK1*BE*${control}*005010X220A1~`,
        'AK2*834*0001~',
        `IK5*${ak9}~`,
        `AK9*${ak9}*1*1*1~`,
        'SE*6*0001~',
        'GE*1*7~',
        'IEA*1*000000007~',
      ].join('\n');
    const acks = path.join(dropDir, 'BSD', 'acks');
    mkdirSync(acks, { recursive: true });
    writeFileSync(path.join(acks, 'a.999'), ack(newest?.control_number ?? 0, 'A'));
    writeFileSync(path.join(acks, 'b.999'), ack(previous?.control_number ?? 0, 'R'));
    writeFileSync(path.join(acks, 'c.999'), 'not X12');
    const ctx = { db: app.db, encryptionKey: app.config.encryptionKey, dropDir };
    expect(await readAcknowledgements(ctx)).toBe(2);
    const after = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`)).json().data
      .result as DeliveryLogEntry[];
    expect(after[0]?.acknowledged_at).toEqual(expect.any(String));
    expect(after[1]).toMatchObject({ acknowledged_at: null, error: 'Rejected by the carrier (999 AK9 R)' });
    expect(readdirSync(path.join(acks, 'done')).sort()).toEqual(['a.999', 'b.999']);
    expect(readdirSync(path.join(acks, 'unreadable'))).toEqual(['c.999']);
    // Read once: a second pass finds nothing new.
    expect(await readAcknowledgements(ctx)).toBe(0);
  });

  it('refuses a file mode it does not know, a carrier that does not exist, and a confirmation of a file not held', async () => {
    expect((await admin('POST', '/admin/carrier-files/run', { carrier_id: BSD, mode: 'weekly' })).statusCode).toBe(400);
    expect((await admin('POST', '/admin/carrier-files/run', { carrier_id: 999 })).statusCode).toBe(404);
    const [latest] = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${CVV}`)).json().data
      .result as DeliveryLogEntry[];
    expect((await admin('POST', `/admin/carrier-deliveries/${latest?.id}/confirm`)).statusCode).toBe(409);
  });
});

describe('the schedule', () => {
  it('runs an hourly carrier once per hour, one runner at a time', async () => {
    await app.db
      .update(carrierProfiles)
      .set({ schedule: 'hourly', lastRunAt: null })
      .where(eq(carrierProfiles.carrierId, CVV));
    const ctx = { db: app.db, encryptionKey: app.config.encryptionKey, dropDir };
    const postgres = app.config.databaseUrl !== undefined;
    const files = async () =>
      (await app.db.select().from(carrierDeliveries).where(eq(carrierDeliveries.carrierId, CVV))).length;
    const before = await files();
    const now = new Date();
    // Two rounds at once (two processes on PostgreSQL): the carrier runs once.
    const rounds = await Promise.all([
      runScheduleRound(ctx, { postgres, now }),
      runScheduleRound(ctx, { postgres, now }),
    ]);
    expect(rounds.flatMap((r) => r ?? [])).toEqual([CVV]);
    expect(await files()).toBe(before + 1);
    const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(await runScheduleRound(ctx, { postgres, now: later(59) })).toEqual([]);
    expect(await runScheduleRound(ctx, { postgres, now: later(60) })).toEqual([CVV]);
    expect(await files()).toBe(before + 2);
    if (postgres) {
      // Another process holds the runners' lock: this one's round does nothing, though the carrier is due.
      const skipped = await app.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SCHEDULE_LOCK_ID})`);
        return runScheduleRound(ctx, { postgres, now: later(120) });
      });
      expect(skipped).toBeNull();
      expect(await files()).toBe(before + 2);
    }
  });
});

describe('a run that fails', () => {
  it('answers at once with the run in progress, which the console follows to its end', async () => {
    const res = await admin('POST', '/admin/carrier-files/run', { carrier_id: CVV, mode: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data.result as DeliveryLogEntry;
    expect(started).toMatchObject({ status: 'running', progress: { done: 0 }, member_count: 0 });
    expect(started.progress.total).toBeGreaterThan(0);
    const done = await settled(started);
    expect(done.status).toBe('delivered');
    expect(done.progress).toEqual({ done: started.progress.total, total: started.progress.total });
  });

  it('is stopped with the reason when its build throws, and never blocks the next run', async () => {
    // The database refuses the file's pieces, as a full disk would.
    await app.db.execute(
      sql.raw(
        "CREATE FUNCTION refuse_piece() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'no space left'; END $$",
      ),
    );
    await app.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_piece BEFORE INSERT ON carrier_file_chunks FOR EACH ROW EXECUTE FUNCTION refuse_piece()',
      ),
    );
    const stopped = await run(BSD, 'change');
    expect(stopped).toMatchObject({ status: 'stopped', error: CARRIER_FILE_MESSAGES.buildFailed('P0001') });
    const [shown] = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`)).json().data
      .result as DeliveryLogEntry[];
    expect(shown).toMatchObject({ id: stopped.id, status: 'stopped', error: stopped.error });
    await app.db.execute(sql.raw('DROP TRIGGER refuse_piece ON carrier_file_chunks'));
    await app.db.execute(sql.raw('DROP FUNCTION refuse_piece()'));
    // Nothing was sent and nothing is open: the next run goes ahead, with the next control number.
    const next = await run(BSD, 'change');
    expect(next).toMatchObject({ status: 'delivered', control_number: stopped.control_number + 1 });
  });

  it('is stopped, saying its process ended, once silent; the carrier then runs again', async () => {
    // What a process killed mid-build leaves: a running row whose progress stopped moving.
    const [last] = await app.db
      .select({ control: carrierProfiles.lastControlNumber })
      .from(carrierProfiles)
      .where(eq(carrierProfiles.carrierId, BSD));
    const [orphan] = await app.db
      .insert(carrierDeliveries)
      .values({
        carrierId: BSD,
        fileName: 'OE_BSD_orphan.834',
        mode: 'full',
        status: 'running',
        memberCount: 0,
        subscriberCount: 0,
        controlNumber: (last?.control ?? 0) + 1,
        sha256: '',
        progressDone: 500,
        progressTotal: 70_000,
        progressAt: new Date(),
      })
      .returning({ id: carrierDeliveries.id });
    // While it still moves, a new run waits for it, and says why.
    const refused = await admin('POST', '/admin/carrier-files/run', { carrier_id: BSD, mode: 'change' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.message).toBe(CARRIER_FILE_MESSAGES.runInProgress);
    await app.db
      .update(carrierDeliveries)
      .set({ progressAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(carrierDeliveries.id, orphan?.id ?? 0));
    await app.db
      .update(carrierProfiles)
      .set({ lastControlNumber: (last?.control ?? 0) + 1 })
      .where(eq(carrierProfiles.carrierId, BSD));
    const page = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}`)).json().data as {
      result: DeliveryLogEntry[];
    };
    expect(page.result[0]).toMatchObject({
      id: orphan?.id,
      status: 'stopped',
      error: CARRIER_FILE_MESSAGES.runSilent,
      progress: { done: 500, total: 70_000 },
    });
    const again = await run(BSD, 'change');
    expect(again.status, again.error ?? '').toBe('delivered');
  });

  it('lets the schedule run a carrier whose last run stopped', async () => {
    await app.db
      .update(carrierProfiles)
      .set({ schedule: 'hourly', lastRunAt: null })
      .where(eq(carrierProfiles.carrierId, BSD));
    const ctx = { db: app.db, encryptionKey: app.config.encryptionKey, dropDir };
    const ran = await runScheduleRound(ctx, { postgres: app.config.databaseUrl !== undefined });
    expect(ran).toContain(BSD);
    await app.db.update(carrierProfiles).set({ schedule: 'manual' }).where(eq(carrierProfiles.carrierId, BSD));
  });
});

describe('the delivery log', () => {
  it('pages newest first by keyset, says how many there are, and reads summary columns only', async () => {
    const all = (await admin('GET', `/admin/carrier-deliveries?carrier_id=${BSD}&limit=100`)).json().data as {
      result: DeliveryLogEntry[];
      total: number;
      next: number | null;
    };
    expect(all.total).toBe(all.result.length);
    expect(all.next).toBeNull();
    expect(all.total).toBeGreaterThan(4);
    const pages: DeliveryLogEntry[][] = [];
    let before: number | null = null;
    do {
      const res = await admin(
        'GET',
        `/admin/carrier-deliveries?carrier_id=${BSD}&limit=2${before === null ? '' : `&before=${before}`}`,
      );
      const data = res.json().data as { result: DeliveryLogEntry[]; total: number; next: number | null };
      expect(data.total).toBe(all.total);
      pages.push(data.result);
      before = data.next;
    } while (before !== null);
    expect(pages.flat().map((e) => e.id)).toEqual(all.result.map((e) => e.id));
    expect(pages.every((p) => p.length <= 2)).toBe(true);
    // What the log reads of a row: never the sealed file (nor the lines, kept in their own table).
    const [row] = await listDeliveries(app.db, { carrierId: BSD, limit: 1 });
    expect(Object.keys(row ?? {})).not.toContain('sealedFile');
    expect((await admin('GET', '/admin/carrier-deliveries?limit=101')).statusCode).toBe(400);
  });
});

function createHashHex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
