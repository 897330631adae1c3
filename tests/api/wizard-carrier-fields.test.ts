import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../../schemas/messages';
import { STEP_MODULES, rulesTabOf, type StepTabName } from '../../schemas/steps';
import { buildTestApp } from '../helpers/build-app';
import { addRules, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * Issue 11 point 2: every step honours its descriptors. A carrier's required field (a name no step
 * module knows) is refused when missing and saved when given, on every step that reads rules.
 */

let app: FastifyInstance;
let api: WizardClient;
const PLAN = 101;
const FIELD = 'carrier_extra_ref';
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const nextYear = String(new Date().getFullYear() + 1);

interface StepCase {
  /** The save call and its body without the carrier field. */
  save: string;
  body: (id: string) => Promise<Record<string, unknown>>;
  /** Puts the carrier value into the body. */
  withField: (body: Record<string, unknown>, value: string) => Record<string, unknown>;
  /** The error target the missing field answers. */
  target: string;
  tier?: 'IF';
}

const flat = (body: Record<string, unknown>, value: string) => ({ ...body, [FIELD]: value });
const requiredAgreements = async (id: string) =>
  ((await api.get(`/get-agreement-texts?enrollment_id=${id}`)).json().data.result as Array<{ id: number; text_required: boolean }>).filter((t) => t.text_required).map((t) => t.id);

/** One case per step module that reads form_field_rules (health asks its questions from the question catalogue). */
const CASES: Record<Exclude<StepTabName, 'primary_health_info'>, StepCase[]> = {
  primary_info: [{ save: '/save-personal-info', body: async () => ({ first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' }), withField: flat, target: FIELD }],
  contact_info: [
    {
      save: '/save-contact-info',
      body: async () => ({ address1: '1 Main St', city: 'Atlanta', state: 'GA', zip: '30301', phone_number: '(404) 555-0101', email_address: 'ana@mail.com', with_validation: 1 }),
      withField: flat,
      target: FIELD,
    },
  ],
  employer_info: [
    {
      save: '/save-employer-info',
      body: async () => ({
        name: 'Acme', phone: '4045550100', address1: '1 Main', city: 'Atlanta', state: 'GA', zip: '30301', average_work_week: '40',
        employment_start_date: '01/02/2020', occupation: 'Welder', compensation_type: 'G20', employment_status: 'A',
      }),
      withField: flat,
      target: FIELD,
    },
  ],
  beneficiary_info: [
    {
      save: '/save-beneficiary-info',
      body: async () => ({
        beneficiaries: [
          { first_name: 'Sam', last_name: 'Lee', birthdate: '02/03/2001', ssn: '321-54-9876', relationship: 'Child', beneficiary_percentage: '60' },
          { first_name: 'Kim', last_name: 'Lee', birthdate: '02/03/2003', ssn: '321-54-9877', relationship: 'Child', beneficiary_percentage: '40' },
        ],
      }),
      withField: (body, value) => ({ beneficiaries: (body.beneficiaries as object[]).map((b) => ({ ...b, [FIELD]: value })) }),
      target: `beneficiaries.1.${FIELD}`,
    },
  ],
  dependent_info: [
    {
      save: '/save-dependent-info',
      tier: 'IF' as const,
      body: async () => ({
        dependents: [
          { primary_info: { first_name: 'Ann', last_name: 'Lee', birthdate: '02/03/1992', ssn: '401-22-3333', relationship: 'spouse', gender: '1' } },
          { primary_info: { first_name: 'Kid', last_name: 'Lee', birthdate: '02/03/2012', ssn: '401-22-3334', relationship: 'child', gender: '0' } },
        ],
      }),
      withField: (body, value) => ({ dependents: (body.dependents as Array<{ primary_info: object }>).map((d) => ({ ...d, primary_info: { ...d.primary_info, [FIELD]: value } })) }),
      target: `dependents.1.primary_info.${FIELD}`,
    },
  ],
  billing_info: [
    {
      save: '/save-billing-info',
      body: async () => ({
        payment_method: 'eft', bill_date: 15, routing_number: '021000021', account_name: 'Pat Morgan', bank_name: 'JPMORGAN CHASE BANK, NA',
        account_number: '12345678', account_type: 'checking', account_holder_type: 'individual',
      }),
      withField: flat,
      target: FIELD,
    },
    {
      save: '/save-billing-info',
      body: async () => ({
        payment_method: 'cc', bill_date: 28, first_name_on_cc: 'Pat', last_name_on_cc: 'Morgan', card_number: '4111111111111111', expiration_month: '12',
        expiration_year: nextYear, security_code: '123', address1: '9 Main St', city: 'Atlanta', state: 'GA', zip: '30301',
      }),
      withField: flat,
      target: FIELD,
    },
  ],
  agreement_info: [
    {
      save: '/save-agreement-info',
      body: async (id) => ({ accepted_agreements: await requiredAgreements(id), signature: SIGNATURE }),
      withField: flat,
      target: FIELD,
    },
  ],
};

const RULE_TABS = (Object.keys(CASES) as Array<keyof typeof CASES>).map((tab) => rulesTabOf(tab));

beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  for (const tab of RULE_TABS) await addRules(app, tab, [{ tab, field_name: FIELD, required: true, sort: 90, scope: 'plan', scope_id: PLAN }]);
});
afterAll(async () => app.close());

describe('a carrier-required field on every step', () => {
  it('covers every step module (health: see the health step tests)', () => {
    expect(new Set([...Object.keys(CASES), 'primary_health_info'])).toEqual(new Set(Object.keys(STEP_MODULES)));
  });

  for (const [tab, cases] of Object.entries(CASES)) {
    cases.forEach((c, i) => {
      it(`${tab}${cases.length > 1 ? ` (${i + 1})` : ''}: refused when missing, saved when given`, async () => {
        const id = await enrollmentWithCart(app, [PLAN], c.tier ? { tier: c.tier } : {});
        const body = await c.body(id);
        const missing = await api.post(c.save, { enrollment_id: id, ...body });
        expect(missing.statusCode, missing.body).toBe(400);
        expect(errorMap(missing)[c.target], missing.body).toBe(MESSAGES.fieldRequired);
        const ok = await api.post(c.save, { enrollment_id: id, ...c.withField(body, 'CARRIER-7') });
        expect(ok.statusCode, ok.body).toBe(200);
        const column = ok.json().data.saved_tab as string;
        const temp = JSON.stringify((await api.get(`/get-enrollment-temp-info?enrollment_id=${id}&column=${column}`)).json().data.result);
        expect(temp).toContain('CARRIER-7');
      });
    });
  }
});
