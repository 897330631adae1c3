import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { BENEFIT_ATTRIBUTES } from '../../schemas/plan-benefits';
import { planBenefits } from '../../server/db/schema';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { createEnrollment } from '../../server/repositories/enrollments';
import { buildApp } from '../../server/app';
import { completableEnrollment } from '../helpers/review';
import {
  caller,
  newVisitorEnrollment,
  openCartApp,
  pricingIdOf,
  type CartCaller,
  type CartSession,
} from '../helpers/cart-fixtures';

let app: FastifyInstance;
let session: CartSession;
let api: CartCaller;
let acme: {
  api: CartCaller;
  token: string;
  scope: { kind: 'group'; agent_id: number; group_id: number; portal_id: number };
};

beforeAll(async () => {
  ({ app, session, api } = await openCartApp());
  const res = await app.inject({ method: 'GET', url: '/api/v1/validate-group?group_code=GRP2001' });
  const data = res.json().data as { token: string; agent_id: number; group_id: number; portal_id: number };
  acme = {
    api: caller(app, data.token),
    token: data.token,
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
  premium_yearly_cents: number;
  employer_yearly_cents: number;
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
  employee_yearly_cents: number;
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
    expect(estimate.employer_yearly_cents).toBe(0);
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
      employee_yearly_cents: 126_000,
    });
    // The yearly estimate is what the employee pays: the employer's $315 a month (x 12) is left out,
    // the full premium stays as the detail.
    expect(medical.estimate).toMatchObject({
      premium_monthly_cents: 42_000,
      premium_yearly_cents: 504_000,
      employer_yearly_cents: 378_000,
    });
    expect(medical.estimate.yearly_cents).toBe(126_000 + medical.estimate.expected_out_of_pocket_cents);
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

interface Card {
  plan_id: number;
  plan_category: string;
  estimate: Estimate | null;
  paycheck: Paycheck | null;
}

const putFilter = (id: string, payload: object) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/change-filter-info/${id}`,
    headers: { authorization: `Bearer ${session.token}` },
    payload,
  });

const cards = async (who: CartCaller, id: string, query = 'categories=DENTAL') =>
  (await who.get(`get-filtered-plans?enrollment_id=${id}&${query}`)).json().data.result as Card[];

describe('listing cards: estimate, use level kept with the filter, sort by yearly cost', () => {
  it('shows on each card the same estimate as the plan page and the compare table', async () => {
    const id = await newVisitorEnrollment(app, session);
    const listed = await cards(api, id);
    expect(listed.map((c) => c.plan_id).sort()).toEqual([101, 102, 103]);
    const detail = (await api.get(`get-plan-detail/102?enrollment_id=${id}`)).json().data.result.estimate as Estimate;
    const compared = (await api.get(`compare-plans?enrollment_id=${id}&plan_ids=101,102`)).json().data.result
      .plans as Array<{ estimate: Estimate }>;
    expect(listed.find((c) => c.plan_id === 102)?.estimate).toEqual(detail);
    expect(compared[1]?.estimate).toEqual(detail);
    expect(detail).toMatchObject({ use_level: 'medium', tier: 'IO' });
    expect(listed.every((c) => c.paycheck === null)).toBe(true);
  });

  it('keeps the use level with the filter and estimates every card at it', async () => {
    const id = await newVisitorEnrollment(app, session);
    const before = await cards(api, id);
    const changed = await putFilter(id, { use_level: 'high' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.result.use_level).toBe('high');
    const info = await api.get(`get-enrollment-temp-info?enrollment_id=${id}&column=filter_info`);
    expect(info.json().data.result.use_level).toBe('high');
    const after = await cards(api, id);
    for (const card of after) {
      expect(card.estimate?.use_level).toBe('high');
      const was = before.find((c) => c.plan_id === card.plan_id)?.estimate?.yearly_cents ?? Infinity;
      expect(card.estimate?.yearly_cents ?? 0).toBeGreaterThan(was);
    }
    expect((await putFilter(id, { use_level: 'extreme' })).statusCode).toBe(400);
  });

  it('sorts by estimated yearly cost across pages when asked, catalogue order otherwise', async () => {
    const id = await newVisitorEnrollment(app, session, { useLevel: 'high' });
    const query = 'categories=DENTAL,VISION,PET';
    const plain = await cards(api, id, query);
    const sorted = await cards(api, id, `${query}&sort=yearly_cost`);
    const costs = sorted.map((c) => c.estimate?.yearly_cents ?? Infinity);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(sorted.map((c) => c.plan_id).sort()).toEqual(plain.map((c) => c.plan_id).sort());
    expect(sorted.map((c) => c.plan_id)).not.toEqual(plain.map((c) => c.plan_id));
    const page2 = await api.get(`get-filtered-plans?enrollment_id=${id}&${query}&sort=yearly_cost&page=2&page_size=3`);
    expect((page2.json().data.result as Card[]).map((c) => c.plan_id)).toEqual(
      sorted.slice(3, 6).map((c) => c.plan_id),
    );
    expect(page2.json().data.total).toBe(sorted.length);
    expect((await api.get(`get-filtered-plans?enrollment_id=${id}&sort=price`)).statusCode).toBe(400);
  });

  it('shows a changed benefit at once (benefit changes bump the catalogue version)', async () => {
    const id = await newVisitorEnrollment(app, session, { useLevel: 'high' });
    const before = (await cards(api, id)).find((c) => c.plan_id === 101)?.estimate?.yearly_cents ?? 0;
    const where = and(eq(planBenefits.planId, 101), eq(planBenefits.key, 'major_pct'));
    await app.db.update(planBenefits).set({ numValue: 80 }).where(where);
    try {
      // The crown at 80% instead of 50%: $360 less out of pocket.
      await expect
        .poll(async () => (await cards(api, id)).find((c) => c.plan_id === 101)?.estimate?.yearly_cents)
        .toBe(before - 36_000);
    } finally {
      await app.db.update(planBenefits).set({ numValue: 50 }).where(where);
    }
  });

  it("answers an Acme employee's repeated listing, payroll and all, without asking the database", async () => {
    const id = await acmeEnrollment('IO');
    let statements = 0;
    const counted = new Proxy(app.db, {
      get(target, prop, receiver) {
        if (['select', 'execute', 'transaction', 'insert', 'update', 'delete'].includes(String(prop))) statements++;
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const second = await buildApp({
      config: { ...app.config, catalogueVersionMaxAgeMs: 60_000 },
      database: { db: counted, kind: 'pglite', close: async () => {} },
    });
    try {
      const listing = () => caller(second, acme.token).get(`get-filtered-plans?enrollment_id=${id}&categories=DENTAL`);
      expect((await listing()).statusCode).toBe(200);
      const before = statements;
      const again = (await listing()).json().data.result as Card[];
      expect(again.find((c) => c.plan_id === 101)?.paycheck?.employee_per_paycheck_cents).toBe(831);
      expect(statements).toBe(before);
    } finally {
      await second.close();
    }
  });

  it("shows an Acme employee's cost per paycheck on the cards", async () => {
    const id = await acmeEnrollment('IO');
    const listed = await cards(acme.api, id, 'categories=DENTAL,MEDICAL');
    const plus = listed.find((c) => c.plan_id === 101);
    // $38 dental, $20 from Acme: $18 x 12 / 26 = $8.3077 -> $8.31.
    expect(plus?.paycheck).toMatchObject({
      pay_frequency: 'biweekly',
      employer_monthly_cents: 2_000,
      employee_monthly_cents: 1_800,
      employee_per_paycheck_cents: 831,
      employee_yearly_cents: 21_600,
    });
    expect(plus?.estimate).toMatchObject({ premium_yearly_cents: 45_600, employer_yearly_cents: 24_000 });
    expect(plus?.estimate?.yearly_cents).toBe(21_600 + (plus?.estimate?.expected_out_of_pocket_cents ?? 0));
    expect(listed.find((c) => c.plan_id === 121)?.paycheck?.employee_per_paycheck_cents).toBe(4_846);
  });
});

describe('cost per paycheck in the cart, the review and the receipt', () => {
  it("answers an Acme employee's lines and total per paycheck, and the receipt's after completion", async () => {
    // Plans 101 and 111 in the cart at their Member Only prices, every wizard step saved.
    const id = await completableEnrollment(app, acme.token, [101, 111], {
      eprocess: 'group',
      type: 'new-group-member',
      agentId: acme.scope.agent_id,
      groupId: acme.scope.group_id,
      portalId: acme.scope.portal_id,
      storefront: storefrontKeyOf(acme.scope),
      tier: 'IO',
    });
    const cart = (await acme.api.get(`get-plan-cart?enrollment_id=${id}`)).json().data as {
      result: Array<{ plan_id: number; paycheck: Paycheck }>;
      per_paycheck: unknown;
    };
    const dental = cart.result.find((l) => l.plan_id === 101)?.paycheck;
    const vision = cart.result.find((l) => l.plan_id === 111)?.paycheck;
    expect(dental).toMatchObject({ employer_monthly_cents: 2_000, employee_per_paycheck_cents: 831 });
    // Vision: no contribution, $12 x 12 / 26 = $5.5385 -> $5.54.
    expect(vision).toMatchObject({ employer_monthly_cents: 0, employee_per_paycheck_cents: 554 });
    expect(cart.per_paycheck).toEqual({
      pay_frequency: 'biweekly',
      employee_per_paycheck_cents: 831 + 554,
      // ($18 + $12) x 12 a year after Acme's share, beside the $50 full monthly premium.
      employee_yearly_cents: (1_800 + 1_200) * 12,
      employer_monthly_cents: 2_000,
      premium_monthly_cents: 3_800 + 1_200,
    });

    const completed = await acme.api.post('save-review-info', { enrollment_id: id, first_enroll: 1 });
    expect(completed.statusCode, completed.body).toBe(200);
    const policyId = completed.json().data.policy_id as number;
    const receipt = (await acme.api.get(`get-receipt?enrollment_id=${id}`)).json().data as {
      policy_id: number;
      plans: Array<{ plan_id: number; price: number; paycheck: Paycheck }>;
      per_paycheck: unknown;
    };
    expect(receipt.policy_id).toBe(policyId);
    expect(receipt.plans.map((p) => [p.plan_id, p.price, p.paycheck.employee_per_paycheck_cents])).toEqual([
      [101, 38, 831],
      [111, 12, 554],
    ]);
    expect(receipt.per_paycheck).toEqual(cart.per_paycheck);
  });

  it('answers no paycheck figures outside a group', async () => {
    const id = await newVisitorEnrollment(app, session);
    const added = await api.post('add-plan-to-cart', {
      enrollment_id: id,
      plan_id: 101,
      plan_pricing_id: await pricingIdOf(app, session.token, id, 101),
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = (await api.get(`get-plan-cart?enrollment_id=${id}`)).json().data as {
      result: Array<{ paycheck: unknown }>;
      per_paycheck: unknown;
    };
    expect(cart.result[0]?.paycheck).toBeNull();
    expect(cart.per_paycheck).toBeNull();
  });
});
