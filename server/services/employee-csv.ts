import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { parseUsDate } from '../../schemas/dates';
import type { CsvProblem } from '../../schemas/api/group-admin';

/**
 * An employer's eligible-employee list as CSV (issue 30, decision 0290; docs/group-admin.md):
 * a header naming the columns, then one employee a row. Read as a stream (csv-parse) into columns,
 * so 100,000 employees are a few arrays, never a file in memory. Every problem is named by row
 * (the header is row 1, as a spreadsheet numbers rows) and column; the first PROBLEM_LIMIT are
 * kept and all are counted.
 */

const EMPLOYEE_COLUMNS = ['employee_id', 'first_name', 'last_name', 'date_of_birth', 'hire_date', 'email'] as const;
const REQUIRED = ['employee_id', 'first_name', 'last_name', 'date_of_birth'] as const;
const EMPLOYEE_CSV_MAX_ROWS = 200_000;
const PROBLEM_LIMIT = 200;

export interface EmployeeColumns {
  refs: string[];
  firstNames: string[];
  lastNames: string[];
  dobs: string[];
  hireDates: Array<string | null>;
  emails: Array<string | null>;
}

export interface EmployeeCsv {
  rows: EmployeeColumns;
  problems: CsvProblem[];
  problemCount: number;
}

const REF = /^[A-Za-z0-9_-]{1,40}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/** yyyy-mm-dd or mm/dd/yyyy as an ISO day, or null when it is not a real date from 1900 on. */
export function isoDayOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const day = parseUsDate(iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : value);
  if (!day) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

export async function readEmployeeCsv(input: Readable, today: string): Promise<EmployeeCsv> {
  const rows: EmployeeColumns = { refs: [], firstNames: [], lastNames: [], dobs: [], hireDates: [], emails: [] };
  const problems: CsvProblem[] = [];
  let problemCount = 0;
  const add = (row: number | null, column: string | null, message: string) => {
    problemCount++;
    if (problems.length < PROBLEM_LIMIT) problems.push({ row, column, message });
  };
  const parser = input.pipe(parse({ bom: true, relax_column_count: true, trim: true }));
  let index: Map<string, number> | null = null;
  const seen = new Map<string, number>();
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (record.length === 1 && record[0] === '') continue;
      if (!index) {
        index = new Map(record.map((c, i) => [c.toLowerCase(), i]));
        const unknown = record.filter((c) => !(EMPLOYEE_COLUMNS as readonly string[]).includes(c.toLowerCase()));
        for (const c of unknown) add(1, c, `unknown column: the columns are ${EMPLOYEE_COLUMNS.join(', ')}`);
        for (const c of REQUIRED) if (!index.has(c)) add(1, c, 'missing column');
        if (problemCount) break;
        continue;
      }
      if (rows.refs.length >= EMPLOYEE_CSV_MAX_ROWS) {
        add(row, null, `more than ${EMPLOYEE_CSV_MAX_ROWS.toLocaleString('en-US')} employees`);
        break;
      }
      const cell = (c: string) => {
        const i = index?.get(c);
        return i === undefined ? '' : (record[i] ?? '');
      };
      const before = problemCount;
      const ref = cell('employee_id');
      if (!REF.test(ref)) add(row, 'employee_id', ref ? 'letters, digits, - and _ only, up to 40' : 'required');
      const first = cell('first_name');
      const last = cell('last_name');
      if (!first || first.length > 60) add(row, 'first_name', first ? 'longer than 60 characters' : 'required');
      if (!last || last.length > 60) add(row, 'last_name', last ? 'longer than 60 characters' : 'required');
      const dob = isoDayOf(cell('date_of_birth'));
      if (!dob || dob > today)
        add(row, 'date_of_birth', dob ? 'in the future' : 'not a date: use yyyy-mm-dd or mm/dd/yyyy');
      const hireText = cell('hire_date');
      const hire = hireText ? isoDayOf(hireText) : null;
      if (hireText && !hire) add(row, 'hire_date', 'not a date: use yyyy-mm-dd or mm/dd/yyyy');
      const email = cell('email');
      if (email && !EMAIL.test(email)) add(row, 'email', 'not an e-mail address');
      const key = ref.toUpperCase();
      const earlier = seen.get(key);
      if (ref && earlier !== undefined) add(row, 'employee_id', `the same employee_id as row ${earlier}`);
      else if (ref) seen.set(key, row);
      if (problemCount !== before || !dob) continue;
      rows.refs.push(ref);
      rows.firstNames.push(first);
      rows.lastNames.push(last);
      rows.dobs.push(dob);
      rows.hireDates.push(hire);
      rows.emails.push(email || null);
    }
  } catch (e) {
    const err = e as Error & { lines?: number };
    add(err.lines ?? row + 1, null, `not CSV: ${err.message}`);
  }
  input.unpipe(parser);
  input.resume();
  if (!index) add(1, null, 'empty file: no header');
  return { rows, problems, problemCount };
}
