/**
 * How far a catalogue import has gone (issue 30: "progress shown"), for the command's lines and the
 * admin API's `progress` (GET /admin/catalogue-imports/progress while an upload runs, and the
 * import's answer when it ends). Counts are rate rows; times are milliseconds since the import
 * started. One object per import, updated in place as the import goes.
 */
export interface ImportProgress {
  /** reading: the rate tables stream in; checking; comparing with the live rates; writing; done; failed (problems or a refusal). */
  phase: 'reading' | 'checking' | 'comparing' | 'writing' | 'done' | 'failed';
  rowsRead: number;
  /** Rows checked (all of them once checking ends: the checks run over the whole table at once). */
  rowsChecked: number;
  rowsCompared: number;
  /** Rate rows the diff writes (added, changed and removed), and how many are written so far. */
  rowsToWrite: number;
  /** Removed and changed rows copied into the staging table so far; rows written to the live rates (new rows as they are copied). */
  rowsStaged: number;
  rowsWritten: number;
  elapsedMs: number;
  /** When each phase ended (ms since the start), for rates per second. */
  phaseEndedMs: Partial<Record<ImportProgress['phase'], number>>;
}

export type ProgressListener = (p: Readonly<ImportProgress>) => void;

/** An import's progress and who hears of it; `every` rows between two reports while rows flow. */
export class ProgressTracker {
  readonly state: ImportProgress = {
    phase: 'reading',
    rowsRead: 0,
    rowsChecked: 0,
    rowsCompared: 0,
    rowsToWrite: 0,
    rowsStaged: 0,
    rowsWritten: 0,
    elapsedMs: 0,
    phaseEndedMs: {},
  };
  private readonly started = performance.now();

  constructor(private readonly listener?: ProgressListener) {}

  /** Updates counts (and the phase); tells the listener. */
  update(patch: Partial<Omit<ImportProgress, 'elapsedMs' | 'phaseEndedMs'>>): void {
    const now = Math.round(performance.now() - this.started);
    if (patch.phase && patch.phase !== this.state.phase) this.state.phaseEndedMs[this.state.phase] = now;
    Object.assign(this.state, patch);
    this.state.elapsedMs = now;
    this.listener?.(this.state);
  }
}

/** A progress state as the command prints it: the phase, counts and rows per second of the phase. */
export function progressLine(p: Readonly<ImportProgress>): string {
  const since = (phase: ImportProgress['phase']) => {
    const order: Array<ImportProgress['phase']> = ['reading', 'checking', 'comparing', 'writing'];
    const before = order.slice(0, order.indexOf(phase));
    return Math.max(0, ...before.map((b) => p.phaseEndedMs[b] ?? 0));
  };
  const rate = (rows: number, phase: ImportProgress['phase']) => {
    const ms = (p.phaseEndedMs[phase] ?? p.elapsedMs) - since(phase);
    return ms > 0 ? `, ${Math.round((rows / ms) * 1000).toLocaleString('en-US')} rows/s` : '';
  };
  const n = (v: number) => v.toLocaleString('en-US');
  const at = `${(p.elapsedMs / 1000).toFixed(1)} s`;
  switch (p.phase) {
    case 'reading':
      return `${at} reading: ${n(p.rowsRead)} rate rows read${rate(p.rowsRead, 'reading')}`;
    case 'checking':
      return `${at} checking ${n(p.rowsRead)} rate rows`;
    case 'comparing':
      return `${at} checked ${n(p.rowsChecked)}${rate(p.rowsChecked, 'checking')}; comparing with the live rates: ${n(p.rowsCompared)}`;
    case 'writing':
      return p.rowsWritten || p.rowsStaged === p.rowsToWrite
        ? `${at} writing: ${n(p.rowsWritten)} of ${n(p.rowsToWrite)} rate rows written`
        : `${at} writing: ${n(p.rowsStaged)} of ${n(p.rowsToWrite)} rate rows staged${rate(p.rowsStaged, 'writing')}`;
    default:
      return `${at} ${p.phase}: ${n(p.rowsRead)} read, ${n(p.rowsChecked)} checked, ${n(p.rowsWritten)} of ${n(p.rowsToWrite)} written`;
  }
}

/** The imports running in this process (the console polls them while its upload is applied). */
const running = new Set<{ tracker: ProgressTracker; owner: string }>();

/** Tracks an import while it runs, under its owner (who may see it); `end` forgets it. */
export function trackImport(owner: string): { tracker: ProgressTracker; end: () => void } {
  const entry = { tracker: new ProgressTracker(), owner };
  running.add(entry);
  return { tracker: entry.tracker, end: () => running.delete(entry) };
}

/** The progress of the imports running in this process: every one, or an owner's only. */
export function runningImports(owner?: string): ImportProgress[] {
  return [...running].filter((e) => owner === undefined || e.owner === owner).map((e) => e.tracker.state);
}

/** A progress state as the admin API answers it (schemas/api/catalogue-imports.ts, catalogueImportProgress). */
export function progressBody(p: Readonly<ImportProgress>) {
  return {
    phase: p.phase,
    rows_read: p.rowsRead,
    rows_checked: p.rowsChecked,
    rows_compared: p.rowsCompared,
    rows_to_write: p.rowsToWrite,
    rows_staged: p.rowsStaged,
    rows_written: p.rowsWritten,
    elapsed_ms: p.elapsedMs,
  };
}
