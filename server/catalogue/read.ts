import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { createAjv } from '../../schemas/ajv';
import {
  CATALOGUE_FORMAT,
  CATALOGUE_FORMAT_VERSION,
  agreementSchema,
  areaSchema,
  carrierSchema,
  catalogueSchema,
  planSchema,
  type CatalogueFile,
} from '../../schemas/catalogue/catalogue';
import { RATE_COLUMNS, checkRateHeader, parseRateRow } from '../../schemas/catalogue/rates';
import { ProblemList } from './problems';
import { RateTable } from './rate-table';

export const CATALOGUE_JSON = 'catalogue.json';
export const RATES_DIR = 'rates';
/** Told every PROGRESS_EVERY rate rows read: the file being read and the rows read in all. */
export type Progress = (file: string, rows: number) => void;
const PROGRESS_EVERY = 100_000;

/** Largest catalogue.json read (the structure; rates are streamed apart). */
const MAX_JSON_BYTES = 64 * 1024 * 1024;

export interface ReadCatalogue {
  file: CatalogueFile | null;
  /**
   * When catalogue.json breaks the schema: its carriers, plans, agreements and categories that are
   * well-formed one by one, so the cross checks and the rate checks still report their problems.
   */
  partial: CatalogueFile | null;
  /** With `partial`: where its items stood in the file, and the ids of the plans it left out. */
  salvaged?: Salvaged;
  rates: RateTable;
  /** Rate file names by the index RateTable.file keeps. */
  rateFiles: string[];
}

type Validate = ReturnType<ReturnType<typeof createAjv>['compile']>;
let validators: Record<'file' | 'plan' | 'carrier' | 'agreement' | 'area', Validate> | null = null;

function compiled() {
  const ajv = createAjv();
  validators ??= {
    file: ajv.compile(catalogueSchema),
    plan: ajv.compile(planSchema),
    carrier: ajv.compile(carrierSchema),
    agreement: ajv.compile(agreementSchema),
    area: ajv.compile(areaSchema),
  };
  return validators;
}

export interface Salvaged {
  /** The file's index of each kept item, by list. */
  index: { carriers: number[]; plans: number[]; agreements: number[]; areas: number[] };
  /** Ids of plans left out for their own schema problems: references to them are not reported again. */
  brokenPlanIds: Set<number>;
}

function wellFormed(value: unknown, check: Validate, index: number[]): unknown[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v, i) => check(v) && index.push(i) > 0);
}

/** The parts of a catalogue.json that broke the schema which are well-formed one by one. */
function salvage(value: unknown): { partial: CatalogueFile; salvaged: Salvaged } | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const { plan, carrier, agreement, area } = compiled();
  const index: Salvaged['index'] = { carriers: [], plans: [], agreements: [], areas: [] };
  const brokenPlanIds = new Set<number>();
  if (Array.isArray(v['plans']))
    for (const p of v['plans'] as unknown[]) {
      const id = (p as { id?: unknown } | null)?.id;
      if (!plan(p) && typeof id === 'number') brokenPlanIds.add(id);
    }
  const partial: CatalogueFile = {
    format: CATALOGUE_FORMAT,
    formatVersion: CATALOGUE_FORMAT_VERSION,
    carriers: wellFormed(v['carriers'], carrier, index.carriers) as CatalogueFile['carriers'],
    plans: wellFormed(v['plans'], plan, index.plans) as CatalogueFile['plans'],
    agreements: wellFormed(v['agreements'], agreement, index.agreements) as CatalogueFile['agreements'],
    areas: wellFormed(v['areas'], area, index.areas) as CatalogueFile['areas'],
    singlePlanCategories: [],
  };
  return { partial, salvaged: { index, brokenPlanIds } };
}

/**
 * catalogue.json's text checked against the schema; its problems name the JSON pointer. A file that
 * breaks the schema answers `partial` (salvage) for the checks that can still run.
 */
