import { normalizeDate, parseUsDate } from '../../schemas/dates';
// The process rules are shared with the browser (schemas/eprocess.ts).
export { defaultEprocess, eprocessAllowed } from '../../schemas/eprocess';

/** A value the browser sent "empty": undefined, null, or a string of only spaces. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Filter updates send only non-empty fields (000 section 5): drops the empty ones, trims strings. */
export function dropEmpties<T extends Record<string, unknown>>(input: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(input) as Array<[keyof T, T[keyof T]]>) {
    if (isEmptyValue(value)) continue;
    out[key] = (typeof value === 'string' ? value.trim() : value) as T[keyof T];
  }
  return out;
}

/** 'mm/dd/yyyy' -> 'yyyy-mm-dd' for the date columns; null when it is not a real date. */
export function usDateToIso(value: string): string | null {
  const day = parseUsDate(value);
  if (!day) return null;
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** A stored 'yyyy-mm-dd' as the contract's 'mm/dd/yyyy' (null stays null). */
export function isoToUsDate(value: string | null): string | null {
  return value === null ? null : normalizeDate(value);
}

/** The categories the quote form sends, as a list: 'DENTAL,VISION' or ['DENTAL'] -> ['DENTAL', 'VISION']. */
export function categoryList(value: string | string[] | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = (Array.isArray(value) ? value : value.split(',')).map((s) => s.trim()).filter((s) => s !== '');
  return list.length > 0 ? list : undefined;
}
