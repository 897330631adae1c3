import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, groupAdmins, staffUsers } from '../../server/db/schema';
import { hashPassword, verifyPassword } from '../../server/services/passwords';
import { buildTestApp } from '../helpers/build-app';

/**
 * Passwords stored at the old scrypt cost (N=2^14) are stored again at OWASP's (N=2^17) when their
 * owner signs in (issue 26, item 18): the rep's, the group administrator's and staff's.
 */

const OLD_COST = { N: 2 ** 14, r: 8, p: 1 };
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const signIn = (url: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload: { email, password } });

describe('a password hashed at the old cost', () => {
  it("is hashed again at N=2^17 at the rep's, the group administrator's and staff's sign-in", async () => {
    const cases = [
      {
        url: '/rep-sign-in',
        email: 'jordan.avery@example.com',
        password: 'demo-rep-pass',
        set: (h: string) => app.db.update(agents).set({ passwordHash: h }).where(eq(agents.agentCode, 'AG1001')),
        read: async () =>
          (await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001')))[0]?.passwordHash ?? '',
      },
      {
        url: '/group-sign-in',
        email: 'hr@acme.example.com',
        password: 'demo-group-pass',
        set: (h: string) =>
          app.db.update(groupAdmins).set({ passwordHash: h }).where(eq(groupAdmins.email, 'hr@acme.example.com')),
        read: async () =>
          (await app.db.select().from(groupAdmins).where(eq(groupAdmins.email, 'hr@acme.example.com')))[0]
            ?.passwordHash ?? '',
      },
      {
        url: '/admin/sign-in',
        email: 'staff@openenroll.example',
        password: 'demo-staff-pass',
        set: (h: string) =>
          app.db.update(staffUsers).set({ passwordHash: h }).where(eq(staffUsers.email, 'staff@openenroll.example')),
        read: async () =>
          (await app.db.select().from(staffUsers).where(eq(staffUsers.email, 'staff@openenroll.example')))[0]
            ?.passwordHash ?? '',
      },
    ];
    for (const c of cases) {
      await c.set(await hashPassword(c.password, OLD_COST));
      expect((await c.read()).startsWith('scrypt$16384$'), c.url).toBe(true);
      const res = await signIn(c.url, c.email, c.password);
      expect(res.statusCode, res.body).toBe(200);
      const stored = await c.read();
      expect(stored, c.url).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(c.password, stored)).toBe(true);
      // A wrong password changes nothing.
      expect((await signIn(c.url, c.email, 'wrong-password')).statusCode).toBe(401);
      expect(await c.read()).toBe(stored);
    }
  }, 60_000);
});
