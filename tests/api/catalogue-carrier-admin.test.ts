import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CatalogueFile } from '../../schemas/catalogue/catalogue';
import { readLiveCatalogue } from '../../server/catalogue/live';
import { buildTestApp } from '../helpers/build-app';
import { exportToTemp } from '../helpers/catalogue';

/**
 * A carrier admin's catalogue upload (issue 30 "a carrier admin only their carrier's plans, rates,
 * benefits and questions"; decision 0325): their carrier's plans and rates are imported; anything
 * reaching further is refused by JSON pointer or rate row and changes nothing.
 */

let app: FastifyInstance;
let exported: string;
const dirs: string[] = [];

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** A catalogue.json and rate tables as the multipart upload. */
function formOf(json: CatalogueFile, rates: Record<string, string>): FormData {
  const form = new FormData();
  form.append('files', new Blob([JSON.stringify(json)]), 'catalogue.json');
  for (const [name, text] of Object.entries(rates)) form.append('files', new Blob([text]), name);
  return form;
}

const upload = async (token: string, body: FormData, dryRun: boolean) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/admin/catalogue-imports${dryRun ? '?dry_run=true' : ''}`,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

/** Sunfield's part of the exported catalogue: its carrier and plans, nothing else. */
async function sunfieldPart(): Promise<{ json: CatalogueFile; csv: string }> {
  const whole = JSON.parse(await readFile(path.join(exported, 'catalogue.json'), 'utf8')) as CatalogueFile;
  const json: CatalogueFile = {
    format: whole.format,
    formatVersion: whole.formatVersion,
    carriers: whole.carriers.filter((c) => c.code === 'SFS'),
    plans: whole.plans.filter((p) => p.carrier === 'SFS'),
  };
  return { json, csv: await readFile(path.join(exported, 'rates', 'sfs.csv'), 'utf8') };
}

const planNames = async () => new Map((await readLiveCatalogue(app.db)).plans.map((p) => [p.id, p.planName]));

beforeAll(async () => {
  app = await buildTestApp();
  exported = await exportToTemp(app);
  dirs.push(exported);
});
afterAll(async () => {
  await app.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('a carrier admin uploads their own carrier', () => {
  it("imports their plans' changes and rates, and leaves every other carrier as it was", async () => {
    const token = await tokenOf('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    const { json, csv } = await sunfieldPart();
    const same = await upload(token, formOf(json, { 'sfs.csv': csv }), true);
    expect(same).toMatchObject({ problem_count: 0, empty: true });

    const before = await planNames();
    json.plans.find((p) => p.id === 171)!.planName = 'Sunfield Cancer Care Plus';
    const raised = csv.replace('171,IO,18,29,N,13.50', '171,IO,18,29,N,15.00');
    expect(raised).not.toBe(csv);
    const dry = await upload(token, formOf(json, { 'sfs.csv': raised }), true);
    expect(dry.problems).toEqual([]);
    expect(dry.diff.plans).toMatchObject({ added: [], retired: [], changed: [{ id: 171 }] });
    expect(dry.diff.rates).toMatchObject({ changed: 1, added: 0, removed: 0, plansWithChanges: 1 });
    expect(dry.diff.carriers).toEqual({ added: [], changed: [] });
    expect(dry.diff.agreementsChanged).toBe(false);

    const done = await upload(token, formOf(json, { 'sfs.csv': raised }), false);
    expect(done.applied).toBe(true);
    const after = await planNames();
    expect(after.get(171)).toBe('Sunfield Cancer Care Plus');
    for (const [id, name] of before) if (id !== 171) expect(after.get(id), `plan ${id}`).toBe(name);
  });

  it('refuses another carrier, its plans and rates, agreements and areas, by pointer and row, changing nothing', async () => {
    const token = await tokenOf('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    const { json, csv } = await sunfieldPart();
    const whole = JSON.parse(await readFile(path.join(exported, 'catalogue.json'), 'utf8')) as CatalogueFile;
    const bsd = whole.plans.find((p) => p.id === 101)!;
    json.carriers.push(whole.carriers.find((c) => c.code === 'BSD')!);
    json.plans.push(bsd, { ...bsd, carrier: 'SFS' });
    json.agreements = whole.agreements;
    json.carriers[0]!.name = 'Sunfield (renamed)';
    const before = await planNames();
    const bsdCsv = await readFile(path.join(exported, 'rates', 'bsd.csv'), 'utf8');
    const data = await upload(token, formOf(json, { 'sfs.csv': csv, 'bsd.csv': bsdCsv }), false);
    expect(data.applied).toBe(false);
    const where = (data.problems as { file: string; row: number | null; column: string }[]).map(
      (p) => `${p.file} ${p.row ?? ''} ${p.column}`,
    );
    const n = json.plans.length;
    expect(where).toEqual(
      expect.arrayContaining([
        'catalogue.json  /carriers/0',
        'catalogue.json  /carriers/1/code',
        `catalogue.json  /plans/${n - 2}/carrier`,
        `catalogue.json  /plans/${n - 1}/id`,
        'catalogue.json  /agreements',
        // Rows 2-21 are plan 101's, which the file names (refused above); row 22 is plan 102's.
        'rates/bsd.csv 22 plan_id',
      ]),
    );
    expect(await planNames()).toEqual(before);
  });

  it('may not list or roll back imports (staff only)', async () => {
    const token = await tokenOf('sunfield.admin@openenroll.example', 'demo-carrier-pass');
    const headers = { authorization: `Bearer ${token}` };
    const list = await app.inject({ method: 'GET', url: '/api/v1/admin/catalogue-imports', headers });
    expect(list.statusCode).toBe(403);
    const back = await app.inject({ method: 'POST', url: '/api/v1/admin/catalogue-imports/1/rollback', headers });
    expect(back.statusCode).toBe(403);
  });
});
