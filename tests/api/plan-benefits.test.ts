import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BENEFIT_ATTRIBUTES } from '../../schemas/plan-benefits';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { createEnrollment } from '../../server/repositories/enrollments';
import { caller, newVisitorEnrollment, openCartApp, type CartCaller, type CartSession } from '../helpers/cart-fixtures';

let app: FastifyInstance;
let session: CartSession;
let api: CartCaller;
let acme: { api: CartCaller; scope: { kind: 'group'; agent_id: number; group_id: number; portal_id: number } };

beforeAll(async () => {
  ({ app, session, api } = await openCartApp());
  const res = await app.inject({ method: 'GET', url: '/api/v1/validate-group?group_code=GRP2001' });
  const data = res.json().data as { token: string; agent_id: number; group_id: number; portal_id: number };
  acme = {
    api: caller(app, data.token),
    scope: { kind: 'group', agent_id: data.agent_id, group_id: data.group_id, portal_id: data.portal_id },
  };
});
afterAll(async () => app.close());

/** An Acme employee's enrollment (the group storefront), Atlanta, born 1990, non-smoker. */
function acmeEnrollment(tier: 'IO' | 'IS' | 'IC' | 'IF' = 'IO'): Promise<string> {
  return createEnrollment(app.db, {
    eprocess: 'group',
    type: 'new-group-member',
    openType: 'group',
    agentId: acme.scope.agent_id,
    groupId: acme.scope.group_id,
    portalId: acme.scope.portal_id,
    storefront: storefrontKeyOf(acme.scope),
    zip: '30301',
    state: 'GA',
    dob: '1990-05-05',
    tier,
    gender: 0,
    isSmoker: 0,
  });
}

interface Estimate {
  use_level: string;
  tier: string;
  premium_monthly_cents: number;
  yearly_cents: number;
  expected_out_of_pocket_cents: number;
  capped_by_out_of_pocket_max: boolean;
  assumptions: string;
}
interface Paycheck {
  pay_frequency: string;
  periods_per_year: number;
  premium_monthly_cents: number;
  employer_monthly_cents: number;
  employee_monthly_cents: number;
  employee_per_paycheck_cents: number;
}

describe('GET /get-plan-detail/{id} benefits, estimate and paycheck', () => {
  it('answers the benefit table in display order, without figures when no enrollment is named', async () => {
    const res = await api.get('get-plan-detail/121');
    expect(res.statusCode, res.body).toBe(200);
    const { benefits, estimate, paycheck } = res.json().data.result as {
      benefits: { items: Array<{ key: string; display: string }>; hsa_eligible: boolean };
      estimate: unknown;
      paycheck: unknown;
    };
    expect(benefits.items.map((i) => i.key)).toEqual(BENEFIT_ATTRIBUTES.medical.map((a) => a.key));
    expect(benefits.items.find((i) => i.key === 'deductible')?.display).toBe('$3,000');
    expect(benefits.items.find((i) => i.key === 'coinsurance')?.display).toBe('20%');
    expect(benefits.hsa_eligible).toBe(false);
    expect(estimate).toBeNull();
    expect(paycheck).toBeNull();
    expect((await api.get('get-plan-detail/232')).json().data.result.benefits.hsa_eligible).toBe(true);
    // An Rx card has no benefit table.
    expect((await api.get('get-plan-detail/151')).json().data.result.benefits).toBeNull();
  });

  it("answers the estimate at the enrollment's tier and use level, and no paycheck outside a group", async () => {
    const id = await newVisitorEnrollment(app, session, { tier: 'IS', useLevel: 'high' });
    const { estimate, paycheck } = (await api.get(`get-plan-detail/101?enrollment_id=${id}`)).json().data.result as {
      estimate: Estimate;
      paycheck: Paycheck | null;
    };
    expect(estimate).toMatchObject({ use_level: 'high', tier: 'IS', expected_out_of_pocket_cents: 72_000 });
    expect(estimate.yearly_cents).toBe(estimate.premium_monthly_cents * 12 + 72_000);
    expect(estimate.assumptions).toContain('1 crown');
    expect(paycheck).toBeNull();
  });

  it("answers an Acme employee's cost per paycheck: biweekly, the employer's share taken off", async () => {
    const id = await acmeEnrollment('IO');
    const medical = (await acme.api.get(`get-plan-detail/121?enrollment_id=${id}`)).json().data.result as {
      paycheck: Paycheck;
      estimate: Estimate;
    };
    // $420 a month at 36, employer 75%: the employee's $105 x 12 / 26 = $48.4615 -> $48.46 a paycheck.
    expect(medical.paycheck).toEqual({
      pay_frequency: 'biweekly',
      periods_per_year: 26,
      premium_monthly_cents: 42_000,
      employer_monthly_cents: 31_500,
      employee_monthly_cents: 10_500,
      employee_per_paycheck_cents: 4_846,
    });
    expect(medical.estimate.premium_monthly_cents).toBe(42_000);
    // Dental Starter costs less than Acme's $20 flat share: the employee pays nothing.
    const starter = (await acme.api.get(`get-plan-detail/103?enrollment_id=${id}`)).json().data.result as {
      paycheck: Paycheck;
    };
    expect(starter.paycheck).toMatchObject({ employee_monthly_cents: 0, employee_per_paycheck_cents: 0 });
    // No contribution to vision: the employee pays the whole premium, spread over 26 paychecks.
    const vision = (await acme.api.get(`get-plan-detail/111?enrollment_id=${id}`)).json().data.result as {
      paycheck: Paycheck;
    };
    expect(vision.paycheck.employer_monthly_cents).toBe(0);
    expect(vision.paycheck.employee_monthly_cents).toBe(vision.paycheck.premium_monthly_cents);
  });
});
