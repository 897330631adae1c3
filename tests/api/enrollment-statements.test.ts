import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { policies } from '../../server/db/schema';
import { countStatements, type StatementCounter } from '../../server/db/statement-count';
import { newShopper, wholeEnrollment, type Send } from '../../bench/enroll-journey';
import { buildTestApp } from '../helpers/build-app';

/**
 * Issue 27, a lean write path: one whole enrollment, checkout to policy (the 21 requests the wizard
 * sends, bench/enroll-journey.ts), costs at most 40 SQL statements, counted at the driver (every
 * round trip, BEGIN and COMMIT included). Measured with the process warm (a first enrollment runs
 * before), as a running server answers: per-process caches are filled once, not per enrollment.
 */
const STATEMENT_BUDGET = 40;

let app: FastifyInstance;
let counter: StatementCounter;
const send: Send = async (method, path, token, body) => {
  const res = await app.inject({
    method,
    url: `/api/v1${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.body };
};

beforeAll(async () => {
  app = await buildTestApp();
  counter = countStatements(app.db);
  // Warm: the first enrollment of a process fills its caches (rules, catalogue, agreement texts).
  await wholeEnrollment(send, await newShopper(send));
});
afterAll(async () => app.close());

describe('one whole enrollment (checkout to policy)', () => {
  it(`costs at most ${STATEMENT_BUDGET} SQL statements and makes the policy`, async () => {
    const shopper = await newShopper(send);
    counter.reset();
    const perRequest: string[] = [];
    let before = 0;
    const policyId = await wholeEnrollment(send, shopper, (step, res) => {
      perRequest.push(`${counter.total - before} ${step.method} ${step.path.split('?')[0]} ${res.status}`);
      before = counter.total;
    });
    const total = counter.total;
    const [policy] = await app.db.select().from(policies).where(eq(policies.id, policyId));
    expect(policy?.enrollmentId).toBe(shopper.enrollmentId);
    expect(perRequest).toHaveLength(21);
    expect(total, `${JSON.stringify(counter.byVerb)}\n${perRequest.join('\n')}`).toBeLessThanOrEqual(STATEMENT_BUDGET);
  });
});
