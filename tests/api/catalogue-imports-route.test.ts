import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, editJson, exportToTemp } from '../helpers/catalogue';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * POST /admin/catalogue-imports (issue 30): the catalogue's files as a multipart upload, staff only;
 * the answer is the command's report (problems by file, row and column; the diff), a dry run writes
 * nothing and a real one bumps the catalogue version.
 */

let app: FastifyInstance;
let exported: string;
const dirs: string[] = [];

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** The directory's files as a multipart body (catalogue.json and rates/*.csv by file name). */
async function formOf(dir: string): Promise<FormData> {
  const form = new FormData();
  form.append('files', new Blob([await readFile(path.join(dir, 'catalogue.json'))]), 'catalogue.json');
  for (const name of (await readdir(path.join(dir, 'rates'))).sort())
    form.append('files', new Blob([await readFile(path.join(dir, 'rates', name))]), name);
  return form;
}

const upload = async (token: string | null, body: FormData, dryRun: boolean) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/admin/catalogue-imports${dryRun ? '?dry_run=true' : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });

beforeAll(async () => {
  app = await buildTestApp();
  exported = await exportToTemp(app);
  dirs.push(exported);
});
afterAll(async () => {
  await app.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('POST /admin/catalogue-imports', () => {
  it('is for staff (a carrier admin: their own carrier only, catalogue-carrier-admin.test.ts)', async () => {
    // Without a staff token (and no ADMIN_TOKEN configured) the admin API answers 404, as every admin route.
    expect((await upload(null, await formOf(exported), true)).statusCode).toBe(404);
    const carrierAdmin = await tokenOf('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    const whole = (await upload(carrierAdmin, await formOf(exported), true)).json().data;
    expect(whole.problems).toContainEqual(expect.objectContaining({ column: '/carriers/0/code' }));
  });

  it('answers problems by file, row and column and the diff; a dry run writes nothing, an import applies', async () => {
    const staff = await tokenOf('staff@openenroll.example', 'demo-staff-pass');
    const same = await upload(staff, await formOf(exported), false);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ applied: false, empty: true, problem_count: 0 });

    const bad = await copyCatalogue(exported);
    dirs.push(bad);
    await editCsv(bad, 'bsd.csv', (l) => [...l, '101,IO,18,29,N,-1.00,,,,']);
    // A wrong header stops its file, and the parts after it are still read.
    await editCsv(bad, 'aaa.csv', () => ['plan,tier', ...Array.from({ length: 5000 }, () => '1,IO')]);
    const refused = (await upload(staff, await formOf(bad), false)).json().data;
    expect(refused.applied).toBe(false);
    expect(refused.problems).toEqual([
      expect.objectContaining({ file: 'rates/aaa.csv', row: 1, column: null }),
      expect.objectContaining({ file: 'rates/bsd.csv', column: 'monthly_premium', row: expect.any(Number) }),
    ]);

    const changed = await copyCatalogue(exported);
    dirs.push(changed);
    await editJson(changed, (c) => (c.carriers[0]!.name = 'Brightsmile Dental Mutual Holding'));
    const dry = (await upload(staff, await formOf(changed), true)).json().data;
    expect(dry).toMatchObject({ applied: false, empty: false, diff: { carriers: { changed: ['BSD'] } } });
    expect(dry.version_after).toBe(dry.version_before);
    const done = (await upload(staff, await formOf(changed), false)).json().data;
    expect(done.applied).toBe(true);
    expect(done.version_after).toBeGreaterThan(done.version_before);
  });

  it('names a missing catalogue.json and a file that is not a catalogue file', async () => {
    const staff = await tokenOf('staff@openenroll.example', 'demo-staff-pass');
    const form = new FormData();
    form.append('files', new Blob(['hello']), 'notes.txt');
    const data = (await upload(staff, form, true)).json().data;
    expect(data.problems.map((p: { file: string; message: string }) => [p.file, p.message])).toEqual([
      ['notes.txt', expect.stringMatching(/not a catalogue file/)],
      ['catalogue.json', expect.stringMatching(/missing/)],
    ]);
  });

  it("an imported agreement text is what the next agreement step shows (the process's kept texts are forgotten)", async () => {
    const staff = await tokenOf('staff@openenroll.example', 'demo-staff-pass');
    const shopper = wizardClient(app, app.issueSession(OPEN_SESSION));
    const id = await enrollmentWithCart(app, [101]);
    const heads = async () =>
      (
        (await shopper.get(`/get-agreement-texts?enrollment_id=${id}`)).json().data.result as { text_head: string }[]
      ).map((t) => t.text_head);
    const before = await heads();
    expect(before.length).toBeGreaterThan(0);
    const changed = await copyCatalogue(exported);
    dirs.push(changed);
    const general = 'Authorization to enroll (revised for the new plan year)';
    await editJson(changed, (c) => {
      const first = c.agreements!.find((a) => !a.carrier && !a.planId)!;
      first.head = general;
    });
    expect((await upload(staff, await formOf(changed), false)).json().data.applied).toBe(true);
    expect(await heads()).toContain(general);
  });
});
