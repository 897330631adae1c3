import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { invoices } from '../../server/db/schema';
import { completableEnrollment } from '../helpers/review';
import {
  enrollmentWithCart,
  errorMap,
  OPEN_SESSION,
  openWizardApp,
  UNKNOWN_ENROLLMENT,
  wizardClient,
  type WizardClient,
} from '../helpers/wizard';

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

/** The shopper's own session: it started the enrollment (its `enr`), as the browser's does. */
function shopper(id: string): WizardClient {
  return wizardClient(app, app.issueSession({ ...OPEN_SESSION, enr: id }));
}

async function completed(): Promise<{ id: string; policyId: number }> {
  const id = await completableEnrollment(app, token);
  const res = await api.post('/save-review-info', { enrollment_id: id, first_enroll: 1 });
  expect(res.statusCode, res.body).toBe(200);
  return { id, policyId: res.json().data.policy_id as number };
}

describe('GET /get-receipt', () => {
  it('answers the confirmation number, the name and callInvoice until the invoice exists', async () => {
    const { id, policyId } = await completed();
    const res = await api.get(`/get-receipt?enrollment_id=${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      policy_id: policyId,
      name: 'Ana Diaz',
      callInvoice: true,
      effective_date: '01/01/2031',
      // Names and relationship only (issue 26, item 11: the receipt names the people covered).
      covered: [{ name: 'Ana Diaz', relationship: 'applicant' }],
      plans: [
        { plan_id: 101, plan_name: 'Brightsmile Dental Plus PPO', price: 38, paycheck: null },
        { plan_id: 111, plan_name: 'ClearView Vision Choice', price: 12, paycheck: null },
      ],
      per_paycheck: null,
      // No carrier question answered (decision 0270: tests/api/carrier-answers.test.ts).
      answers: [],
    });
    expect(
      (await shopper(id).post('/autoInvoiceGeneration', { effectiveDate: '01/01/2031', policy_id: policyId }))
        .statusCode,
    ).toBe(200);
    expect((await api.get(`/get-receipt?enrollment_id=${id}`)).json().data.callInvoice).toBe(false);
  });

  it('answers 409 before completion, 404 for unknown or foreign ids, 403 without a session, 400 for a bad id', async () => {
    const open = await enrollmentWithCart(app, [101]);
    expect((await api.get(`/get-receipt?enrollment_id=${open}`)).statusCode).toBe(409);
    expect((await api.get(`/get-receipt?enrollment_id=${UNKNOWN_ENROLLMENT}`)).statusCode).toBe(404);
    const { id } = await completed();
    const sam = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false }),
    );
    expect((await sam.get(`/get-receipt?enrollment_id=${id}`)).statusCode).toBe(404);
    expect((await wizardClient(app, null).get(`/get-receipt?enrollment_id=${id}`)).statusCode).toBe(403);
    expect(errorMap(await api.get('/get-receipt?enrollment_id=12'))).toHaveProperty('enrollment_id');
  });
});

describe('POST /autoInvoiceGeneration', () => {
  it('makes one invoice per policy and effective date, for the first month total', async () => {
    const { id, policyId } = await completed();
    const first = await shopper(id).post('/autoInvoiceGeneration', {
      effectiveDate: '01/01/2031',
      policy_id: policyId,
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await shopper(id).post('/autoInvoiceGeneration', {
      effectiveDate: '2031-01-01',
      policy_id: policyId,
    });
    expect(again.json().data).toEqual(first.json().data);
    const cart = first.json().data as { amount: number; effective_date: string; status: string };
    expect(cart).toMatchObject({ effective_date: '01/01/2031', status: 'generated' });
    expect(cart.amount).toBeGreaterThan(0);
    expect(await app.db.select().from(invoices).where(eq(invoices.policyId, policyId))).toHaveLength(1);
  });

  it('charges the policy plans: the amount equals the cart first month total', async () => {
    const id = await completableEnrollment(app, token);
    const cart = (await api.get(`/get-plan-cart?enrollment_id=${id}`)).json().data as { initial_month_cost: number };
    const policyId = (await api.post('/save-review-info', { enrollment_id: id })).json().data.policy_id as number;
    const invoice = await shopper(id).post('/autoInvoiceGeneration', {
      effectiveDate: '01/01/2031',
      policy_id: policyId,
    });
    expect(invoice.json().data.amount).toBe(cart.initial_month_cost);
  });

  it('refuses another date, bad input, unknown and foreign policies, and calls without a session', async () => {
    const { id, policyId } = await completed();
    const own = shopper(id);
    expect(
      errorMap(await own.post('/autoInvoiceGeneration', { effectiveDate: '02/01/2031', policy_id: policyId })),
    ).toHaveProperty('effectiveDate');
    expect(
      errorMap(await own.post('/autoInvoiceGeneration', { effectiveDate: 'soon', policy_id: policyId })),
    ).toHaveProperty('effectiveDate');
    expect((await own.post('/autoInvoiceGeneration', { effectiveDate: '01/01/2031' })).statusCode).toBe(400);
    expect(
      (await own.post('/autoInvoiceGeneration', { effectiveDate: '01/01/2031', policy_id: 99999999999 })).statusCode,
    ).toBe(400);
    expect((await own.post('/autoInvoiceGeneration', { effectiveDate: '01/01/2031', policy_id: 1 })).statusCode).toBe(
      404,
    );
    const sam = wizardClient(
      app,
      app.issueSession({ kind: 'rep', agent_id: 1002, group_id: null, portal_id: 504, over65: false }),
    );
    expect(
      (await sam.post('/autoInvoiceGeneration', { effectiveDate: '01/01/2031', policy_id: policyId })).statusCode,
    ).toBe(404);
    expect(
      (
        await wizardClient(app, null).post('/autoInvoiceGeneration', {
          effectiveDate: '01/01/2031',
          policy_id: policyId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("refuses another shopper of the same storefront, and allows the storefront's signed-in rep", async () => {
    const { id, policyId } = await completed();
    const other = await completableEnrollment(app, token);
    const body = { effectiveDate: '01/01/2031', policy_id: policyId };
    // Same rep, same portal, but the session started another enrollment: policy ids are guessable.
    expect((await api.post('/autoInvoiceGeneration', body)).statusCode).toBe(404);
    expect((await shopper(other).post('/autoInvoiceGeneration', body)).statusCode).toBe(404);
    const rep = wizardClient(app, app.issueSession({ ...OPEN_SESSION, kind: 'rep', signed_in: true }));
    expect((await rep.post('/autoInvoiceGeneration', body)).statusCode).toBe(200);
    expect((await shopper(id).post('/autoInvoiceGeneration', body)).statusCode).toBe(200);
  });
});
