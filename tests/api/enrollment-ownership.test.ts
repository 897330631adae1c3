import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { enrollmentWithCart, openWizardApp, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * One ownership rule for every route that names an enrollment (security.md; requireScopedEnrollment):
 * an enrollment opens only for a session of the storefront that created it. The foreign session here
 * is the nearest miss: the same rep and portal, but the rep's storefront instead of the open one.
 * Each call is first answered for the owner, so the stranger's 404 is the ownership check and not a
 * malformed request.
 */

let app: FastifyInstance;
let owner: WizardClient;
let stranger: WizardClient;
let id: string;
beforeAll(async () => {
  ({ app, api: owner } = await openWizardApp());
  stranger = wizardClient(
    app,
    app.issueSession({ kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false }),
  );
  id = await enrollmentWithCart(app, [131]);
});
afterAll(async () => app.close());

type Call = (client: WizardClient) => Promise<LightMyRequestResponse>;

const beneficiary = {
  first_name: 'Sam',
  last_name: 'Lee',
  birthdate: '02/03/2001',
  ssn: '321-54-9876',
  relationship: 'Child',
  beneficiary_percentage: '50',
};

const families: Array<[string, Call]> = [
  ['filter temp info', (c) => c.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=type`)],
  ['filter updates', (c) => c.get(`/get-temp-dependent-info?enrollment_id=${id}`)],
  ['wizard step', (c) => c.get(`/get-form-fields-personal-info?enrollment_id=${id}`)],
  ['single beneficiary check', (c) => c.post('/validate-single-beneficiary', { enrollment_id: id, ...beneficiary })],
  ['member info', (c) => c.get(`/get-group-agent-member-info?enrollment_id=${id}`)],
  ['quote preview', (c) => c.get(`/get-quote-preview-content?enrollment_id=${id}`)],
  ['cart', (c) => c.get(`/get-cart-count?enrollment_id=${id}`)],
  ['compare', (c) => c.get(`/compare-plans?enrollment_id=${id}&plan_ids=101,102`)],
  ['plan detail figures', (c) => c.get(`/get-plan-detail/101?enrollment_id=${id}`)],
  ['plan questions', (c) => c.get(`/check-already-answered?enrollment_id=${id}&plan_id=131`)],
  [
    'save for later',
    (c) => c.post('/save-enrollment', { enrollment_id: id, tab: 'primary_info', email: 'lee@example.com', data: {} }),
  ],
];

describe('a foreign enrollment_id is refused like an unknown one', () => {
  it.each(families)('%s', async (_name, call) => {
    const own = await call(owner);
    expect(own.statusCode, own.body).toBe(200);
    const refused = await call(stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().data[0].target_element).toBe('enrollment_id');
  });
});
