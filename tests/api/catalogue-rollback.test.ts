import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { planPricing, plans } from '../../server/db/schema';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, editJson, exportToTemp } from '../helpers/catalogue';

/** A catalogue import through the API is kept and can be rolled back as a whole (issue 30, decision 0290). */

let app: FastifyInstance;
let staff: string;
const dirs: string[] = [];

async function formOf(dir: string): Promise<FormData> {
  const form = new FormData();
  form.append('files', new Blob([await readFile(path.join(dir, 'catalogue.json'))]), 'catalogue.json');
  for (const name of (await readdir(path.join(dir, 'rates'))).sort())
    form.append('files', new Blob([await readFile(path.join(dir, 'rates', name))]), name);
  return form;
}
const post = (url: string, body?: FormData) =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${staff}` },
    ...(body ? { body } : {}),
  });
const get = (url: string) =>
  app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${staff}` } });

const pricesOf = async (planId: number) =>
  (
    await app.db
      .select({ cents: planPricing.monthlyCents })
      .from(planPricing)
      .where(eq(planPricing.planId, planId))
      .orderBy(asc(planPricing.id))
  ).map((r) => r.cents);
const nameOf = async (planId: number) =>
  (await app.db.select({ name: plans.planName }).from(plans).where(eq(plans.id, planId)))[0]?.name;

beforeAll(async () => {
  app = await buildTestApp();
  staff = (
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/sign-in',
      payload: { email: 'staff@openenroll.example', password: 'demo-staff-pass' },
    })
  ).json().data.token;
});
afterAll(async () => {
  await app.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('catalogue import rollback', () => {
  it('rolls an applied import back as a whole: structure and rates as they were, the version bumped, both audited', async () => {
    const exported = await exportToTemp(app);
    const edited = await copyCatalogue(exported);
    dirs.push(exported, edited);
    const [planName, prices] = [await nameOf(101), await pricesOf(101)];
    await editJson(edited, (c) => {
      const plan = c.plans.find((p) => p.id === 101);
      if (plan) plan.planName = `${plan.planName} (renamed)`;
    });
    await editCsv(edited, 'bsd.csv', (lines) =>
      lines.map((l, i) => {
        const cells = l.split(',');
        if (i === 0 || cells[0] !== '101') return l;
        cells[5] = (Number(cells[5]) + 1).toFixed(2);
        return cells.join(',');
      }),
    );
    const imported = await post('/admin/catalogue-imports', await formOf(edited));
    expect(imported.statusCode, imported.body).toBe(200);
    const report = imported.json().data;
    expect(report).toMatchObject({ applied: true });
    expect(await nameOf(101)).toBe(`${planName} (renamed)`);
    expect((await pricesOf(101))[0]).toBe((prices[0] ?? 0) + 100);

    const rollback = await post(`/admin/catalogue-imports/${report.import_id}/rollback`);
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(rollback.json().data).toMatchObject({ applied: true, problem_count: 0 });
    expect(rollback.json().data.version_after).toBeGreaterThan(report.version_after);
    expect(await nameOf(101)).toBe(planName);
    expect(await pricesOf(101)).toEqual(prices);

    const list = (await get('/admin/catalogue-imports')).json().data.imports;
    expect(list[0]).toMatchObject({ rolled_back_at: null });
    expect(list[1]).toMatchObject({ id: report.import_id, version_after: report.version_after });
    expect(list[1].rolled_back_at).not.toBeNull();
    const log = (await get('/admin/audit?entity=catalogue')).json().data.entries;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['rollback', 'import']);
    expect(log[1].summary).toMatch(
      /^Catalogue imported: plans 0 added, 1 changed, 0 retired; rates 0 added, 0 removed, \d+ changed$/,
    );
    expect(log[0].actor_name).toBe('Robin Staff');
  });

  it('answers 404 for an unknown import, and an empty import keeps nothing to roll back', async () => {
    expect((await post('/admin/catalogue-imports/999999/rollback')).statusCode).toBe(404);
    const exported = await exportToTemp(app);
    dirs.push(exported);
    const same = await post('/admin/catalogue-imports', await formOf(exported));
    expect(same.json().data).toMatchObject({ applied: false, empty: true, import_id: null });
  });
});
