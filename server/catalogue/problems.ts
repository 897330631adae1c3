/** One thing wrong with a catalogue file, where it is: the file, its row (CSV line) and column. */
export interface CatalogueProblem {
  /** Relative to the catalogue directory: 'catalogue.json' or 'rates/<name>.csv'. */
  file: string;
  /** The CSV record's number as a spreadsheet numbers rows (the header is row 1), or null for catalogue.json. */
  row: number | null;
  /** A rate column, or a JSON pointer into catalogue.json ('/plans/3/carrier'), or null for the whole file. */
  column: string | null;
  message: string;
  /** What a check that reads it needs to know besides the words (a carrier admin's import ignores 'no_rate_rows' for other carriers' plans). */
  kind?: 'no_rate_rows';
}

/**
 * Every problem an import finds, kept up to `limit` (the first ones, in the order found) and counted
 * beyond it, so a file with a million bad rows answers a bounded report that still says how many.
 */
export class ProblemList {
  readonly items: CatalogueProblem[] = [];
  count = 0;
  constructor(readonly limit = 1000) {}

  add(p: CatalogueProblem): void {
    this.count++;
    if (this.items.length < this.limit) this.items.push(p);
  }
}

/** A problem as one line: `rates/bsd.csv row 12, column tier: ...`. */
export function describeProblem(p: CatalogueProblem): string {
  const where = [p.file, p.row !== null ? `row ${p.row}` : null, p.column !== null ? `column ${p.column}` : null]
    .filter(Boolean)
    .join(', ');
  return `${where}: ${p.message}`;
}
