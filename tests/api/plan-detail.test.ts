import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { openSession } from '../helpers/cart-fixtures';
import { getAs, landingSession, type TestSession } from '../helpers/quote-enrollment';
import { plans } from '../../server/db/schema';
import { storefrontKeyOf } from '../../server/domain/storefront-key';
import { enrollmentWithCart } from '../helpers/wizard';

describe('GET /get-plan-detail', () => {
  let app: FastifyInstance;
  let open: TestSession;
  let lee: TestSession;

  beforeAll(async () => {
    app = await buildTestApp();
    open = await openSession(app);
    lee = await landingSession(app, 'samlee');
  });
  afterAll(async () => app.close());

  it('answers the plan description with its texts and toggles', async () => {
    const res = await getAs(app, open.token, '/get-plan-detail/133');
    expect(res.statusCode).toBe(200);
    const result = res.json().data.result;
    const [row] = await app.db.select().from(plans).where(eq(plans.id, 133));
    expect(result).toMatchObject({
      plan_id: 133,
      plan_name: row!.planName,
      body_text: row!.bodyText,
      header_text: row!.headerText,
      blueBarText: row!.blueBarText,
      association_text: row!.associationText,
      exclusions_text_name: 'Exclusions',
      exclusions_text: row!.exclusionsText,
      example_text_name: 'Example',
      faq_text_name: 'FAQ',
      faq_text: row!.faqText,
      is_prudential_plan: true,
      needs_membership: true,
    });
    expect(result.special_message).toContain('3% Administrative fees');
    expect(result.association_text).toBeTruthy();
  });

  it('answers the elevate membership text without an id', async () => {
    const result = (await getAs(app, open.token, '/get-plan-detail')).json().data.result;
    expect(result.plan_id).toBe(261);
    expect(result.association_text).toBeTruthy();
  });

  it('refuses bad ids, a missing session, unknown plans and plans outside the storefront', async () => {
    const bad = await getAs(app, open.token, '/get-plan-detail/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data[0].target_element).toBe('id');
    expect((await getAs(app, undefined, '/get-plan-detail/133')).statusCode).toBe(403);
    expect((await getAs(app, undefined, '/get-plan-detail')).statusCode).toBe(403);
    expect((await getAs(app, open.token, '/get-plan-detail/999999')).statusCode).toBe(404);
    // Sam Lee's family storefront sells no life plans; the union plan is the employer portal's alone.
    expect((await getAs(app, lee.token, '/get-plan-detail/133')).statusCode).toBe(403);
    expect((await getAs(app, open.token, '/get-plan-detail/125')).statusCode).toBe(403);
  });

  it("judges the plan against the storefront the shopper's enrollment buys from, as the listing and the cart do", async () => {
    // A rep's new member of Acme buys from Acme's employer portal, which sells the union plan.
    const repScope = { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502 } as const;
    const rep = app.issueSession({ ...repScope, over65: false });
    const acme = await enrollmentWithCart(app, [], {
      storefront: storefrontKeyOf(repScope),
      portalId: 503,
      groupId: 2001,
      eprocess: 'rep',
      type: 'new-group-member',
    });
    expect((await getAs(app, rep, '/get-plan-detail/125')).statusCode).toBe(403);
    expect((await getAs(app, rep, `/get-plan-detail/125?enrollment_id=${acme}`)).statusCode).toBe(200);
    expect((await getAs(app, rep, `/plan-requirements/125?enrollment_id=${acme}`)).statusCode).toBe(200);
    const listing = await getAs(app, rep, `/get-filtered-plans?enrollment_id=${acme}&categories=MEDICAL`);
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.json().data.result.map((c: { plan_id: number }) => c.plan_id)).toContain(125);
    // Another storefront's enrollment opens nothing: the same 404 as an unknown id.
    expect((await getAs(app, open.token, `/get-plan-detail/125?enrollment_id=${acme}`)).statusCode).toBe(404);
  });
});
