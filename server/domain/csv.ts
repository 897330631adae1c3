/**
 * A small RFC 4180 CSV writer for the exports staff and group administrators open in a spreadsheet:
 * every cell is text, quoted when it holds a comma, a quote or a line break (quotes doubled), lines
 * end in CRLF, and the file starts with a UTF-8 byte order mark so spreadsheets read accents right.
 *
 * Cells are also made safe from formula injection (OWASP "CSV injection"): a cell that a spreadsheet
 * would run as a formula (starting with =, +, -, @, a tab or a carriage return) is prefixed with an
 * apostrophe, which spreadsheets show as text. Numbers the export writes itself (premiums, ids) are
 * never negative, so no real value is changed by this.
 */

export type CsvCell = string | number | null | undefined;

/** The byte order mark Excel needs to read a CSV file as UTF-8. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text: formula-safe, quoted when needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record as a CSV line (without its line end). */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}
