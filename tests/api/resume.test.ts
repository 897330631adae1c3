import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { NO_MATCH_MESSAGE } from '../../server/routes/resume';
import { listOutbox } from '../../server/services/mail';
import { TOO_MANY_ATTEMPTS } from '../../server/services/rate-limit';
import { verifySession } from '../../server/services/session-token';
import { completableEnrollment } from '../helpers/review';
import {
  enrollmentWithCart,
  errorMap,
  openWizardApp,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';
import { SAVE_CODE_IN_MAIL } from '../helpers/save-code-mail';

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

let ip = 0;
/** Each test guesses from its own address, so the per-address limit only bites where a test wants it. */
const fromNewAddress = () => `10.20.0.${++ip}`;
const continueFrom = (address: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/v1/continue-enrollment', payload: body, remoteAddress: address });

/** Saves the contact tab for later and answers the e-mailed code. */
async function savedForLater(
  email: string,
  values: Parameters<typeof enrollmentWithCart>[2] = {},
): Promise<{ id: string; code: string }> {
  const id = await enrollmentWithCart(app, [101], { effectiveDate: '2031-01-01', ...values });
  const res = await api.post('/save-enrollment', {
    enrollment_id: id,
    email,
    tab: 'contact_info',
    data: { city: 'Atlanta' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const mail = (await listOutbox(app.db)).find((m) => m.to === email);
  const code = SAVE_CODE_IN_MAIL.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return { id, code };
}

describe('POST /continue-enrollment', () => {
  it('answers the enrollment, its saved tab, the session values and a token for its storefront', async () => {
    const { id, code } = await savedForLater('resume1@mail.com');
    const res = await continueFrom(fromNewAddress(), { code: code.toLowerCase(), email: ' Resume1@Mail.com ' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.result).toMatchObject({
      enrollment_id: id,
      saved_tab: 'contact_info',
      agent_id: 1001,
      platform_group_id: 502,
      group_id: null,
      eprocess: 'applicant',
      effective_date: '01/01/2031',
      type: 'new-user',
    });
    expect(data.result.others).toMatchObject({ agent_id: 1001, type: 'new-user' });
    const claims = verifySession(data.token, app.config.sessionSecret);
    expect(claims).toMatchObject({ kind: 'open', agent_id: 1001, portal_id: 502 });
    // Started on rep Jordan Avery's site (not the default store): resumed there, with that site's details.
    // The landing name lets the browser open the step under /jordan (issue 26, item 11).
    expect(data.result.site).toEqual({ type: 'agent', id: 1001, landing: 'jordan' });
    expect(claims?.signed_in).toBeUndefined();
    // The token opens the enrollment's wizard calls.
    expect((await wizardClient(app, data.token).get(`/get-dynamic-tabs?enrollment_id=${id}`)).statusCode).toBe(200);
  });

  it('gives one answer for a wrong code and for a wrong e-mail', async () => {
    const { code } = await savedForLater('resume2@mail.com');
    const wrongCode = await continueFrom(fromNewAddress(), { code: 'ABCDEFGHJKMN', email: 'resume2@mail.com' });
    const wrongEmail = await continueFrom(fromNewAddress(), { code, email: 'other@mail.com' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongEmail.statusCode).toBe(400);
    expect(wrongCode.body).toBe(wrongEmail.body);
    expect(errorMap(wrongCode)).toEqual({ code: NO_MATCH_MESSAGE });
  });

  it('locks an enrollment after 5 wrong tries, even against the right code, across addresses', async () => {
    const { code } = await savedForLater('resume3@mail.com');
    // Wrong secrets behind the code's own selector: the tries count against this enrollment.
    for (let i = 0; i < 5; i++)
      expect(
        (await continueFrom(fromNewAddress(), { code: `${code.slice(0, 4)}WRONG${i}CODE`, email: 'resume3@mail.com' }))
          .statusCode,
      ).toBe(400);
    const locked = await continueFrom(fromNewAddress(), { code, email: 'resume3@mail.com' });
    expect(locked.statusCode).toBe(429);
    expect(errorMap(locked)).toEqual({ code: TOO_MANY_ATTEMPTS });
    // The window passes: the right code works again.
    await app.db.execute(
      sql`update enrollments set save_code_window_start = now() - interval '16 minutes' where lower(save_code_email) = 'resume3@mail.com'`,
    );
    expect((await continueFrom(fromNewAddress(), { code, email: 'resume3@mail.com' })).statusCode).toBe(200);
  });

  it('answers 429 once one address has guessed too often (continue-code bucket)', async () => {
    const address = fromNewAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await continueFrom(address, { code: `GUESS${i}00000`, email: `nobody${i}@mail.com` })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses expired codes and finished enrollments with the same answer', async () => {
    const expired = await savedForLater('resume4@mail.com');
    await app.db.execute(
      sql`update enrollments set save_code_expires_at = now() - interval '1 minute' where id = ${expired.id}`,
    );
    expect(errorMap(await continueFrom(fromNewAddress(), { code: expired.code, email: 'resume4@mail.com' }))).toEqual({
      code: NO_MATCH_MESSAGE,
    });
    const done = await completableEnrollment(app, token);
    await api.post('/save-enrollment', {
      enrollment_id: done,
      email: 'resume5@mail.com',
      tab: 'review_info',
      data: {},
    });
    const code =
      SAVE_CODE_IN_MAIL.exec((await listOutbox(app.db)).find((m) => m.to === 'resume5@mail.com')?.text ?? '')?.[1] ??
      '';
    expect((await api.post('/save-review-info', { enrollment_id: done })).statusCode).toBe(200);
    expect(errorMap(await continueFrom(fromNewAddress(), { code, email: 'resume5@mail.com' }))).toEqual({
      code: NO_MATCH_MESSAGE,
    });
  });

  it('marks the field of bad input', async () => {
    expect(errorMap(await continueFrom(fromNewAddress(), { code: '', email: 'x' }))).toEqual({
      code: 'Field is required',
      email: 'Enter valid email address',
    });
    expect((await continueFrom(fromNewAddress(), { code: 'A'.repeat(41), email: 'a@b.co' })).statusCode).toBe(400);
    expect(errorMap(await continueFrom(fromNewAddress(), { email: 'a@b.co' }))).toHaveProperty('code');
  });
});

describe('GET /direct-continue/{tempId}', () => {
  it('answers the session values and a token for an enrollment saved for later, without a session', async () => {
    const { id } = await savedForLater('direct1@mail.com', {
      groupId: 2001,
      portalId: 503,
      eprocess: 'group',
      type: 'new-group-member',
      openType: 'group',
    });
    const res = await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.result.others).toEqual({
      group_id: 2001,
      platform_group_id: 503,
      agent_id: 1001,
      open_type: 'group',
      eprocess: 'group',
      effective_date: '01/01/2031',
      type: 'new-user',
    });
    expect(data.result.saved_tab).toBe('contact_info');
    expect(verifySession(data.token, app.config.sessionSecret)).toMatchObject({ kind: 'group', group_id: 2001 });
    expect(data.result.site).toEqual({ type: 'group', id: 2001, landing: 'acme' });
    // Only session values: no personal data travels with the link.
    expect(JSON.stringify(data)).not.toContain('Atlanta');
  });

  it('answers 404 for unknown ids, enrollments never saved for later and finished ones; 400 for a malformed id', async () => {
    expect((await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${UNKNOWN_ENROLLMENT}` })).statusCode).toBe(
      404,
    );
    const never = await enrollmentWithCart(app, [101]);
    expect((await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${never}` })).statusCode).toBe(404);
    const bad = await app.inject({ method: 'GET', url: '/api/v1/direct-continue/not-an-id' });
    expect(bad.statusCode).toBe(400);
    expect(errorMap(bad)).toHaveProperty('tempId');
    const done = await completableEnrollment(app, token);
    await api.post('/save-enrollment', {
      enrollment_id: done,
      email: 'direct2@mail.com',
      tab: 'review_info',
      data: {},
    });
    expect((await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${done}` })).statusCode).toBe(200);
    await api.post('/save-review-info', { enrollment_id: done });
    expect((await app.inject({ method: 'GET', url: `/api/v1/direct-continue/${done}` })).statusCode).toBe(404);
  });
});
