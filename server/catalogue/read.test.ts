import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { RATE_COLUMNS } from '../../schemas/catalogue/rates';
import { ProblemList } from './problems';
import { readRateCsv } from './read';
import { RateTable } from './rate-table';

const HEADER = RATE_COLUMNS.join(',');

async function read(text: string) {
  const table = new RateTable();
  const problems = new ProblemList();
  const input = Readable.from([Buffer.from(text)]);
  await readRateCsv(input, 'rates/t.csv', 0, table, problems);
  return { table, problems: problems.items.map((p) => [p.row, p.column, p.message]) };
}

describe('readRateCsv', () => {
  it('numbers rows as a spreadsheet does (header row 1, empty lines counted) and keeps each row where it came from', async () => {
    const { table, problems } = await read(`\uFEFF${HEADER}\n101,IO,18,29,N,38.00,,,,\n\n101,IO,30,39,N,38,,,,\n`);
    expect(problems).toEqual([]);
    expect(table.length).toBe(2);
    expect(Array.from(table.line.slice(0, 2))).toEqual([2, 4]);
    expect(table.row(1)).toEqual({
      planId: 101,
      tier: 'IO',
      ageMin: 30,
      ageMax: 39,
      tobacco: false,
      monthlyCents: 3800,
      effectiveFrom: null,
      effectiveTo: null,
      state: null,
      area: null,
    });
  });

  it('names a short row, a wrong header and a break in the CSV itself', async () => {
    expect((await read(`${HEADER}\n101,IO,18\n`)).problems).toEqual([[2, null, 'expected 10 cells, got 3']]);
    expect((await read('plan_id,tier\n1,IO\n')).problems).toEqual([
      [1, null, expect.stringMatching(/^the header must be/)],
    ]);
    const broken = await read(`${HEADER}\n101,IO,18,29,N,38.00,,,,\n101,"IO,30,39,N,38.00,,,,\n`);
    expect(broken.problems).toEqual([[expect.any(Number), null, expect.stringMatching(/^not CSV: .*line 3/)]]);
    expect((await read('')).problems).toEqual([[1, null, 'empty file: no header']]);
  });
});