export function parseCatalogueJson(
  text: string,
  problems: ProblemList,
): Pick<ReadCatalogue, 'file' | 'partial' | 'salvaged'> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    problems.add({ file: CATALOGUE_JSON, row: null, column: null, message: `not JSON: ${(e as Error).message}` });
    return { file: null, partial: null };
  }
  const validate = compiled().file;
  if (validate(value)) return { file: value as CatalogueFile, partial: null };
  for (const err of validate.errors ?? []) {
    const at = err.instancePath || '/';
    const extra = err.keyword === 'additionalProperties' ? ` (${String(err.params['additionalProperty'])})` : '';
    problems.add({ file: CATALOGUE_JSON, row: null, column: at, message: `${err.message ?? 'invalid'}${extra}` });
  }
  const kept = salvage(value);
  return kept ? { file: null, ...kept } : { file: null, partial: null };
}

/**
 * Streams one rate table into `table` (csv-parse, one record at a time: memory does not grow with
 * the file beyond the table's typed arrays). A wrong header stops the file with one problem.
 */
export async function readRateCsv(
  input: Readable,
  name: string,
  fileIndex: number,
  table: RateTable,
  problems: ProblemList,
  progress?: Progress,
): Promise<void> {
  // Rows are counted here, not by csv-parse's `info` (which builds an object a record and made
  // reading three times slower): the row is the record's number, the header being row 1, as a
  // spreadsheet numbers it; an empty line is a row with nothing in it, skipped.
  const parser = input.pipe(parse({ bom: true, relax_column_count: true }));
  let header = true;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      row++;
      if (record.length === 1 && record[0] === '') continue;
      if (header) {
        header = false;
        const wrong = checkRateHeader(record);
        if (wrong) {
          problems.add({ file: name, row, column: null, message: wrong });
          break;
        }
        continue;
      }
      if (record.length !== RATE_COLUMNS.length) {
        const message = `expected ${RATE_COLUMNS.length} cells, got ${record.length}`;
        problems.add({ file: name, row, column: null, message });
        continue;
      }
      const parsed = parseRateRow(record);
      if (Array.isArray(parsed)) {
        for (const p of parsed) problems.add({ file: name, row, column: p.column, message: p.message });
      } else {
        table.push(parsed, fileIndex, row);
        if (progress && table.length % PROGRESS_EVERY === 0) progress(name, table.length);
      }
    }
  } catch (e) {
    // Not CSV (an unclosed quote...): the file stops here; csv-parse's error says on which line.
    const err = e as Error & { lines?: number };
    header = false;
    problems.add({ file: name, row: err.lines ?? row + 1, column: null, message: `not CSV: ${err.message}` });
  }
  // A file stopped early is still read to its end (an upload's next part follows it), unparsed.
  input.unpipe(parser);
  input.resume();
  if (header) problems.add({ file: name, row: 1, column: null, message: 'empty file: no header' });
}

/** Reads a catalogue directory: catalogue.json and every rates/*.csv, in name order. */
export async function readCatalogueDir(
  dir: string,
  problems: ProblemList,
  progress?: Progress,
): Promise<ReadCatalogue> {
  const rates = new RateTable();
  const rateFiles: string[] = [];
  let json: ReturnType<typeof parseCatalogueJson> = { file: null, partial: null };
  try {
    const text = await readFile(path.join(dir, CATALOGUE_JSON), 'utf8');
    if (text.length > MAX_JSON_BYTES)
      problems.add({ file: CATALOGUE_JSON, row: null, column: null, message: 'larger than 64 MiB' });
    else json = parseCatalogueJson(text, problems);
  } catch (e) {
    problems.add({ file: CATALOGUE_JSON, row: null, column: null, message: `cannot read: ${(e as Error).message}` });
  }
  let names: string[] = [];
  try {
    names = (await readdir(path.join(dir, RATES_DIR))).filter((n) => n.toLowerCase().endsWith('.csv')).sort();
  } catch {
    // No rates directory: every plan is reported as having no rates.
  }
  for (const n of names) {
    const rel = `${RATES_DIR}/${n}`;
    rateFiles.push(rel);
    const input = createReadStream(path.join(dir, RATES_DIR, n));
    await readRateCsv(input, rel, rateFiles.length - 1, rates, problems, progress);
  }
  return { ...json, rates, rateFiles };
}
