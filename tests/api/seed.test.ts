import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { seedDemoCatalogue } from '../../server/db/seed';
import { agents, carriers, groups, members, memberBankAccounts, plans, siteTheme } from '../../server/db/schema';
import { decryptField, isEncryptedField } from '../../server/services/field-crypto';

/** Raw rows of a query: PGlite and node-postgres both answer `{ rows }`. */
async function rowsOf<T>(app: FastifyInstance, query: SQL): Promise<T[]> {
  return ((await app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('the demo seed', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await rowsOf<{ table_name: string }>(
      app,
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = await rowsOf<{ n: number }>(app, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)}`);
      counts[table_name] = Number(row!.n);
    }
    return counts;
  }

  it('runs once: a second and third call change nothing and say so', async () => {
    const before = await rowCounts();
    expect(before.plans).toBeGreaterThan(30);
    expect(before.plan_pricing).toBeGreaterThan(500);
    expect(await seedDemoCatalogue(app.db, { encryptionKey: app.config.encryptionKey })).toEqual({ seeded: false });
    expect(await seedDemoCatalogue(app.db, { encryptionKey: app.config.encryptionKey })).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
  });

  it('seeds an empty database, then recognises its own marker', async () => {
    const fresh = await buildTestApp({}, { seed: false });
    try {
      const key = fresh.config.encryptionKey;
      expect(await seedDemoCatalogue(fresh.db, { encryptionKey: key })).toEqual({ seeded: true });
      expect(await seedDemoCatalogue(fresh.db, { encryptionKey: key })).toEqual({ seeded: false });
      const [row] = await rowsOf<{ n: number }>(fresh, sql`SELECT count(*)::int AS n FROM members`);
      expect(Number(row!.n)).toBe((await app.db.select().from(members)).length);
    } finally {
      await fresh.close();
    }
  });

  it('stores member SSNs encrypted, never as digits', async () => {
    const rows = await rowsOf<{ user_id: string; ssn_encrypted: string }>(
      app,
      sql`SELECT user_id, ssn_encrypted FROM members`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const { user_id, ssn_encrypted } of rows) {
      const ssn = decryptField(ssn_encrypted, app.config.encryptionKey);
      expect(ssn, user_id).toMatch(/^\d{9}$/);
      expect(isEncryptedField(ssn_encrypted)).toBe(true);
      expect(ssn_encrypted).not.toContain(ssn);
      expect(ssn_encrypted).not.toContain(ssn.slice(-4));
    }
    const all = rows.map((r) => r.ssn_encrypted).join(' ');
    expect(all).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
  });

  it('stores bank account numbers encrypted with only the last four in clear', async () => {
    const accounts = await app.db.select().from(memberBankAccounts);
    expect(accounts.length).toBeGreaterThan(0);
    for (const a of accounts) {
      const number = decryptField(a.accountNumberEncrypted, app.config.encryptionKey);
      expect(a.accountNumberEncrypted).not.toContain(number);
      expect(number.endsWith(a.accountLast4)).toBe(true);
    }
  });

  it('keeps passwords and enroller codes only as scrypt hashes', async () => {
    const hashes = await rowsOf<{ h: string }>(
      app,
      sql`SELECT password_hash AS h FROM agents WHERE password_hash IS NOT NULL UNION ALL SELECT password_hash FROM group_admins UNION ALL SELECT code_hash FROM enroller_codes`,
    );
    expect(hashes.length).toBe(4); // Jordan Avery, the Acme administrator, ENR2556, ENR2512
    for (const { h } of hashes) {
      expect(h.startsWith('scrypt$')).toBe(true);
      expect(h).not.toMatch(/demo-|ENR\d/);
    }
  });

  it('refers only to image files that exist under public/', async () => {
    const urls = new Set<string>();
    const add = (...values: (string | null)[]) => {
      for (const v of values) if (v?.startsWith('/img/')) urls.add(v);
    };
    for (const a of await app.db.select({ logo: agents.logo, image: agents.image }).from(agents)) add(a.logo, a.image);
    for (const g of await app.db.select({ logo: groups.logo, image: groups.image }).from(groups)) add(g.logo, g.image);
    for (const c of await app.db.select({ logo: carriers.logo }).from(carriers)) add(c.logo);
    for (const p of await app.db.select({ logo: plans.logo }).from(plans)) add(p.logo);
    for (const t of await app.db.select({ value: siteTheme.value }).from(siteTheme)) add(t.value);
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) expect(existsSync(path.join('public', url)), url).toBe(true);
  });
});
