import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { putRules, TEST_ADMIN_TOKEN, type TestRule } from '../helpers/carrier-rules';
import { provenSession } from '../helpers/proven-session';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * A carrier's document upload (issue 29, decision 0250): publish refuses an upload with no allowed
 * type, saying where; POST /upload-document refuses a file whose contents are not an allowed type
 * whatever its name, and one over the field's size, each with a clear message; a stored file is
 * sealed at rest, goes back only to a session that proves the enrollment, and a save takes only
 * references to the enrollment's own uploads (kept by save for later).
 */

let app: FastifyInstance;
const PLAN = 101;
const TAB = 'custom_coverage';
const auth = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const PROOF = {
  label: 'Proof of prior coverage',
  widget: 'file',
  schema: { type: 'array' },
  file: { types: ['pdf', 'jpeg'], max_bytes: 2000, max_files: 2 },
  required_if: { '===': [{ var: 'replacing' }, 'yes'] },
};
const RULES: TestRule[] = [
  {
    tab: TAB,
    field_name: 'replacing',
    required: true,
    sort: 1,
    definition: { label: 'Replacing coverage?', widget: 'yes_no', schema: { type: 'string' } },
  },
  { tab: TAB, field_name: 'proof', sort: 2, definition: PROOF },
];

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100, 1)]);

async function upload(token: string, id: string, name: string, bytes: Buffer, field = 'proof') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return app.inject({
    method: 'POST',
    url: `/api/v1/upload-document?enrollment_id=${id}&tab=${TAB}&field=${field}`,
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

const messages = (res: { json: () => { data?: Array<{ target_element: string; error_message: string }> } }) =>
  (res.json().data ?? []).map((e) => `${e.target_element}: ${e.error_message}`);

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  await putRules(app, {
    rules: RULES,
    tabs: [{ tab: TAB, title: 'Coverage', sort: 6, required: true, scope: 'plan', scope_id: PLAN }],
  });
});
afterAll(async () => app.close());

describe('publish refuses an upload that cannot work, saying where', () => {
  it('no allowed type, an unknown type, a size above the limit', async () => {
    const bad = (file: Record<string, unknown>): TestRule[] => [
      RULES[0] as TestRule,
      { ...(RULES[1] as TestRule), definition: { ...PROOF, file } },
    ];
    const put = (rules: TestRule[]) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/admin/form-field-rules',
        payload: { rules, replace_tabs: [TAB] },
        headers: auth,
      });
    const none = await put(bad({ types: [], max_bytes: 1000 }));
    expect(none.statusCode).toBe(400);
    expect(messages(none)).toEqual(['rules[1].definition.file.types: Allow at least one type: pdf, jpeg, png']);
    const odd = await put(bad({ types: ['pdf', 'exe'], max_bytes: 50 * 1024 * 1024 }));
    expect(messages(odd)).toEqual([
      'rules[1].definition.file.types[1]: Unknown type; use pdf, jpeg, png',
      'rules[1].definition.file.max_bytes: Give the largest file in bytes, from 1 to 10485760',
    ]);
  });
});

describe('an upload is checked by its contents and size', () => {
  it('refuses a PNG named .pdf and a text named .jpg (not an allowed type whatever the name)', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const token = provenSession(app, id);
    const png = await upload(token, id, 'scan.pdf', PNG);
    expect(png.statusCode).toBe(400);
    expect(errorMap(png)).toEqual({
      proof: 'scan.pdf is not a PDF or JPEG file (its contents were checked, not its name)',
    });
    const text = await upload(token, id, 'photo.jpg', Buffer.from('just text, not a JPEG'));
    expect(errorMap(text)).toEqual({
      proof: 'photo.jpg is not a PDF or JPEG file (its contents were checked, not its name)',
    });
  });

  it('refuses a file over the field size', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2500, 0x20)]);
    const res = await upload(provenSession(app, id), id, 'big.pdf', big);
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ proof: 'big.pdf is larger than 2 KB' });
  });

  it('stores a PDF sealed, serves it only to a session that proves the enrollment, and a save takes only its own uploads', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const token = provenSession(app, id);
    const res = await upload(token, id, 'coverage letter.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const ref = res.json().data.file as { id: string; name: string; size: number; type: string };
    expect(ref).toMatchObject({ name: 'coverage letter.pdf', size: PDF.length, type: 'pdf' });

    const stored = (await app.db.execute(
      sql`select sealed, sealed_name from enrollment_documents where id = ${ref.id}`,
    )) as unknown as { rows: Array<{ sealed: Uint8Array; sealed_name: string }> };
    const row = stored.rows[0]!;
    expect(Buffer.from(row.sealed).includes(Buffer.from('%PDF'))).toBe(false);
    expect(row.sealed_name).not.toContain('coverage');

    const get = (t: string) =>
      app.inject({
        method: 'GET',
        url: `/api/v1/get-document?enrollment_id=${id}&id=${ref.id}`,
        headers: { authorization: `Bearer ${t}` },
      });
    const served = await get(token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(PDF)).toBe(true);
    // The same storefront's session without the enrollment's proof gets nothing.
    const stranger = app.issueSession(OPEN_SESSION);
    expect((await get(stranger)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/get-documents?enrollment_id=${id}`,
          headers: { authorization: `Bearer ${stranger}` },
        })
      ).statusCode,
    ).toBe(403);

    const api = wizardClient(app, token);
    const missing = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, replacing: 'yes' });
    expect(errorMap(missing)).toEqual({ proof: 'Field is required' });
    const forged = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      replacing: 'yes',
      proof: [{ ...ref, id: 'a'.repeat(32) }],
    });
    expect(errorMap(forged)).toEqual({ proof: 'Upload this file again' });
    const later = await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'pat@example.com',
      tab: TAB,
      data: { replacing: 'yes', proof: [ref] },
    });
    expect(later.statusCode, later.body).toBe(200);
    const saved = await api.post('/save-custom-step', { enrollment_id: id, tab: TAB, replacing: 'yes', proof: [ref] });
    expect(saved.statusCode, saved.body).toBe(200);
    const fields = (await api.get(`/get-form-fields-custom?enrollment_id=${id}&tab=${TAB}`)).json().data
      .result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((f) => f.field_name === 'proof')?.value).toEqual([ref]);
    // Staff see the list and the file; a carrier admin of another carrier (Sunfield, plan 191) does not.
    const listed = await app.inject({ method: 'GET', url: `/api/v1/admin/enrollments/${id}/documents`, headers: auth });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.files).toEqual([
      expect.objectContaining({ id: ref.id, tab: TAB, field: 'proof', name: 'coverage letter.pdf', type: 'pdf' }),
    ]);
    const file = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/enrollments/${id}/documents/${ref.id}`,
      headers: auth,
    });
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const sunfield = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/admin/sign-in',
        payload: { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' },
      })
    ).json().data.token as string;
    const other = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/enrollments/${id}/documents`,
      headers: { authorization: `Bearer ${sunfield}` },
    });
    expect(other.statusCode).toBe(404);
    const three = await api.post('/save-custom-step', {
      enrollment_id: id,
      tab: TAB,
      replacing: 'yes',
      proof: [ref, ref, ref],
    });
    expect(errorMap(three)).toEqual({ proof: 'Proof of prior coverage: upload no more than 2 files' });
  });
});
