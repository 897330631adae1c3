import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../schema';
import type { SeedContext } from './context';
import { seedSitesAndPeople } from './sites-and-people';
import { seedThemes } from './themes';
import { seedCatalogue } from './catalogue';
import { seedQuestions } from './questions';
import { seedOptions } from './options';
import { seedFormRules } from './form-rules';
import { rekeyMemberSecrets, seedMembers } from './members';
import { seedStaff } from './staff';
import { seedCarrierProfiles } from './carrier-profiles';
import { seedBenefits } from './benefits';

export const DEMO_SEED_KEY = 'demo_seed_version';
export const DEMO_SEED_VERSION = '1';

/**
 * Present only in a database made from the seeded template (pglite-template.ts): its encrypted
 * demo values are under the key of the data directory that made the template, and the seed
 * re-encrypts them with this database's key before anything reads them.
 */
const DEMO_REKEY_KEY = 'demo_seed_rekey';

// Any constant works; it only has to be the same for every process that may seed this database.
const SEED_LOCK_ID = 720_431_001;

export interface SeedOptions {
  encryptionKey: Buffer;
  /**
   * Keeps the freshly seeded database as the seeded template (DatabaseHandle.saveSeededTemplate);
   * called once after a full seed, with the re-key marker still in the database.
   */
  saveTemplate?: (() => Promise<void>) | undefined;
}

/**
 * Seeds the demo catalogue (demo-data.md) on first start; later starts find the marker and do
 * nothing. One transaction holds everything, and an advisory lock makes two processes starting
 * together on one PostgreSQL seed once instead of colliding on the fixed ids. A database opened
 * from the seeded template already holds the catalogue: the seed only re-keys its encrypted
 * values (`fromTemplate`).
 */
export async function seedDemoCatalogue(
  db: Db,
  opts: SeedOptions,
): Promise<{ seeded: boolean; fromTemplate?: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const markers = await tx
      .select({ key: appMeta.key })
      .from(appMeta)
      .where(inArray(appMeta.key, [DEMO_SEED_KEY, DEMO_REKEY_KEY]));
    const ctx: SeedContext = { tx, encryptionKey: opts.encryptionKey };
    if (markers.some((m) => m.key === DEMO_SEED_KEY)) {
      if (!markers.some((m) => m.key === DEMO_REKEY_KEY)) return 'present';
      await rekeyMemberSecrets(ctx);
      await tx.delete(appMeta).where(eq(appMeta.key, DEMO_REKEY_KEY));
      return 'rekeyed';
    }
    await seedSitesAndPeople(ctx);
    await seedThemes(ctx);
    await seedCatalogue(ctx);
    await seedBenefits(ctx);
    await seedQuestions(ctx);
    await seedOptions(ctx);
    await seedFormRules(ctx);
    await seedMembers(ctx);
    await seedStaff(ctx);
    await seedCarrierProfiles(ctx);
    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION });
    if (opts.saveTemplate) await tx.insert(appMeta).values({ key: DEMO_REKEY_KEY, value: DEMO_SEED_VERSION });
    return 'seeded';
  });
  if (outcome === 'seeded' && opts.saveTemplate) {
    try {
      await opts.saveTemplate();
    } catch {
      // A cache only: the next new database seeds in full again.
    } finally {
      await db.delete(appMeta).where(eq(appMeta.key, DEMO_REKEY_KEY));
    }
  }
  if (outcome === 'present') return { seeded: false };
  return outcome === 'rekeyed' ? { seeded: true, fromTemplate: true } : { seeded: true };
}
