import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appMeta } from '../schema';
import type { SeedContext } from './context';
import { seedSitesAndPeople } from './sites-and-people';
import { seedThemes } from './themes';
import { seedCatalogue } from './catalogue';
import { seedPricing } from './pricing';
import { seedQuestions } from './questions';
import { seedOptions } from './options';
import { seedFormRules } from './form-rules';
import { seedMembers } from './members';
import { seedStaff } from './staff';
import { seedCartRules } from './cart-rules';

export const DEMO_SEED_KEY = 'demo_seed_version';
export const DEMO_SEED_VERSION = '1';

// Any constant works; it only has to be the same for every process that may seed this database.
const SEED_LOCK_ID = 720_431_001;

/**
 * Seeds the demo catalogue (demo-data.md) on first start; later starts find the marker and do
 * nothing. One transaction holds everything, and an advisory lock makes two processes starting
 * together on one PostgreSQL seed once instead of colliding on the fixed ids.
 */
export async function seedDemoCatalogue(db: Db, opts: { encryptionKey: Buffer }): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const marker = await tx.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, DEMO_SEED_KEY));
    if (marker.length > 0) return { seeded: false };
    const ctx: SeedContext = { tx, encryptionKey: opts.encryptionKey };
    await seedSitesAndPeople(ctx);
    await seedThemes(ctx);
    await seedCatalogue(ctx);
    await seedCartRules(ctx);
    await seedPricing(ctx);
    await seedQuestions(ctx);
    await seedOptions(ctx);
    await seedFormRules(ctx);
    await seedMembers(ctx);
    await seedStaff(ctx);
    await tx.insert(appMeta).values({ key: DEMO_SEED_KEY, value: DEMO_SEED_VERSION });
    return { seeded: true };
  });
}
