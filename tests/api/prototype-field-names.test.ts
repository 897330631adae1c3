import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { TEST_ADMIN_TOKEN } from '../helpers/carrier-rules';
import { enrollmentWithCart, OPEN_SESSION, wizardClient } from '../helpers/wizard';

/**
 * A carrier's field named like a property of Object.prototype (issue 26, item 18): an optional
 * `hasOwnProperty` made every save of its step fail ("Field is required": the lookup of its
 * missing value found the method). Such names are refused when the rules are saved, and a body
 * key of that name is no field.
 */

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ adminToken: TEST_ADMIN_TOKEN });
});
afterAll(async () => app.close());

describe("a field named like Object.prototype's properties", () => {
  it('is refused when the rules are saved, naming the rule', async () => {
    for (const name of ['hasOwnProperty', 'toString', 'valueOf', 'isPrototypeOf', '__lookupGetter__']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/admin/form-field-rules',
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
        payload: {
          rules: [
            {
              tab: 'primary_info',
              field_name: name,
              required: false,
              sort: 90,
              definition: { label: 'Carrier code', widget: 'text', schema: { type: 'string' } },
            },
          ],
        },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().data[0].target_element, name).toMatch(/field_name$/);
    }
  });

  it('in a save body is no field: the step saves', async () => {
    const api = wizardClient(app, app.issueSession(OPEN_SESSION));
    const id = await enrollmentWithCart(app, [101]);
    const body = { enrollment_id: id, first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123456789' };
    expect((await api.post('/save-personal-info', body)).statusCode).toBe(200);
    const res = await api.post('/save-personal-info', { ...body, hasOwnProperty: 'x', toString: 'y' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
