import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../server/db/schema';
import { DEMO_HASHES } from '../../server/db/seed/demo-hashes';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { buildTestApp } from '../helpers/build-app';
import { putRules, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { provenSession } from '../helpers/proven-session';
import { completableEnrollment } from '../helpers/review';
import { wizardClient } from '../helpers/wizard';

/**
 * Uploads and repeating groups after the wizard (issue 29, decision 0310): the receipt lists a
 * repeating group one line per item and an upload by name, size and type (never its content); the
 * file itself goes to the applicant's own session (it proves the enrollment), staff and a carrier
 * admin whose carrier is in the enrollment's cart, as an attachment with its type, nosniff and no
 * caching; another applicant's session, the signed-in rep without the proof and another carrier's
 * admin get nothing.
 */

const PLAN = 101; // Brightsmile Dental (carrier 1)
const TAB = 'custom_medical';
const REP = { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false } as const;
const text = (label: string) => ({ label, widget: 'text', schema: { type: 'string' } });
const RULES: TestRule[] = [
  {
    tab: TAB,
    field_name: 'replacing',
    required: true,
    sort: 1,
    definition: { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } },
  },
  {
    tab: TAB,
    field_name: 'physicians',
    sort: 2,
    definition: {
      label: 'Physicians seen',
      widget: 'group',
      schema: { type: 'array' },
      group: {
        item_label: 'Physician',
        min_items: 1,
        max_items: 5,
        fields: [
          { name: 'name', required: true, definition: text('Name') },
          { name: 'seen', definition: { label: 'Date last seen', widget: 'date', schema: { type: 'string' } } },
          { name: 'reason', definition: text('Reason') },
        ],
      },
    },
  },
  {
    tab: TAB,
    field_name: 'proof',
    sort: 3,
    definition: {
      label: 'Proof of prior coverage',
      widget: 'file',
      schema: { type: 'array' },
      file: { types: ['pdf', 'jpeg'], max_bytes: 5_000_000 },
      required_if: { '===': [{ var: 'replacing' }, 'yes'] },
    },
  },
];
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 0x20), Buffer.from('\n%%EOF\n')]);

let app: FastifyInstance;
let enrollmentId: string;
let owner: string;
let docId: string;
let policyId: number;

const get = (url: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function staffToken(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function expectAttachment(res: LightMyRequestResponse): void {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="document-[0-9a-f]{8}\.pdf"$/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.equals(PDF)).toBe(true);
}

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  await putRules(app, {
    rules: RULES,
    tabs: [{ tab: TAB, title: 'Medical history', sort: 6, required: true, scope: 'plan', scope_id: PLAN }],
  });
  // A Brightsmile admin beside the demo's Sunfield one (the carrier in scope and another).
  await app.db.insert(staffUsers).values({
    email: 'brightsmile.admin@openenroll.example',
    name: 'Brightsmile Admin',
    role: 'carrier_admin',
    carrierId: 1,
    passwordHash: DEMO_HASHES['demo-carrier-pass'] as string,
  });
  // The rep's storefront enrolls an applicant; the session that started it proves it.
  enrollmentId = await completableEnrollment(app, app.issueSession(REP), [PLAN], {
    eprocess: 'rep',
    storefront: storefrontKeyOf(REP),
  });
  owner = provenSession(app, enrollmentId, REP);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF)]), 'coverage letter.pdf');
  const up = await app.inject({
    method: 'POST',
    url: `/api/v1/upload-document?enrollment_id=${enrollmentId}&tab=${TAB}&field=proof`,
    headers: { authorization: `Bearer ${owner}` },
    body: form,
  });
  expect(up.statusCode, up.body).toBe(200);
  const ref = up.json().data.file as { id: string };
  docId = ref.id;
  const api = wizardClient(app, owner);
  const saved = await api.post('/save-custom-step', {
    enrollment_id: enrollmentId,
    tab: TAB,
    replacing: 'yes',
    physicians: [{ name: 'Dr. Lee', seen: '01/03/2026', reason: 'Check-up' }, { name: 'Dr. Ng' }],
    proof: [ref],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const done = await api.post('/save-review-info', { enrollment_id: enrollmentId, first_enroll: 1 });
  expect(done.statusCode, done.body).toBe(200);
  policyId = done.json().data.policy_id as number;
});
afterAll(async () => app.close());

