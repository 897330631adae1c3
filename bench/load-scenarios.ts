import type { LoadRequest } from './load-client';
import type { Visitor } from './load-fixture';

/**
 * The scenarios of `npm run bench load` (bench/load.ts): what each sends, at what rate, and the bare
 * twin it is compared with.
 */

export interface Fixture {
  appUrl: string;
  bareUrl: string;
  shopper: Visitor;
  carts: Visitor[];
  wizards: Visitor[];
  plan: { planId: number; planPricingId: number };
}

export interface Scenario {
  name: string;
  /** What it is compared with (its bare twin); none for the bare routes themselves. */
  bare?: string;
  connections: number;
  rate?: number;
  target: (f: Fixture) => { url: string; lists: LoadRequest[][] };
  after?: (f: Fixture) => Promise<void>;
}

const get = (v: Visitor, path: string): LoadRequest => ({
  method: 'GET',
  path: `/api/v1${path}`,
  token: v.token,
});
const post = (v: Visitor, path: string, body: object): LoadRequest => ({
  method: 'POST',
  path: `/api/v1${path}`,
  token: v.token,
  body: JSON.stringify(body),
});
export const listing = (shopper: Visitor, category?: string) =>
  `/get-filtered-plans?enrollment_id=${shopper.enrollmentId}${category ? `&categories=${category}` : ''}`;
const bare = (f: Fixture) => ({ url: f.bareUrl, lists: [[{ method: 'GET' as const, path: '/static' }]] });
const app = (f: Fixture, ...list: LoadRequest[]) => ({ url: f.appUrl, lists: [list] });
const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123-45-6789' };

/** The calls the plan page makes (src/features/plan-detail), one after the other per connection. */
function planPage(f: Fixture): LoadRequest[] {
  const e = f.shopper.enrollmentId;
  const pid = f.plan.planId;
  return [
    get(f.shopper, `/get-plan-detail/${pid}`),
    get(f.shopper, `/get-plan-pricing-detail?pid=${pid}&enrollment_id=${e}`),
    get(f.shopper, `/plan-requirements/${pid}`),
    get(f.shopper, `/check-prudential-plan?enrollment_id=${e}&plan_id=${pid}`),
    get(f.shopper, `/get-related-plans?enrollment_id=${e}&plan_id=${pid}`),
    get(f.shopper, `/get-questions?enrollment_id=${e}&plan_id=${pid}&type=save`),
  ];
}

const removePath = (f: Fixture, v: Visitor) =>
  `/remove-plan-from-cart?enrollment_id=${v.enrollmentId}&plan_id=${f.plan.planId}&plan_pricing_id=${f.plan.planPricingId}`;

export function scenarios(c: number, rate: number, category: string): Scenario[] {
  return [
    { name: 'bare', connections: c, target: bare },
    { name: 'listing', bare: 'bare', connections: c, target: (f) => app(f, get(f.shopper, listing(f.shopper))) },
    {
      name: `listing_${category}`,
      bare: 'bare',
      connections: c,
      target: (f) => app(f, get(f.shopper, listing(f.shopper, category))),
    },
    {
      name: 'plan_pricing',
      bare: 'bare',
      connections: c,
      target: (f) =>
        app(f, get(f.shopper, `/get-plan-pricing-detail?pid=${f.plan.planId}&enrollment_id=${f.shopper.enrollmentId}`)),
    },
    { name: 'plan_page_calls', bare: 'bare', connections: c, target: (f) => app(f, ...planPage(f)) },
    {
      name: 'cart_add_remove',
      bare: 'bare',
      connections: c,
      // Each connection its own enrollment, alternating add and remove so the cart never grows.
      target: (f) => ({
        url: f.appUrl,
        lists: f.carts.map((v) => [
          post(v, '/add-plan-to-cart', {
            enrollment_id: v.enrollmentId,
            plan_id: f.plan.planId,
            plan_pricing_id: f.plan.planPricingId,
          }),
          get(v, removePath(f, v)),
        ]),
      }),
      // A run can stop between an add and its remove: empty the carts for the next run.
      after: async (f) => {
        await Promise.all(
          f.carts.map((v) =>
            fetch(`${f.appUrl}/api/v1${removePath(f, v)}`, { headers: { authorization: `Bearer ${v.token}` } }).then(
              (r) => r.text(),
            ),
          ),
        );
      },
    },
    {
      name: 'wizard_save_personal',
      bare: 'bare',
      connections: c,
      target: (f) => ({
        url: f.appUrl,
        lists: f.wizards.map((v) => [post(v, '/save-personal-info', { enrollment_id: v.enrollmentId, ...PERSON })]),
      }),
    },
    { name: 'seq_bare', connections: 1, target: bare },
    {
      name: 'seq_listing',
      bare: 'seq_bare',
      connections: 1,
      target: (f) => app(f, get(f.shopper, listing(f.shopper))),
    },
    {
      name: `seq_listing_${category}`,
      bare: 'seq_bare',
      connections: 1,
      target: (f) => app(f, get(f.shopper, listing(f.shopper, category))),
    },
    { name: `fixed${rate}_bare`, connections: c, rate, target: bare },
    {
      name: `fixed${rate}_listing`,
      bare: `fixed${rate}_bare`,
      connections: c,
      rate,
      target: (f) => app(f, get(f.shopper, listing(f.shopper))),
    },
  ];
}
