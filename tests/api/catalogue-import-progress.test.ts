import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildTestApp } from '../helpers/build-app';
import { copyCatalogue, editCsv, exportToTemp } from '../helpers/catalogue';

/**
 * The import's progress (issue 30: "progress shown"; server/catalogue/progress.ts): the upload's
 * answer carries its last state, and GET /admin/catalogue-imports/progress the imports running.
 * The rate writes go through COPY into a staging table (decision 0330): every changed row is staged
 * and written, on PGlite and on PostgreSQL (scripts/with-postgres.sh runs this file there).
 */

let app: FastifyInstance;
let exported: string;
let staff: string;
const dirs: string[] = [];

async function formOf(dir: string): Promise<FormData> {
  const form = new FormData();
  form.append('files', new Blob([await readFile(path.join(dir, 'catalogue.json'))]), 'catalogue.json');
  for (const name of (await readdir(path.join(dir, 'rates'))).sort())
    form.append('files', new Blob([await readFile(path.join(dir, 'rates', name))]), name);
  return form;
}

const upload = async (body: FormData) =>
  (
    await app.inject({
      method: 'POST',
      url: '/api/v1/admin/catalogue-imports',
      headers: { authorization: `Bearer ${staff}` },
      body,
    })
  ).json().data;

beforeAll(async () => {
  app = await buildTestApp();
  exported = await exportToTemp(app);
  dirs.push(exported);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/sign-in',
    payload: { email: 'staff@openenroll.example', password: 'demo-staff-pass' },
  });
  staff = res.json().data.token as string;
});
afterAll(async () => {
  await app.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('catalogue import progress', () => {
  it('answers the import with its progress: every row read, checked, compared, staged and written', async () => {
    const raised = await copyCatalogue(exported);
    dirs.push(raised);
    // Every Brightsmile price up a dollar, and one more age band for plan 101 at the top (a new row).
    let changed = 0;
    await editCsv(raised, 'bsd.csv', ([header = '', ...rows]) => [
      header,
      ...rows.map((line) => {
        const cells = line.split(',');
        cells[5] = (Number(cells[5]) + 1).toFixed(2);
        changed++;
        return cells.join(',');
      }),
    ]);
    const data = await upload(await formOf(raised));
    expect(data.problems).toEqual([]);
    expect(data.applied).toBe(true);
    expect(data.diff.rates.changed).toBe(changed);
    expect(data.progress).toEqual({
      phase: 'done',
      rows_read: data.rate_rows,
      rows_checked: data.rate_rows,
      rows_compared: data.rate_rows,
      rows_to_write: changed,
      rows_staged: changed,
      rows_written: changed,
      elapsed_ms: expect.any(Number),
    });
    // The staged prices reached the live rates: importing the file again changes nothing.
    const again = await upload(await formOf(raised));
    expect(again).toMatchObject({ applied: false, empty: true, progress: { phase: 'done', rows_to_write: 0 } });
    // Nothing runs any more.
    const running = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/catalogue-imports/progress',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(running.statusCode, running.body).toBe(200);
    expect(running.json().data).toEqual({ imports: [] });
  });

  it('copies new rows straight into the live rates, and the catalogue version rises', async () => {
    // The live catalogue as it is now (the test before raised prices), so the file only adds rows.
    const ri = await exportToTemp(app);
    dirs.push(ri);
    // Plan 101's rows once more for Rhode Island alone: only new rows (a state's rate beside the nationwide one).
    let added = 0;
    await editCsv(ri, 'bsd.csv', (lines) => [
      ...lines,
      ...lines
        .filter((l) => l.startsWith('101,'))
        .map((l) => {
          added++;
          return `${l.split(',').slice(0, 8).join(',')},RI,`;
        }),
    ]);
    const data = await upload(await formOf(ri));
    expect(data.problems).toEqual([]);
    expect(data.diff.rates).toMatchObject({ added, changed: 0, removed: 0 });
    expect(data.version_after).toBeGreaterThan(data.version_before);
    expect(data.progress).toMatchObject({ phase: 'done', rows_to_write: added, rows_staged: 0, rows_written: added });
    const again = await upload(await formOf(ri));
    expect(again).toMatchObject({ applied: false, empty: true });
  });

  it('answers a refused import as failed, with nothing staged or written', async () => {
    const bad = await copyCatalogue(exported);
    dirs.push(bad);
    await editCsv(bad, 'bsd.csv', (l) => [...l, '101,IO,18,29,N,-1.00,,,,']);
    const data = await upload(await formOf(bad));
    expect(data.applied).toBe(false);
    expect(data.progress).toMatchObject({ phase: 'failed', rows_read: data.rate_rows, rows_written: 0 });
  });

  it('is for signed-in staff only', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/admin/catalogue-imports/progress' });
    expect(res.statusCode).toBe(404);
  });
});
