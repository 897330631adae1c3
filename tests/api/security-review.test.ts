import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { enrollments, screenshots } from '../../server/db/schema';
import { readScreenshots } from '../../server/repositories/screenshots';
import { listOutbox } from '../../server/services/mail';
import { SAVE_CODE_IN_MAIL } from '../helpers/save-code-mail';
import { signSession, verifySession } from '../../server/services/session-token';
import { buildTestApp, logInto } from '../helpers/build-app';
import { completableEnrollment, CONTACT } from '../helpers/review';
import { enrollmentWithCart, wizardClient } from '../helpers/wizard';

/**
 * The security review's numbered points that live outside the masking and outbox
 * modules, each checked through the routes as an attacker would try it.
 */

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let app: FastifyInstance;
const logLines: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({ logLevel: 'info' }, { logStream: logInto(logLines) });
});
afterAll(async () => app.close());

const inject = (method: 'GET' | 'POST', url: string, token?: string, payload?: object, remoteAddress = '127.0.0.1') =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    payload,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A rep storefront's visitor (access code AG1001) who starts an enrollment through the route. */
async function repVisitorEnrollment(): Promise<{ token: string; id: string }> {
  const rep = (await inject('GET', '/validate-agent?agent_code=AG1001')).json().data;
  const res = await inject('POST', '/add-filter-for-new-user', rep.token, {
    zip: '30301',
    dob: '05/05/1990',
    gender: '1',
    tier: 'IO',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().data.token, id: res.json().data.temp_enrollment_id };
}

describe('5. an enrollment belongs to exactly the storefront that created it', () => {
  it("a group storefront with the same rep behind it cannot open the rep storefront's enrollment", async () => {
    const { token, id } = await repVisitorEnrollment();
    const group = (await inject('GET', '/validate-group?group_code=GRP2001')).json().data;
    expect(group.agent_id).toBe(verifySession(token, app.config.sessionSecret)?.agent_id);
    for (const column of ['primary_info', 'filter_info', 'type']) {
      expect(
        (await inject('GET', `/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`, group.token)).statusCode,
      ).toBe(404);
    }
    expect((await inject('GET', `/get-form-fields-personal-info?enrollment_id=${id}`, group.token)).statusCode).toBe(
      404,
    );
    // Its own storefront still opens it.
    expect((await inject('GET', `/get-enrollment-temp-info?enrollment_id=${id}&column=type`, token)).statusCode).toBe(
      200,
    );
  });

  it('the session that started an enrollment carries it (enr); a resumed one comes back to the same storefront', async () => {
    const { token, id } = await repVisitorEnrollment();
    expect(verifySession(token, app.config.sessionSecret)).toMatchObject({
      kind: 'rep',
      agent_id: 1001,
      group_id: null,
      enr: id,
    });
    const [row] = await app.db
      .select({ storefront: enrollments.storefront })
      .from(enrollments)
      .where(eq(enrollments.id, id));
    expect(row?.storefront).toMatch(/^rep:1001:-:\d+$/);
  });
});

describe('4. a locked resume tells nothing, and locks one enrollment only', () => {
  async function savedFor(email: string): Promise<{ id: string; code: string }> {
    const { token, id } = await repVisitorEnrollment();
    await inject('POST', '/save-enrollment', token, {
      enrollment_id: id,
      email,
      tab: 'contact_info',
      data: { city: 'Atlanta' },
    });
    const code = SAVE_CODE_IN_MAIL.exec((await listOutbox(app.db)).find((m) => m.to === email)?.text ?? '')?.[1];
    if (!code) throw new Error('no code');
    return { id, code };
  }
  let ip = 0;
  const resume = (body: object) => inject('POST', '/continue-enrollment', undefined, body, `10.77.0.${++ip}`);

  it('after 5 wrong tries the right and a wrong code answer the same', async () => {
    const { code } = await savedFor('locked@mail.com');
    const wrong = `${code.slice(0, 5)}${code.slice(5).replace(/[0-9A-Z]/g, (c) => (c === '0' ? '1' : '0'))}`;
    for (let i = 0; i < 5; i++) expect((await resume({ code: wrong, email: 'locked@mail.com' })).statusCode).toBe(400);
    const right = await resume({ code, email: 'locked@mail.com' });
    const another = await resume({ code: wrong, email: 'locked@mail.com' });
    expect([right.statusCode, right.body]).toEqual([another.statusCode, another.body]);
  });

  it("wrong tries on one enrollment leave the owner's other enrollments open", async () => {
    const first = await savedFor('owner@mail.com');
    const second = await savedFor('owner@mail.com');
    const wrong = `${first.code.slice(0, 5)}${first.code.slice(5).replace(/[0-9A-Z]/g, (c) => (c === '0' ? '1' : '0'))}`;
    for (let i = 0; i < 6; i++) await resume({ code: wrong, email: 'owner@mail.com' });
    // A stranger's random codes (no selector of this e-mail) lock nothing either.
    for (let i = 0; i < 6; i++) await resume({ code: `ZZZZ${i}000000000`.slice(0, 14), email: 'owner@mail.com' });
    const res = await resume({ code: second.code, email: 'owner@mail.com' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result.enrollment_id).toBe(second.id);
    expect(verifySession(res.json().data.token, app.config.sessionSecret)?.enr).toBe(second.id);
  });

  it('the direct-continue link alone gives no proof; its code does', async () => {
    const { id, code } = await savedFor('link@mail.com');
    const link = (await inject('GET', `/direct-continue/${id}`)).json().data;
    expect(verifySession(link.token, app.config.sessionSecret)?.enr).toBeUndefined();
    const proved = await resume({ code, enrollment_id: id });
    expect(proved.statusCode, proved.body).toBe(200);
    expect(verifySession(proved.json().data.token, app.config.sessionSecret)?.enr).toBe(id);
  });
});

describe('7. a session never renews itself', () => {
  it('set-age-scope keeps the expiry of a sign-in issued 11 hours ago', async () => {
    const elevenHoursAgo = Date.now() - 11 * 3600 * 1000;
    const old = signSession(
      { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false, signed_in: true },
      app.config.sessionSecret,
      elevenHoursAgo,
    );
    const exp = verifySession(old, app.config.sessionSecret)!.exp;
    const res = await inject('POST', '/set-age-scope', old, { over65: true });
    expect(res.statusCode, res.body).toBe(200);
    const renewed = verifySession(res.json().data.token, app.config.sessionSecret)!;
    expect(renewed).toMatchObject({ signed_in: true, over65: true });
    expect(renewed.exp).toBe(exp);
  });
});

describe('guessing limits count failures only', () => {
  it('25 correct AG1001 validations in a row from one address are all answered; wrong codes still hit the limit', async () => {
    for (let i = 0; i < 25; i++)
      expect(
        (await inject('GET', '/validate-agent?agent_code=AG1001', undefined, undefined, '10.88.0.1')).json().statusCode,
      ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push(
        (await inject('GET', `/validate-agent?agent_code=NOPE${i}`, undefined, undefined, '10.88.0.2')).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('3. screenshots are sealed at rest', () => {
  it('keeps the PNG encrypted and opens it with the key', async () => {
    const token = app.issueSession({ kind: 'open', agent_id: 1001, group_id: null, portal_id: 502, over65: false });
    const id = await enrollmentWithCart(app, [101]);
    expect(
      (await inject('POST', '/save-screenshot', token, { enrollment_id: id, name: 'health_info', image: PNG }))
        .statusCode,
    ).toBe(200);
    const [row] = await app.db.select().from(screenshots).where(eq(screenshots.enrollmentId, id));
    const png = Buffer.from(PNG.slice(PNG.indexOf(',') + 1), 'base64');
    expect(row?.sealed).toBe(true);
    expect(Buffer.from(row!.image).includes(png.subarray(0, 8))).toBe(false);
    expect(await readScreenshots(app.db, id, 'health_info', app.config.encryptionKey)).toEqual([png]);
    const fake = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    expect(
      (await inject('POST', '/save-screenshot', token, { enrollment_id: id, name: 'x', image: fake })).statusCode,
    ).toBe(400);
  });
});

describe('save for later beside a finished step', () => {
  it('an empty save-later of a finished tab keeps its values; the draft shows over them until the step is saved again', async () => {
    const token = app.issueSession({ kind: 'open', agent_id: 1001, group_id: null, portal_id: 502, over65: false });
    const api = wizardClient(app, token);
    const id = await completableEnrollment(app, token);
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'draft@mail.com',
          tab: 'contact_info',
          data: {},
        })
      ).statusCode,
    ).toBe(200);
    const stored = (await app.db.execute(
      sql`select data->>'city' as city, draft from enrollment_steps where enrollment_id = ${id} and tab = 'contact_info'`,
    )) as unknown as { rows: Array<{ city: string; draft: boolean }> };
    expect(stored.rows[0]).toEqual({ city: CONTACT.city, draft: false });
    await api.post('/save-enrollment', {
      enrollment_id: id,
      email: 'draft@mail.com',
      tab: 'contact_info',
      data: { city: 'Marietta' },
    });
    const fields = (await api.get(`/get-form-fields-contact-info?enrollment_id=${id}`)).json().data.result as Array<{
      field_name: string;
      value: unknown;
    }>;
    expect(fields.find((f) => f.field_name === 'city')?.value).toBe('Marietta');
    expect(fields.find((f) => f.field_name === 'address1')?.value).toBe(CONTACT.address1);
    // The pending draft asks for the step to be saved again before completing; the finished values were never lost.
    expect((await api.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(400);
    expect((await api.post('/save-contact-info', { enrollment_id: id, ...CONTACT, city: 'Marietta' })).statusCode).toBe(
      200,
    );
    expect((await api.post('/save-review-info', { enrollment_id: id })).statusCode).toBe(200);
  });
});

describe('6. the log of a whole enrollment holds no enrollment id, code or name', () => {
  it('after starting, saving, saving for later, resuming by link and completing', async () => {
    const { token, id } = await repVisitorEnrollment();
    const api = wizardClient(app, token);
    await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`);
    expect(
      (
        await api.post('/save-enrollment', {
          enrollment_id: id,
          email: 'logged@mail.com',
          tab: 'contact_info',
          data: { city: 'Atlanta' },
        })
      ).statusCode,
    ).toBe(200);
    const code = SAVE_CODE_IN_MAIL.exec(
      (await listOutbox(app.db)).find((m) => m.to === 'logged@mail.com')?.text ?? '',
    )![1]!;
    expect(
      (await inject('POST', '/continue-enrollment', undefined, { code, email: 'logged@mail.com' })).statusCode,
    ).toBe(200);
    await inject('GET', `/direct-continue/${id}`);
    await app.inject({
      method: 'GET',
      url: `/direct-continue/${Buffer.from(id).toString('base64')}/${Buffer.from('contact_info').toString('base64')}`,
    });
    const open = app.issueSession({ kind: 'open', agent_id: 1001, group_id: null, portal_id: 502, over65: false });
    const done = await completableEnrollment(app, open);
    await inject(
      'GET',
      `/get-enrollment-temp-info?enrollment_id=${done}&column=primary_info&user_id=U3001&name=Ana`,
      open,
    );
    expect((await inject('POST', `/save-review-info`, open, { enrollment_id: done })).statusCode).toBe(200);
    const log = logLines.join('');
    expect(log).toContain('/api/v1/get-enrollment-temp-info');
    for (const secret of [
      id,
      done,
      Buffer.from(id).toString('base64'),
      'U3001',
      'Ana',
      code,
      code.replace(/-/g, ''),
      'logged@mail.com',
    ])
      expect(log).not.toContain(secret);
    expect(log).toContain(id.slice(0, 6));
  });
});

describe('8. caching', () => {
  let dir: string;
  let spa: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'oe-spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>OpenEnroll</title>');
    writeFileSync(path.join(dir, 'assets', 'app-3f2a1b.js'), 'export {}');
    spa = await buildTestApp({ staticDir: dir }, { seed: false });
  });
  afterAll(async () => {
    await spa.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers the HTML shell with no-cache and hashed assets as immutable', async () => {
    for (const url of ['/', '/plans', '/jordan/enrollment/personal-info', '/index.html']) {
      const res = await spa.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await spa.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
