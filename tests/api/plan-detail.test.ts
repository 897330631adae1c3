import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { buildTestApp } from '../helpers/build-app';
import { getAs, landingSession, openSession, type TestSession } from '../helpers/quote-enrollment';
import { plans } from '../../server/db/schema';

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
});
