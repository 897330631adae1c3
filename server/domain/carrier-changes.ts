/**
 * What a carrier file says (docs/decisions/0110-carrier-834-files.md): a line is one person on one
 * plan. A change file holds the lines that differ from what the carrier was last told; a full file
 * holds every active line, and before it goes out the lines of the last delivered full file that it
 * no longer holds are listed, since a carrier ends the coverage of whoever a full file leaves out.
 */

export type LineStatus = 'active' | 'cancelled';
export type LineMaintenance = '021' | '024' | '001';

/** A line as the carrier was told it (the snapshot) or as it is now. */
export interface CarrierLineState {
  key: string;
  subscriberId: string;
  personName: string;
  plan: string;
  status: LineStatus;
  /** A keyed hash of everything the file says about the line; a new value means a change. */
  contentHash: string;
}

export interface LineChange<L extends CarrierLineState> {
  line: L;
  maintenance: LineMaintenance;
}

/**
 * The change file's lines: a line the carrier never had (or had cancelled) that is active is an
 * addition (021); an active line now cancelled is a cancellation (024); an active line whose content
 * changed is a change (001). A cancelled line the carrier never had active is not sent.
 */
export function changedLines<L extends CarrierLineState>(
  current: readonly L[],
  told: ReadonlyMap<string, CarrierLineState>,
): LineChange<L>[] {
  const out: LineChange<L>[] = [];
  for (const line of current) {
    const before = told.get(line.key);
    if (!before || before.status === 'cancelled') {
      if (line.status === 'active') out.push({ line, maintenance: '021' });
    } else if (line.status === 'cancelled') {
      out.push({ line, maintenance: '024' });
    } else if (line.contentHash !== before.contentHash) {
      out.push({ line, maintenance: '001' });
    }
  }
  return out;
}

/** A person's INS03: the one maintenance type of all their lines in the file, else a change (001). */
export function personMaintenance(types: readonly LineMaintenance[]): LineMaintenance {
  const first = types[0];
  return first !== undefined && types.every((t) => t === first) ? first : '001';
}

/** A file name from the profile's pattern: {carrier} code, {date} YYYYMMDD, {time} HHMMSS (UTC), {control} 9 digits, {mode}. */
export function carrierFileName(
  pattern: string,
  values: { carrier: string; control: number; mode: 'change' | 'full'; at: Date },
): string {
  const iso = values.at.toISOString();
  return pattern
    .replaceAll('{carrier}', values.carrier)
    .replaceAll('{date}', iso.slice(0, 10).replaceAll('-', ''))
    .replaceAll('{time}', iso.slice(11, 19).replaceAll(':', ''))
    .replaceAll('{control}', String(values.control).padStart(9, '0'))
    .replaceAll('{mode}', values.mode);
}

const SCHEDULE_PERIOD_MS = { hourly: 60 * 60 * 1000, daily: 24 * 60 * 60 * 1000 } as const;

/** True when a scheduled carrier is due: never run, or its period passed since the last run; never for 'manual'. */
export function scheduleDue(schedule: 'manual' | 'hourly' | 'daily', lastRunAt: Date | null, now: Date): boolean {
  if (schedule === 'manual') return false;
  return lastRunAt === null || now.getTime() - lastRunAt.getTime() >= SCHEDULE_PERIOD_MS[schedule];
}
