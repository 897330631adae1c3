import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { FieldDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { STEPS } from '../../schemas/steps';
import { withReadOnlyValues } from '../../schemas/steps/read-only';
import { anyValue } from '../../schemas/test-support/arbitraries';
import { validateStepData } from '../../schemas/validate-step-data';
import { enrollmentWithCart, openWizardApp, type WizardClient } from '../helpers/wizard';

/**
 * The server's save answers exactly the field errors validateStepData gives in-process for the
 * same descriptors and input: the browser and the server can never disagree on a step.
 */

let app: FastifyInstance;
let api: WizardClient;
beforeAll(async () => ({ app, api } = await openWizardApp()));
afterAll(async () => app.close());

const CASES = [
  { tab: 'primary_info', path: 'personal-info', plans: [131], values: {} },
  { tab: 'contact_info', path: 'contact-info', plans: [133], values: {} },
  { tab: 'employer_info', path: 'employer-info', plans: [125], values: { groupId: 2001, eprocess: 'group' as const, type: 'new-group-member' as const } },
] as const;

const sortErrors = (list: readonly FieldError[]) => [...list].sort((a, b) => a.target_element.localeCompare(b.target_element) || a.error_message.localeCompare(b.error_message));

describe.each(CASES)('POST /save-$path agrees with validateStepData', ({ tab, path, plans, values }) => {
  it('for random input', async () => {
    const id = await enrollmentWithCart(app, plans, values);
    const descriptors = (await api.get(`/get-form-fields-${path}?enrollment_id=${id}`)).json().data.result as FieldDescriptor[];
    const step = STEPS[tab];
    const names = [...Object.keys(step.fields), 'not_a_field'];
    const data = fc.record(Object.fromEntries(names.map((n) => [n, anyValue])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(data, async (input) => {
        // What the server receives is JSON: undefined dropped, -0 -> 0, non-finite numbers -> null.
        const sent = JSON.parse(JSON.stringify(input)) as Record<string, unknown>;
        const res = await api.post(`/save-${path}`, { ...sent, enrollment_id: id });
        const expected = validateStepData(step, descriptors, withReadOnlyValues(descriptors, sent));
        if (expected.length === 0) {
          expect(res.statusCode).toBe(200);
        } else {
          expect(res.statusCode).toBe(400);
          expect(sortErrors(res.json().data)).toEqual(sortErrors(expected));
        }
      }),
      { numRuns: 100 },
    );
  }, 120_000);
});
