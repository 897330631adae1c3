import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

describe('a PGlite data directory', () => {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'oe-migrated-')), 'db');
  afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  async function openAndCount(): Promise<{ timings: Record<string, number>; migrations: number }> {
    const handle = await openDatabase({ dataDir });
    try {
      const { rows } = (await handle.db.execute(
        sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number }> };
      return { timings: handle.timings ?? {}, migrations: rows[0]?.n ?? 0 };
    } finally {
      await handle.close();
    }
  }

  it('skips the migration check once migrated with the same migrations, and runs it when they differ', async () => {
    const first = await openAndCount();
    expect(first.migrations).toBeGreaterThan(0);
    const again = await openAndCount();
    expect(again.timings).not.toHaveProperty('migrate');
    expect(again.migrations).toBe(first.migrations);
    // A marker of other migrations (or none): drizzle checks, finds every migration applied, and the marker is renewed.
    writeFileSync(path.join(dataDir, 'openenroll-migrated'), 'pglite-template-other');
    const changed = await openAndCount();
    expect(changed.timings).toHaveProperty('migrate');
    expect(changed.migrations).toBe(first.migrations);
    expect((await openAndCount()).timings).not.toHaveProperty('migrate');
  }, 120_000);
});
