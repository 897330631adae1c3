import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { agents, rateLimitAttempts } from '../../server/db/schema';

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

describe('rep and group administrator sign-in', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());
  afterEach(async () => {
    delete process.env.RATE_LIMIT_SIGN_IN;
    delete process.env.RATE_LIMIT_SIGN_IN_ACCOUNT;
    await app.db.delete(rateLimitAttempts);
  });

  const post = (url: string, payload: unknown, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, remoteAddress: ip });

  it('signs the demo rep in with a signed-in rep session', async () => {
    const res = await post('/rep-sign-in', { email: 'Jordan.Avery@example.com', password: 'demo-rep-pass' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const [jordan] = await app.db.select().from(agents).where(eq(agents.agentCode, 'AG1001'));
    expect(data).toMatchObject({ kind: 'rep', name: 'Jordan Avery', agent_id: jordan!.id, group_id: null });
    expect(claimsOf(data.token)).toMatchObject({ kind: 'rep', agent_id: jordan!.id, signed_in: true });
    expect(JSON.stringify(data)).not.toContain('demo-rep-pass');
  });

  it('signs the demo group administrator in with a signed-in group session', async () => {
    const res = await post('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' });
    expect(res.json().data).toMatchObject({ kind: 'group', name: 'Acme Manufacturing', group_id: 2001 });
    expect(claimsOf(res.json().data.token)).toMatchObject({ kind: 'group', group_id: 2001, signed_in: true });
  });

  it('answers the identical 401 envelope for an unknown e-mail and a wrong password', async () => {
    for (const path of ['/rep-sign-in', '/group-sign-in']) {
      const unknown = await post(path, { email: 'nobody@example.com', password: 'demo-rep-pass' });
      const wrong = await post(path, {
        email: path === '/rep-sign-in' ? 'jordan.avery@example.com' : 'hr@acme.example.com',
        password: 'wrong-pass',
      });
      expect(unknown.statusCode).toBe(401);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
      expect(unknown.json()).toMatchObject({ status: 'error', statusCode: 401, data: [{ target_element: 'email' }] });
    }
  });

  it("does not accept a rep's password at the group sign-in or the other way round", async () => {
    expect(
      (await post('/group-sign-in', { email: 'jordan.avery@example.com', password: 'demo-rep-pass' })).statusCode,
    ).toBe(401);
    expect((await post('/rep-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' })).statusCode).toBe(
      401,
    );
  });

  it('refuses missing fields naming them and drops unknown fields', async () => {
    const missing = await post('/rep-sign-in', { email: 'jordan.avery@example.com' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data[0]).toEqual({ target_element: 'password', error_message: 'Field is required' });
    const noEmail = await post('/group-sign-in', { password: 'x' });
    expect(noEmail.json().data[0].target_element).toBe('email');
    const extra = await post('/rep-sign-in', {
      email: 'jordan.avery@example.com',
      password: 'demo-rep-pass',
      signed_in: true,
      agent_id: 1,
    });
    expect(extra.statusCode).toBe(200);
  });

  it('answers 429 after too many sign-in attempts from one address, even with the right password', async () => {
    process.env.RATE_LIMIT_SIGN_IN = '3/900';
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/rep-sign-in', { email: 'jordan.avery@example.com', password: `guess-${i}` }, '10.1.1.1'))
          .statusCode,
      ).toBe(401);
    const blocked = await post(
      '/rep-sign-in',
      { email: 'jordan.avery@example.com', password: 'demo-rep-pass' },
      '10.1.1.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', statusCode: 429, data: [{ target_element: 'email' }] });
    expect(
      (await post('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' }, '10.1.1.1'))
        .statusCode,
    ).toBe(429);
    expect(
      (await post('/rep-sign-in', { email: 'jordan.avery@example.com', password: 'demo-rep-pass' }, '10.1.1.2'))
        .statusCode,
    ).toBe(200);
  });

  it('limits guesses per account too, so one address behind a NAT does not lock everyone out', async () => {
    // Three wrong passwords (the account's limit here) for one account from an office's one address.
    process.env.RATE_LIMIT_SIGN_IN_ACCOUNT = '3/900';
    for (let i = 0; i < 3; i++)
      expect(
        (await post('/rep-sign-in', { email: 'jordan.avery@example.com', password: `guess-${i}` }, '10.2.2.2'))
          .statusCode,
      ).toBe(401);
    // The account is limited wherever the next guess comes from (case and spaces do not make another account)...
    const elsewhere = await post(
      '/rep-sign-in',
      { email: ' Jordan.Avery@Example.com', password: 'guess-3' },
      '10.3.3.3',
    );
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toMatchObject({ status: 'error', statusCode: 429, data: [{ target_element: 'email' }] });
    // ...while another person behind the same address signs in.
    expect(
      (await post('/group-sign-in', { email: 'hr@acme.example.com', password: 'demo-group-pass' }, '10.2.2.2'))
        .statusCode,
    ).toBe(200);
    const staff = await post(
      '/admin/sign-in',
      { email: 'staff@openenroll.example', password: 'demo-staff-pass' },
      '10.2.2.2',
    );
    expect(staff.statusCode).toBe(200);
  });
});
