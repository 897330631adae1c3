import { describe, expect, it } from 'vitest';
import { ProgressTracker, progressLine, runningImports, trackImport } from './progress';

describe('import progress', () => {
  it('keeps a running import under its owner until it ends', () => {
    const a = trackImport('7');
    const b = trackImport('8');
    a.tracker.update({ rowsRead: 5 });
    expect(runningImports('7')).toEqual([expect.objectContaining({ phase: 'reading', rowsRead: 5 })]);
    expect(runningImports()).toHaveLength(2);
    a.end();
    b.end();
    expect(runningImports()).toEqual([]);
  });

  it('tells the listener each update and prints the phase with its counts', () => {
    const seen: string[] = [];
    const t = new ProgressTracker((p) => seen.push(progressLine(p)));
    t.update({ rowsRead: 1000 });
    t.update({ phase: 'checking' });
    t.update({ phase: 'writing', rowsToWrite: 10, rowsStaged: 4 });
    t.update({ rowsStaged: 10, rowsWritten: 10 });
    expect(seen[0]).toMatch(/reading: 1,000 rate rows read/);
    expect(seen[1]).toMatch(/checking 1,000 rate rows/);
    expect(seen[2]).toMatch(/writing: 4 of 10 rate rows staged/);
    expect(seen[3]).toMatch(/writing: 10 of 10 rate rows written/);
    expect(t.state.phaseEndedMs.reading).toBeGreaterThanOrEqual(0);
  });
});
