import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { OPEN_SESSION } from '../helpers/wizard';
import { plans, rateLimitAttempts, staffUsers } from '../../server/db/schema';
import { callerScopes, scopeAllowed, type AdminCaller } from '../../server/routes/wizard/admin-guard';
import { signStaffToken, STAFF_TOKEN_TTL_SECONDS, verifyStaffToken } from '../../server/services/staff-auth';

const ADMIN = 'admin-token-for-staff-tests-0123456789';
const STAFF = { email: 'staff@openenroll.example', password: 'demo-staff-pass' };
const SUNFIELD = { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' };
const SFS = 11;

describe('staff sign-in and the admin guard', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ adminToken: ADMIN });
  });
  afterAll(async () => app.close());
  afterEach(async () => {
    delete process.env.RATE_LIMIT_SIGN_IN;
    await app.db.delete(rateLimitAttempts);
  });

  const signIn = (payload: object, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload, remoteAddress: ip });
  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenOf = async (who: object) => (await signIn(who)).json().data.token as string;

  it('signs the demo staff and the carrier admin in, with who they are and no password in the answer', async () => {
    const staff = await signIn({ email: 'Staff@OpenEnroll.example', password: STAFF.password });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data.staff).toEqual({
      email: STAFF.email,
      name: 'Robin Staff',
      role: 'staff',
      carrier_id: null,
      carrier_name: null,
    });
    const carrier = await signIn(SUNFIELD);
    expect(carrier.json().data.staff).toMatchObject({
      email: SUNFIELD.email,
      role: 'carrier_admin',
      carrier_id: SFS,
      carrier_name: 'Sunfield Supplemental Insurance',
    });
    const expires = Date.parse(carrier.json().data.expires_at);
    expect(expires - Date.now()).toBeGreaterThan((STAFF_TOKEN_TTL_SECONDS - 60) * 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(STAFF_TOKEN_TTL_SECONDS * 1000);
    expect(JSON.stringify(carrier.json())).not.toContain(SUNFIELD.password);
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, SUNFIELD.email));
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  });

  it('answers the identical 401 envelope for an unknown e-mail and a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@openenroll.example', password: STAFF.password });
    const wrong = await signIn({ email: STAFF.email, password: 'wrong-pass' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toMatchObject({
      status: 'error',
      data: [{ target_element: 'email', error_message: 'The e-mail address or password is not correct.' }],
    });
    // A rep's and a group administrator's credentials are not staff credentials.
    expect((await signIn({ email: 'jordan.avery@example.com', password: 'demo-rep-pass' })).statusCode).toBe(401);
  });

  it('is rate-limited per address like the other sign-ins, and a right password does not count', async () => {
    process.env.RATE_LIMIT_SIGN_IN = '3/900';
    for (let i = 0; i < 3; i++) expect((await signIn(STAFF, '10.9.0.1')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++)
      expect((await signIn({ ...STAFF, password: 'guess' }, '10.9.0.1')).statusCode).toBe(401);
    const limited = await signIn(STAFF, '10.9.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().data[0].target_element).toBe('email');
    expect((await signIn(STAFF, '10.9.0.2')).statusCode).toBe(200);
  });

  it('a staff token opens the admin API, and /admin/me answers who and which plans', async () => {
    const staff = await tokenOf(STAFF);
    expect((await get('/admin/form-field-rules', staff)).statusCode).toBe(200);
    expect((await get('/admin/me', staff)).json().data).toMatchObject({ staff: { role: 'staff' }, plan_ids: null });
    const me = (await get('/admin/me', await tokenOf(SUNFIELD))).json().data;
    expect(me.staff).toMatchObject({ role: 'carrier_admin', carrier_id: SFS });
    expect(me.plan_ids).toEqual(expect.arrayContaining([171, 191, 201]));
    // The console names plans: a carrier admin's own, every plan for staff.
    const names = me.plans as Array<{ id: number; name: string }>;
    expect(names.map((p) => p.id).sort((a, b) => a - b)).toEqual(me.plan_ids);
    expect(names.every((p) => p.name.trim().length > 0)).toBe(true);
    const all = (await get('/admin/me', staff)).json().data.plans as Array<{ id: number }>;
    expect(all.length).toBeGreaterThan(names.length);
    // The ADMIN_TOKEN still works for automation, but is nobody to /admin/me.
    expect((await get('/admin/form-field-rules', ADMIN)).statusCode).toBe(200);
    expect((await get('/admin/me', ADMIN)).statusCode).toBe(401);
  });

  it('refuses a shopper session at the admin API and a staff token at the storefront API', async () => {
    const shopper = app.issueSession({ ...OPEN_SESSION, signed_in: true });
    expect((await get('/admin/form-field-rules', shopper)).statusCode).toBe(401);
    expect((await get('/admin/me', shopper)).statusCode).toBe(401);
    const staff = await tokenOf(STAFF);
    const storefront = await get('/get-agent-members', staff);
    expect(storefront.statusCode).toBe(403);
  });

  it('refuses forged, tampered, expired and removed staff tokens with 401', async () => {
    const token = await tokenOf(SUNFIELD);
    const [prefix, payload, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'staff', carrier_id: null })).toString('base64url');
    expect((await get('/admin/form-field-rules', `${prefix}.${promoted}.${sig}`)).statusCode).toBe(401);
    const otherSecret = signStaffToken(
      { id: claims.sub, email: SUNFIELD.email, name: 'x', role: 'staff', carrierId: null },
      Buffer.alloc(32, 7),
    ).token;
    expect((await get('/admin/form-field-rules', otherSecret)).statusCode).toBe(401);
    const expired = signStaffToken(
      { id: claims.sub, email: SUNFIELD.email, name: 'Sunfield Admin', role: 'carrier_admin', carrierId: SFS },
      app.config.sessionSecret,
      Date.now() - (STAFF_TOKEN_TTL_SECONDS + 1) * 1000,
    ).token;
    expect(verifyStaffToken(expired, app.config.sessionSecret)).toBeNull();
    const res = await get('/admin/form-field-rules', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().data.message).toBe('Your staff session has ended. Please sign in again.');

    // A staff member removed (or whose role changed) loses access at once, before the token expires.
    const ghost = signStaffToken(
      { id: 999_999, email: 'ghost@openenroll.example', name: 'Ghost', role: 'staff', carrierId: null },
      app.config.sessionSecret,
    ).token;
    expect((await get('/admin/form-field-rules', ghost)).statusCode).toBe(401);
    const changed = signStaffToken(
      { id: claims.sub, email: SUNFIELD.email, name: 'Sunfield Admin', role: 'carrier_admin', carrierId: 1 },
      app.config.sessionSecret,
    ).token;
    expect((await get('/admin/form-field-rules', changed)).statusCode).toBe(401);
  });

  it('callerScopes gives a carrier admin their carrier and its plans, and everyone else every scope', async () => {
    const sunfield = (await get('/admin/me', await tokenOf(SUNFIELD))).json().data.staff;
    const [row] = await app.db.select().from(staffUsers).where(eq(staffUsers.email, SUNFIELD.email));
    const caller: AdminCaller = {
      kind: 'staff',
      staff: { id: row!.id, email: sunfield.email, name: sunfield.name, role: 'carrier_admin', carrierId: SFS },
    };
    const scopes = await callerScopes(app, caller);
    const sunfieldPlans = (await app.db.select({ id: plans.id }).from(plans).where(eq(plans.carrierId, SFS)))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    expect(scopes).toEqual({ kind: 'carrier', carrierId: SFS, planIds: sunfieldPlans });
    expect(scopeAllowed(scopes, 'carrier', SFS)).toBe(true);
    expect(scopeAllowed(scopes, 'plan', 191)).toBe(true);
    expect(scopeAllowed(scopes, 'carrier', 1)).toBe(false);
    expect(scopeAllowed(scopes, 'plan', 101)).toBe(false);
    expect(scopeAllowed(scopes, 'default', null)).toBe(false);
    expect(scopeAllowed(scopes, 'group', 2001)).toBe(false);

    expect(await callerScopes(app, { kind: 'token' })).toEqual({ kind: 'all' });
    expect(
      await callerScopes(app, { kind: 'staff', staff: { ...caller.staff, role: 'staff', carrierId: null } }),
    ).toEqual({ kind: 'all' });
    expect(scopeAllowed({ kind: 'all' }, 'default', null)).toBe(true);
  });

  it('staff tokens work without an ADMIN_TOKEN configured, while other callers still get 404', async () => {
    const plain = await buildTestApp({ adminToken: undefined });
    try {
      const token = (await plain.inject({ method: 'POST', url: '/api/v1/admin/sign-in', payload: STAFF })).json().data
        .token as string;
      const headers = (t: string) => ({ authorization: `Bearer ${t}` });
      expect(
        (await plain.inject({ method: 'GET', url: '/api/v1/admin/form-field-rules', headers: headers(token) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await plain.inject({ method: 'GET', url: '/api/v1/admin/form-field-rules', headers: headers('anything') }))
          .statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