describe('the receipt', () => {
  it('lists the repeating group one line per item and the upload by name, size and type', async () => {
    const res = await wizardClient(app, owner).get(`/get-receipt?enrollment_id=${enrollmentId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.answers).toEqual([
      { page: 'Medical history', label: 'Replacing coverage?', value: 'Yes' },
      {
        page: 'Medical history',
        label: 'Physicians seen',
        value: '2 physicians',
        items: [
          'Physician #1: Name: Dr. Lee; Date last seen: 01/03/2026; Reason: Check-up',
          'Physician #2: Name: Dr. Ng',
        ],
      },
      {
        page: 'Medical history',
        label: 'Proof of prior coverage',
        value: `coverage letter.pdf (PDF, ${PDF.length} bytes)`,
        files: [{ id: docId, name: 'coverage letter.pdf', size: PDF.length, type: 'pdf' }],
      },
    ]);
    expect(res.body).not.toContain('%PDF');
  });
});

describe('who may download an upload of a completed enrollment', () => {
  it("the applicant's own session: the file as an attachment, nosniff, not cached", async () => {
    expectAttachment(await get(`/get-document?enrollment_id=${enrollmentId}&id=${docId}`, owner));
  });

  it("another applicant's session gets nothing, with this enrollment's id or its own", async () => {
    const otherId = await completableEnrollment(app, app.issueSession(REP), [PLAN], {
      eprocess: 'rep',
      storefront: storefrontKeyOf(REP),
    });
    const other = provenSession(app, otherId, REP);
    expect((await get(`/get-document?enrollment_id=${enrollmentId}&id=${docId}`, other)).statusCode).toBe(403);
    expect((await get(`/get-documents?enrollment_id=${enrollmentId}`, other)).statusCode).toBe(403);
    expect((await get(`/get-document?enrollment_id=${otherId}&id=${docId}`, other)).statusCode).toBe(404);
  });

  it('the signed-in rep without the proof, and no session, get nothing', async () => {
    const rep = app.issueSession({ ...REP, signed_in: true });
    expect((await get(`/get-document?enrollment_id=${enrollmentId}&id=${docId}`, rep)).statusCode).toBe(403);
    expect([401, 403]).toContain((await get(`/get-document?enrollment_id=${enrollmentId}&id=${docId}`)).statusCode);
    expect([401, 403]).toContain((await get(`/admin/enrollments/${enrollmentId}/documents/${docId}`, rep)).statusCode);
  });

  it('staff and the carrier admin in scope list and download it', async () => {
    for (const token of [
      await staffToken('staff@openenroll.example', 'demo-staff-pass'),
      await staffToken('brightsmile.admin@openenroll.example', 'demo-carrier-pass'),
    ]) {
      const list = await get(`/admin/enrollments/${enrollmentId}/documents`, token);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.files).toEqual([
        expect.objectContaining({ id: docId, tab: TAB, field: 'proof', name: 'coverage letter.pdf', type: 'pdf' }),
      ]);
      expectAttachment(await get(`/admin/enrollments/${enrollmentId}/documents/${docId}`, token));
      // Found by the confirmation number, each file with its field's label (the console's Documents).
      const byPolicy = await get(`/admin/policies/${policyId}/documents`, token);
      expect(byPolicy.statusCode, byPolicy.body).toBe(200);
      expect(byPolicy.json().data).toEqual({
        policy_id: policyId,
        enrollment_id: enrollmentId,
        files: [expect.objectContaining({ id: docId, label: 'Proof of prior coverage', name: 'coverage letter.pdf' })],
      });
    }
    const staff = await staffToken('staff@openenroll.example', 'demo-staff-pass');
    expect((await get(`/admin/policies/${policyId + 1000}/documents`, staff)).statusCode).toBe(404);
  });

  it("another carrier's admin is refused the list and the file, as for an unknown enrollment", async () => {
    const sunfield = await staffToken('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    const list = await get(`/admin/enrollments/${enrollmentId}/documents`, sunfield);
    expect(list.statusCode).toBe(404);
    expect((await get(`/admin/policies/${policyId}/documents`, sunfield)).statusCode).toBe(404);
    const file = await get(`/admin/enrollments/${enrollmentId}/documents/${docId}`, sunfield);
    expect(file.statusCode).toBe(404);
    expect(file.body).not.toContain('%PDF');
  });
});

describe("the rep's view of their enrollment", () => {
  it("answers the receipt's answers to the rep who wrote the policy, and to no other session", async () => {
    const receipt = await wizardClient(app, owner).get(`/get-receipt?enrollment_id=${enrollmentId}`);
    const rep = app.issueSession({ ...REP, signed_in: true });
    const res = await get(`/get-policy-answers?policy_id=${policyId}`, rep);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ policy_id: policyId, answers: receipt.json().data.answers });
    expect(res.body).not.toContain('%PDF');
    // Another rep, the same rep not signed in, and the applicant's own session: as for an unknown policy.
    const samLee = app.issueSession({ ...REP, agent_id: 1002, signed_in: true });
    expect((await get(`/get-policy-answers?policy_id=${policyId}`, samLee)).statusCode).toBe(404);
    expect((await get(`/get-policy-answers?policy_id=${policyId}`, app.issueSession(REP))).statusCode).toBe(403);
    expect((await get(`/get-policy-answers?policy_id=${policyId}`, owner)).statusCode).toBe(403);
    expect((await get(`/get-policy-answers?policy_id=${policyId + 1000}`, rep)).statusCode).toBe(404);
  });
});
