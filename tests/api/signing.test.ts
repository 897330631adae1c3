import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { consentRecords, policies, signingRequests } from '../../server/db/schema';
import { canonicalJson } from '../../server/domain/signing';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { findEnrollment, updateEnrollment, writeStep } from '../../server/repositories/enrollments';
import { decryptField } from '../../server/services/field-crypto';
import { listOutbox } from '../../server/services/mail';
import { retentionRound } from '../../server/services/retention';
import { buildTestApp } from '../helpers/build-app';
import { completableEnrollment } from '../helpers/review';
import { wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Remote signing through the API: a rep's enrollment (AG1001) sent to the client to sign does not
 * complete until the client confirms identity and signs; the link's lock, expiry and revocation;
 * one policy for concurrent signatures; the consent record and its PDF; resume by text.
 */

const REP = { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false } as const;
const DOB = '04/05/1990';
// A 1x1 PNG, as a drawn signature.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let app: FastifyInstance;
let rep: WizardClient;
beforeAll(async () => {
  app = await buildTestApp();
  rep = wizardClient(app, app.issueSession(REP));
});
afterAll(async () => app.close());

/** A rep's enrollment ready for review, the agreement verified by the rep (not signed by the client). */
async function repEnrollment(): Promise<string> {
  const id = await completableEnrollment(app, app.issueSession(REP), [101, 111], {
    eprocess: 'rep',
    storefront: storefrontKeyOf(REP),
  });
  await writeStep(app.db, id, 'aggrement_info', { eprocess: 'rep', agent_name: 'Jordan Avery', agent_code: 'AG1001' });
  return id;
}

async function sendToSign(id: string, body: object = { send_sms: 1, send_email_signature: 1 }) {
  const res = await rep.post('/save-review-info', { enrollment_id: id, first_enroll: 1, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

/** The newest text or mail to `to` holding a signing link: its token. */
async function tokenSentTo(to: string): Promise<string> {
  const message = (await listOutbox(app.db)).find((m) => m.to === to && m.text.includes('/sign/'));
  const token = /\/sign\/([A-Za-z0-9_-]{22})/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no signing link sent to ${to}`);
  return token;
}

const client = (token: string, cookie?: string) => {
  const headers = { 'user-agent': 'PhoneBrowser/1.0', ...(cookie ? { cookie } : {}) };
  return {
    get: (path = '') => app.inject({ method: 'GET', url: `/api/v1/sign/${token}${path}`, headers }),
    post: (path: string, payload: object = {}) =>
      app.inject({ method: 'POST', url: `/api/v1/sign/${token}${path}`, payload, headers }),
  };
};

/** Sends a code and answers it with the date of birth: the signing-session cookie. */
async function verified(token: string): Promise<string> {
  expect((await client(token).post('/send-code')).statusCode).toBe(200);
  const res = await client(token).post('/verify', { date_of_birth: DOB, code: await latestCode() });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = String(res.headers['set-cookie']).split(';')[0];
  if (!cookie) throw new Error('no signing cookie');
  return cookie;
}

async function latestCode(): Promise<string> {
  const text = (await listOutbox(app.db)).find((m) => m.channel === 'sms' && /signing code is/.test(m.text))?.text;
  const code = /signing code is (\d{6})/.exec(text ?? '')?.[1];
  if (!code) throw new Error('no code texted');
  return code;
}

const policyCount = async (id: string) =>
  (await app.db.select().from(policies).where(eq(policies.enrollmentId, id))).length;

const signedBody = (agreementIds: string[]) => ({
  accepted_agreement_ids: agreementIds,
  method: 'drawn',
  signature_png: PNG,
});

const messageOf = (res: LightMyRequestResponse) => (res.json() as { data: { message?: string } }).data.message ?? '';

describe('a rep enrollment sent to the client to sign', () => {
  it('does not complete until the client confirms identity and signs; the consent record and PDF match', async () => {
    const id = await repEnrollment();
    const sent = (await sendToSign(id)).json().data;
    expect(sent.policy_id).toBeNull();
    expect(sent.signing).toMatchObject({ status: 'sent', channels: ['sms', 'email'], phone_masked: '***-***-0101' });
    expect((await findEnrollment(app.db, id))?.status).toBe('awaiting_signature');
    expect(await policyCount(id)).toBe(0);
    // The text holds the link and the first name only.
    const text = (await listOutbox(app.db)).find((m) => m.channel === 'sms' && m.to === '+14045550101');
    expect(text?.text).toMatch(/^Hi Ana, your enrollment is ready/);
    expect(text?.text).not.toMatch(/Diaz|123-?45|1990/);
    const token = await tokenSentTo('ana@mail.com');
    expect(await tokenSentTo('+14045550101')).toBe(token);
    // The wizard's steps are closed while the client signs.
    const edit = await rep.post('/save-contact-info', { enrollment_id: id, phone_number: '4045550199' });
    expect(edit.statusCode).toBe(409);

    const link = await client(token).get();
    expect(link.statusCode, link.body).toBe(200);
    // Who sent it and for which storefront, before anything is asked.
    expect(link.json().data.result).toMatchObject({
      first_name: 'Ana',
      identity_verified: false,
      code_sent_to: null,
      enroller_name: 'Jordan Avery',
      enroller_phone: '4045550101',
      brand_name: 'Jordan Avery',
      brand_logo: '/img/logo-avery-benefits.svg',
    });
    expect((await client(token).get('/summary')).statusCode).toBe(401);
    const cookie = await verified(token);
    // The client's copy exists only once signed.
    expect((await client(token, cookie).get('/signed-copy')).statusCode).toBe(404);
    const summaryRes = await client(token, cookie).get('/summary');
    expect(summaryRes.statusCode, summaryRes.body).toBe(200);
    const summary = summaryRes.json().data.result;
    expect(summary.people[0]).toEqual({ name: 'Ana Diaz', relationship: 'Primary', ssn_masked: '***-**-6789' });
    expect(summary.plans).toHaveLength(2);
    expect(JSON.stringify(summary)).not.toContain('123-45-6789');
    const required = (summary.agreements as Array<{ id: string; required: boolean }>).filter((a) => a.required);
    expect(required.length).toBeGreaterThan(0);
    expect((await rep.get(`/signing-status?enrollment_id=${id}`)).json().data.result.status).toBe('opened');

    const unaccepted = await client(token, cookie).post('/complete', signedBody([]));
    expect(unaccepted.statusCode).toBe(400);
    expect(await policyCount(id)).toBe(0);
    const done = await client(token, cookie).post(
      '/complete',
      signedBody(summary.agreements.map((a: { id: string }) => a.id)),
    );
    expect(done.statusCode, done.body).toBe(200);
    expect(await policyCount(id)).toBe(1);
    expect((await findEnrollment(app.db, id))?.status).toBe('completed');
    const [policy] = await app.db.select().from(policies).where(eq(policies.enrollmentId, id));
    expect(done.json().data).toEqual({ status: 'signed', policy_id: policy?.id });
    // The client's own copy: to the signing session only, SSNs masked.
    const copy = await client(token, cookie).get('/signed-copy');
    expect(copy.statusCode, copy.body).toBe(200);
    expect(copy.headers['content-type']).toBe('application/pdf');
    expect(copy.headers['cache-control']).toBe('no-store');
    expect(copy.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(copy.rawPayload.toString('latin1')).not.toContain('123-45-6789');
    expect((await client(token).get('/signed-copy')).statusCode).toBe(404);
    expect((await client(token, 'oe_sign=forged').get('/signed-copy')).statusCode).toBe(404);
    const receipts = (await listOutbox(app.db)).filter((m) => m.subject.includes(`#${policy?.id}`)).map((m) => m.to);
    expect(receipts).toContain('ana@mail.com');
    expect(receipts.length).toBe(2);
    const status = (await rep.get(`/signing-status?enrollment_id=${id}`)).json().data.result;
    expect(status).toMatchObject({ status: 'signed', receipt_available: true, consent_pdf_available: true });
    // The link was single use: only the client who signed sees the done page again (a reload), with the confirmation.
    expect((await client(token).get()).statusCode).toBe(410);
    const again = await client(token, cookie).get();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.result).toMatchObject({ status: 'signed', policy_id: policy?.id });
    expect((await client(token, cookie).get('/summary')).statusCode).toBe(410);
    expect((await client(token, cookie).post('/complete', signedBody([]))).statusCode).toBe(410);

    // The consent record: sealed, the exact texts and their versions, the hash of the summary shown.
    const [consent] = await app.db.select().from(consentRecords).where(eq(consentRecords.enrollmentId, id));
    if (!consent) throw new Error('no consent record');
    const key = app.config.encryptionKey;
    expect(consent.signerName).not.toContain('Ana');
    expect(decryptField(consent.signerName, key)).toBe('Ana Diaz');
    expect(decryptField(consent.userAgent, key)).toBe('PhoneBrowser/1.0');
    const agreements = JSON.parse(decryptField(consent.agreements, key)) as Array<{ text: string; version: string }>;
    expect(agreements.map((a) => a.text)).toEqual(summary.agreements.map((a: { text: string }) => a.text));
    expect(decryptField(consent.summary, key)).toBe(canonicalJson(summary));
    expect(consent.summarySha256).toBe(createHash('sha256').update(canonicalJson(summary)).digest('hex'));
    expect(consent.method).toBe('drawn');
    expect(consent.keepUntil.getUTCFullYear() - consent.signedAt.getUTCFullYear()).toBe(10);

    const pdfRes = await rep.get(`/signing-consent-pdf?enrollment_id=${id}`);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['content-disposition']).toMatch(/^attachment; filename="signed-summary-\d+\.pdf"$/);
    const pdf = await PDFDocument.load(pdfRes.rawPayload);
    expect(pdf.getTitle()).toContain('Ana Diaz');
    for (const plan of summary.plans as Array<{ plan_name: string }>)
      expect(pdf.getSubject()).toContain(plan.plan_name);
    expect(pdfRes.rawPayload.toString('latin1')).not.toMatch(/123-?45-?6789/);
    // Another rep reaches neither the status nor the PDF.
    const other = wizardClient(app, app.issueSession({ ...REP, agent_id: 1002, portal_id: 504 }));
    expect((await other.get(`/signing-consent-pdf?enrollment_id=${id}`)).statusCode).toBe(404);
  });

  it('locks the link after five wrong identity attempts', async () => {
    const id = await repEnrollment();
    await sendToSign(id, { send_sms: 1 });
    const token = await tokenSentTo('+14045550101');
    // Before a code is sent nothing can succeed, and nothing is counted.
    const early = await client(token).post('/verify', { date_of_birth: DOB, code: '123456' });
    expect([early.statusCode, early.json().data[0].attempts_left]).toEqual([400, 5]);
    await client(token).post('/send-code');
    const code = await latestCode();
    const lefts: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client(token).post('/verify', {
        date_of_birth: DOB,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(res.statusCode).toBe(400);
      lefts.push(res.json().data[0].attempts_left as number);
    }
    expect(lefts).toEqual([4, 3, 2, 1]);
    // A wrong date of birth with the right code counts too, and is the fifth.
    const fifth = await client(token).post('/verify', { date_of_birth: '01/01/1970', code });
    expect(fifth.statusCode).toBe(423);
    const right = await client(token).post('/verify', { date_of_birth: DOB, code });
    expect(right.statusCode).toBe(423);
    expect(right.headers['set-cookie']).toBeUndefined();
    // Opening the link again (a reload) says so at once.
    expect((await client(token).get()).statusCode).toBe(423);
    expect((await rep.get(`/signing-status?enrollment_id=${id}`)).json().data.result.locked).toBe(true);
  });

  it('refuses an expired link, and a revoked one; a resend works with its new link only', async () => {
    const id = await repEnrollment();
    await sendToSign(id, { send_email_signature: 1 });
    const first = await tokenSentTo('ana@mail.com');
    await app.db
      .update(signingRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signingRequests.enrollmentId, id));
    const expired = await client(first).get();
    expect(expired.statusCode).toBe(410);
    expect(messageOf(expired)).toMatch(/expired/);
    expect((await rep.get(`/signing-status?enrollment_id=${id}`)).json().data.result.status).toBe('expired');

    const resent = await rep.post('/signing-resend', { enrollment_id: id, channels: ['sms'] });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data.result).toMatchObject({ status: 'sent', channels: ['sms'] });
    const second = await tokenSentTo('+14045550101');
    expect(second).not.toBe(first);
    expect((await client(second).get()).statusCode).toBe(200);

    const revoked = await rep.post('/signing-revoke', { enrollment_id: id });
    expect(revoked.json().data.result.status).toBe('revoked');
    const refused = await client(second).get();
    expect(refused.statusCode).toBe(410);
    expect(messageOf(refused)).toMatch(/replaced or withdrawn/);
    expect((await findEnrollment(app.db, id))?.status).toBe('checked_out');
    expect(await policyCount(id)).toBe(0);
    // Once revoked, a new link goes out from the review again (which checks the enrollment first).
    expect((await rep.post('/signing-resend', { enrollment_id: id, channels: ['sms'] })).statusCode).toBe(409);
    expect((await sendToSign(id, { send_sms: 1 })).json().data.signing.status).toBe('sent');
  });

  it('gives one policy and one consent record for concurrent signatures', async () => {
    const id = await repEnrollment();
    await sendToSign(id, { send_sms: 1 });
    const token = await tokenSentTo('+14045550101');
    const cookie = await verified(token);
    const summary = (await client(token, cookie).get('/summary')).json().data.result;
    // A typed signature this time, with characters the PDF's standard fonts cannot draw.
    const body = {
      accepted_agreement_ids: summary.agreements.map((a: { id: string }) => a.id),
      method: 'typed',
      typed_name: 'Ana Díaz ✓',
    };
    const answers = await Promise.all(Array.from({ length: 3 }, () => client(token, cookie).post('/complete', body)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await policyCount(id)).toBe(1);
    const consents = await app.db.select().from(consentRecords).where(eq(consentRecords.enrollmentId, id));
    expect(consents.map((c) => [c.method, decryptField(c.signature, app.config.encryptionKey)])).toEqual([
      ['typed', 'Ana Díaz ✓'],
    ]);
    const pdf = await rep.get(`/signing-consent-pdf?enrollment_id=${id}`);
    expect(pdf.statusCode).toBe(200);
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBeGreaterThan(0);
  });

  it('keeps the consent record until keep_until; the retention round then deletes that one alone', async () => {
    const id = await repEnrollment();
    await sendToSign(id, { send_sms: 1 });
    const token = await tokenSentTo('+14045550101');
    const cookie = await verified(token);
    const summary = (await client(token, cookie).get('/summary')).json().data.result;
    const body = signedBody(summary.agreements.map((a: { id: string }) => a.id));
    expect((await client(token, cookie).post('/complete', body)).statusCode).toBe(200);
    const now = new Date();
    // Today nothing is due: every record is kept for ten years.
    expect(await retentionRound(app, now)).toBe(0);
    const before = await app.db.select({ id: consentRecords.id }).from(consentRecords);
    // Ten years on for this record alone.
    await app.db
      .update(consentRecords)
      .set({ keepUntil: new Date(now.getTime() - 1000) })
      .where(eq(consentRecords.enrollmentId, id));
    expect(await retentionRound(app, now)).toBe(1);
    expect(await app.db.select().from(consentRecords).where(eq(consentRecords.enrollmentId, id))).toEqual([]);
    expect((await app.db.select({ id: consentRecords.id }).from(consentRecords)).length).toBe(before.length - 1);
    expect((await rep.get(`/signing-consent-pdf?enrollment_id=${id}`)).statusCode).toBe(404);
    // The policy stays: retention ends the consent evidence, not the coverage.
    expect(await policyCount(id)).toBe(1);
  });

  it('limits the codes sent and the failed identity checks per client address, across links', async () => {
    vi.stubEnv('RATE_LIMIT_SIGNING_TEXT', '2/3600');
    vi.stubEnv('RATE_LIMIT_SIGNING_CODE', '3/900');
    try {
      const from = (remoteAddress: string, token: string, path: string, payload: object = {}) =>
        app.inject({ method: 'POST', url: `/api/v1/sign/${token}${path}`, payload, remoteAddress });
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) {
        await sendToSign(await repEnrollment(), { send_sms: 1 });
        tokens.push(await tokenSentTo('+14045550101'));
      }
      const [first, second, third] = tokens as [string, string, string];
      expect((await from('203.0.113.7', first, '/send-code')).statusCode).toBe(200);
      expect((await from('203.0.113.7', second, '/send-code')).statusCode).toBe(200);
      const refused = await from('203.0.113.7', third, '/send-code');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(messageOf(refused) || refused.body).toContain('Too many attempts');
      // Another address is not held up by the first.
      expect((await from('198.51.100.4', third, '/send-code')).statusCode).toBe(200);

      // Wrong answers from one address: three fail as wrong (the link alone would allow five), then 429.
      const wrong = { date_of_birth: '01/01/1970', code: '000000' };
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.8', first, '/verify', wrong)).statusCode).toBe(400);
      expect((await from('203.0.113.8', second, '/verify', wrong)).statusCode).toBe(429);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('lets the client decline and tells the rep', async () => {
    const id = await repEnrollment();
    await sendToSign(id, { send_email_signature: 1 });
    const token = await tokenSentTo('ana@mail.com');
    expect((await client(token).post('/decline', { reason: 'Wrong plan' })).statusCode).toBe(401);
    const cookie = await verified(token);
    // Codes are rate-limited per link (30 s apart, 5 in all); unknown and malformed tokens are refused.
    expect((await client(token).post('/send-code')).statusCode).toBe(429);
    expect((await client('A'.repeat(22)).get()).statusCode).toBe(404);
    expect((await client('short').get()).statusCode).toBe(400);
    const res = await client(token, cookie).post('/decline', { reason: 'Wrong plan' });
    expect(res.json().data).toEqual({ status: 'declined' });
    const status = (await rep.get(`/signing-status?enrollment_id=${id}`)).json().data.result;
    expect(status).toMatchObject({ status: 'declined', decline_reason: 'Wrong plan' });
    const told = (await listOutbox(app.db)).find((m) => m.subject === 'Your client declined to sign');
    expect(told?.text).toContain('Wrong plan');
    expect((await findEnrollment(app.db, id))?.status).toBe('checked_out');
  });

  it('refuses a text where the rules do not allow it, and completes directly without a box', async () => {
    const applicant = await completableEnrollment(app, app.issueSession(REP), [101], {
      storefront: storefrontKeyOf(REP),
    });
    const refused = await rep.post('/save-review-info', { enrollment_id: applicant, send_email_signature: 1 });
    expect(refused.statusCode).toBe(400);
    const id = await repEnrollment();
    const direct = await rep.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
    expect(direct.json().data.policy_id).toBeGreaterThan(0);
  });
});

describe('a group enrollment sent to sign', () => {
  it("sends the link by e-mail, shows the group as the enroller, and mails a decline to the group's rep", async () => {
    const signedIn = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/group-sign-in',
        payload: { email: 'hr@acme.example.com', password: 'demo-group-pass' },
      })
    ).json().data as { agent_id: number; group_id: number; portal_id: number; token: string };
    const scope = {
      kind: 'group',
      agent_id: signedIn.agent_id,
      group_id: signedIn.group_id,
      portal_id: signedIn.portal_id,
    } as const;
    const id = await completableEnrollment(app, signedIn.token, [101], {
      eprocess: 'group',
      agentId: scope.agent_id,
      groupId: scope.group_id,
      portalId: scope.portal_id,
      storefront: storefrontKeyOf(scope),
    });
    await writeStep(app.db, id, 'aggrement_info', { eprocess: 'group', group_code: 'GRP2001' });
    const group = wizardClient(app, signedIn.token);
    const sent = await group.post('/save-review-info', { enrollment_id: id, send_email_signature: 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.signing).toMatchObject({
      status: 'sent',
      channels: ['email'],
      email_masked: 'a***@mail.com',
    });
    const token = await tokenSentTo('ana@mail.com');
    const cookie = await verified(token);
    expect((await client(token, cookie).get('/summary')).json().data.result.enroller_name).toBe('Acme Manufacturing');
    await client(token, cookie).post('/decline', {});
    const told = (await listOutbox(app.db)).find((m) => m.subject === 'Your client declined to sign');
    expect(told?.to).toBe('jordan.avery@example.com');
    expect(told?.text).not.toContain('reason');
  });
});

describe('resume by text', () => {
  it('texts the code and link to the mobile number and the code resumes from the link', async () => {
    const id = await repEnrollment();
    await updateEnrollment(app.db, id, { status: 'open' });
    const res = await rep.post('/save-enrollment', {
      enrollment_id: id,
      phone: '(404) 555-0177',
      tab: 'review_info',
      data: { additional_notes: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.result).toEqual({ email: '', phone: '***-***-0177' });
    const text = (await listOutbox(app.db)).find((m) => m.channel === 'sms' && m.to === '+14045550177');
    const code = /Code: ([A-Z0-9-]+)\./.exec(text?.text ?? '')?.[1];
    expect(code).toBeTruthy();
    expect(text?.text).toContain('/direct-continue/');
    const resumed = await app.inject({
      method: 'POST',
      url: '/api/v1/continue-enrollment',
      payload: { enrollment_id: id, code },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const bad = await rep.post('/save-enrollment', { enrollment_id: id, phone: '12', tab: 'review_info', data: {} });
    expect(bad.statusCode).toBe(400);
  });
});
