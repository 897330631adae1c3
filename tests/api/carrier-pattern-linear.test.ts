import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { addRules, TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, errorMap, OPEN_SESSION, wizardClient, type WizardClient } from '../helpers/wizard';

/**
 * A carrier's pattern cannot freeze the API (issue 26, item 13). Patterns whose alternatives
 * overlap under a star backtrack exponentially in JavaScript (30 characters held every request for
 * 10.7 s); the server tests every pattern with RE2, so an anonymous save of the longest value the
 * field allows answers at once, and a request arriving meanwhile is served.
 */

const PLAN = 101;
const SAVE = { enrollment_id: '', first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' };
const MESSAGE = 'Use letters and digits only';
// Each with the value that makes a backtracking engine try every way of splitting it.
const ADVERSARIAL: Array<{ field: string; pattern: string; value: (n: number) => string; valid: string }> = [
  { field: 'carrier_ref_a', pattern: '^(a|a)*$', value: (n) => `${'a'.repeat(n - 1)}!`, valid: 'aaa' },
  { field: 'carrier_ref_w', pattern: '^(\\w|\\d)*$', value: (n) => `${'1'.repeat(n - 1)}!`, valid: 'A12' },
  { field: 'carrier_ref_e', pattern: '^([a-z]|[a-z0-9])*@$', value: (n) => 'a'.repeat(n), valid: 'ab1@' },
];

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
  api = wizardClient(app, app.issueSession(OPEN_SESSION));
  await addRules(
    app,
    'primary_info',
    ADVERSARIAL.map(({ field, pattern }, i) => ({
      tab: 'primary_info',
      field_name: field,
      required: false,
      sort: 90 + i,
      definition: {
        label: 'Carrier reference',
        widget: 'text',
        schema: { type: 'string', pattern },
        messages: { pattern: MESSAGE },
      },
    })),
  );
});
afterAll(async () => app.close());

/** Runs the save and, while it is under way, a health check; each answer's time since both were sent. */
async function saveBesideAnotherRequest(body: Record<string, unknown>) {
  const started = performance.now();
  const timed = <T>(p: Promise<T>) => p.then((res) => ({ res, ms: performance.now() - started }));
  const [save, health] = await Promise.all([
    timed(api.post('/save-personal-info', body)),
    timed(app.inject({ method: 'GET', url: '/api/v1/health' })),
  ]);
  return { save, health };
}

describe("a carrier's pattern with overlapping alternatives under a star", () => {
  for (const { field, pattern, value, valid } of ADVERSARIAL) {
    it(`${pattern}: an anonymous save of the longest value answers at once, and another request is served meanwhile`, async () => {
      const id = await enrollmentWithCart(app, [PLAN]);
      const ok = await api.post('/save-personal-info', { ...SAVE, enrollment_id: id, [field]: valid });
      expect(ok.statusCode, ok.body).toBe(200);
      // 30 characters held a backtracking engine for 10 s; 255 (the field's default maxLength) would hold it for ever.
      for (const length of [30, 255]) {
        const { save, health } = await saveBesideAnotherRequest({ ...SAVE, enrollment_id: id, [field]: value(length) });
        expect(save.res.statusCode, save.res.body).toBe(400);
        expect(errorMap(save.res)).toEqual({ [field]: MESSAGE });
        expect(save.ms).toBeLessThan(1500);
        expect(health.res.statusCode).toBe(200);
        expect(health.ms).toBeLessThan(1500);
      }
    });
  }

  it('never tests a value longer than the field allows', async () => {
    const id = await enrollmentWithCart(app, [PLAN]);
    const res = await api.post('/save-personal-info', { ...SAVE, enrollment_id: id, carrier_ref_w: '1'.repeat(256) });
    expect(res.statusCode).toBe(400);
    expect(errorMap(res)).toEqual({ carrier_ref_w: expect.stringMatching(/255/) });
  });
});
