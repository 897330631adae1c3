import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { decryptField } from '../../services/field-crypto';
import { openDatabase, type Db } from '../client';
import { appMeta } from '../schema';
import { seedDemoCatalogue } from './index';

/** Every non-null value of every `*_encrypted` column of the database. */
async function encryptedValues(db: Db): Promise<Array<{ column: string; value: string }>> {
  const rowsOf = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: T[] };
  const { rows: columns } = await rowsOf<{ table_name: string; column_name: string }>(
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name LIKE '%\_encrypted' ORDER BY table_name, column_name`,
  );
  const out: Array<{ column: string; value: string }> = [];
  for (const c of columns) {
    const { rows } = await rowsOf<{ v: string }>(
      sql`SELECT ${sql.identifier(c.column_name)} AS v FROM ${sql.identifier(c.table_name)}
          WHERE ${sql.identifier(c.column_name)} IS NOT NULL`,
    );
    for (const { v } of rows) out.push({ column: `${c.table_name}.${c.column_name}`, value: v });
  }
  return out;
}

describe('the seeded template', () => {
  it('gives a new database the demo catalogue with every encrypted value under its own key', async () => {
    const first = await openDatabase({ dataDir: 'memory', seedDemo: true });
    let markersWhileSaving: string[] = [];
    try {
      const seeded = await seedDemoCatalogue(first.db, {
        encryptionKey: randomBytes(32),
        saveTemplate: async () => {
          markersWhileSaving = (await first.db.select({ key: appMeta.key }).from(appMeta)).map((m) => m.key);
          await first.saveSeededTemplate?.();
        },
      });
      expect(seeded.seeded).toBe(true);
      // When the seed ran in full (no seeded template yet), the template kept the re-key marker...
      if (!seeded.fromTemplate) expect(markersWhileSaving).toContain('demo_seed_rekey');
      // ...and the database that made it did not.
      const markers = (await first.db.select({ key: appMeta.key }).from(appMeta)).map((m) => m.key);
      expect(markers).not.toContain('demo_seed_rekey');
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir: 'memory', seedDemo: true });
    try {
      expect(second.timings).toHaveProperty('open_from_seeded_template');
      const key = randomBytes(32);
      expect(await seedDemoCatalogue(second.db, { encryptionKey: key })).toEqual({ seeded: true, fromTemplate: true });
      const values = await encryptedValues(second.db);
      expect(new Set(values.map((v) => v.column)).size).toBeGreaterThanOrEqual(4);
      for (const { column, value } of values) expect(() => decryptField(value, key), column).not.toThrow();
      expect(await seedDemoCatalogue(second.db, { encryptionKey: key })).toEqual({ seeded: false });
    } finally {
      await second.close();
    }
  }, 120_000);
});
