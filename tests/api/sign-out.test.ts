import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { seedDemoCatalogue } from '../../server/db/seed';
import { freshPostgresDatabase } from '../helpers/build-app';

/**
 * Issue 26, item 15: signing out ends the session on the server. A rep's, a group administrator's
 * and a staff member's token answer 401 once signed out (re-signed copies too), staff can end every
 * session of an account (a lost token), and a second API process over the same database refuses
 * the token as well, within the stated bound (services/session-revocations.ts: at once by NOTIFY,
 * 1 s at the latest).
 */

const REP = { email: 'jordan.avery@example.com', password: 'demo-rep-pass' };
const GROUP = { email: 'hr@acme.example.com', password: 'demo-group-pass' };
const STAFF = { email: 'staff@openenroll.example', password: 'demo-staff-pass' };

let app: FastifyInstance;
/** A second API process over the same database (its own revocation list, caches and LISTEN). */
let other: FastifyInstance;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  const config = loadConfig({}, { dataDir: 'memory', logLevel: 'silent', staticDir: '/nonexistent' });
  const databaseUrl = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL)
    : undefined;
  const first = await openDatabase({ dataDir: 'memory', databaseUrl, seedDemo: true });
  handles.push(first);
  await seedDemoCatalogue(first.db, { encryptionKey: config.encryptionKey, saveTemplate: first.saveSeededTemplate });
  // On PostgreSQL a second pool and LISTEN connection, as another process has; on PGlite the one
  // embedded database (it serves one process), with the second app's own caches.
  const second = databaseUrl
    ? await openDatabase({ dataDir: 'memory', databaseUrl })
    : { ...first, close: async () => {} };
  handles.push(second);
  app = await buildApp({ config: { ...config, databaseUrl }, database: first });
  other = await buildApp({ config: { ...config, databaseUrl }, database: second });
});
afterAll(async () => {
  await other?.close();
  await app?.close();
});

const call = (target: FastifyInstance, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  target.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function signIn(kind: 'rep' | 'group' | 'staff'): Promise<string> {
  const path = kind === 'staff' ? '/admin/sign-in' : `/${kind}-sign-in`;
  const res = await call(app, 'POST', path, undefined, kind === 'rep' ? REP : kind === 'group' ? GROUP : STAFF);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const members = { rep: '/get-agent-members', group: '/get-group-users' } as const;

describe('sign-out ends the session on the server', () => {
  for (const kind of ['rep', 'group'] as const) {
    it(`a ${kind} sign-in answers 401 after POST /sign-out, its re-signed copy too, in both processes`, async () => {
      const token = await signIn(kind);
      // A re-signed copy (the age toggle) carries the same token id.
      const resigned = (await call(app, 'POST', '/set-age-scope', token, { over65: true })).json().data.token as string;
      for (const t of [token, resigned])
        for (const target of [app, other]) expect((await call(target, 'GET', members[kind], t)).statusCode).toBe(200);

      const out = await call(app, 'POST', '/sign-out', token, {});
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().data).toEqual({ signed_out: true, everywhere: false });

      for (const t of [token, resigned]) {
        const res = await call(app, 'GET', members[kind], t);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: 'error', statusCode: 401, data: { message: expect.any(String) } });
      }
      // The other process: at once by notification, and within the 1 s bound whatever happens to it.
      const deadline = Date.now() + 1500;
      let status = 0;
      while (Date.now() < deadline && (status = (await call(other, 'GET', members[kind], token)).statusCode) !== 401)
        await new Promise((r) => setTimeout(r, 50));
      expect(status).toBe(401);
      // A new sign-in works again.
      expect((await call(other, 'GET', members[kind], await signIn(kind))).statusCode).toBe(200);
    });
  }

  it('a staff token answers 401 after POST /admin/sign-out', async () => {
    const token = await signIn('staff');
    expect((await call(app, 'GET', '/admin/me', token)).statusCode).toBe(200);
    expect((await call(app, 'POST', '/admin/sign-out', token, {})).statusCode).toBe(200);
    for (const target of [app, other]) {
      const deadline = Date.now() + 1500;
      let res = await call(target, 'GET', '/admin/me', token);
      while (res.statusCode !== 401 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        res = await call(target, 'GET', '/admin/me', token);
      }
      expect(res.statusCode).toBe(401);
    }
    expect((await call(app, 'GET', '/admin/me', await signIn('staff'))).statusCode).toBe(200);
  });

  it("a lost token: staff end every session of the rep's account; the rep signs in again", async () => {
    const [a, b] = [await signIn('rep'), await signIn('rep')];
    const staff = await signIn('staff');
    const res = await call(app, 'POST', '/admin/revoke-sessions', staff, { kind: 'rep', email: REP.email });
    expect(res.statusCode, res.body).toBe(200);
    for (const t of [a, b]) expect((await call(app, 'GET', members.rep, t)).statusCode).toBe(401);
    // Sessions signed in after the revocation (the next second on) work.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await call(app, 'GET', members.rep, await signIn('rep'))).statusCode).toBe(200);
    // Only staff may revoke; an unknown account is named.
    const rep = await signIn('rep');
    expect((await call(app, 'POST', '/admin/revoke-sessions', rep, { kind: 'rep', email: REP.email })).statusCode).toBe(
      404,
    );
    expect(
      (await call(app, 'POST', '/admin/revoke-sessions', staff, { kind: 'group_admin', email: 'nobody@example.com' }))
        .statusCode,
    ).toBe(404);
  });

  it('sign out everywhere ends the other sessions of the same account, not other accounts', async () => {
    const [here, there] = [await signIn('group'), await signIn('group')];
    const rep = await signIn('rep');
    const out = await call(app, 'POST', '/sign-out', here, { everywhere: true });
    expect(out.json().data).toEqual({ signed_out: true, everywhere: true });
    expect((await call(app, 'GET', members.group, there)).statusCode).toBe(401);
    expect((await call(app, 'GET', members.rep, rep)).statusCode).toBe(200);
  });
});
