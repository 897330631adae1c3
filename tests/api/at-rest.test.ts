import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { databaseText, holdsValue } from '../helpers/database-text';
import { completableEnrollment } from '../helpers/review';
import { openWizardApp, type WizardClient } from '../helpers/wizard';

/**
 * security.md, data at rest: after whole enrollments saved and completed through the real routes,
 * a dump of every table holds no plaintext SSN, account number, card number or security code.
 */

let app: FastifyInstance;
let token: string;
let api: WizardClient;
beforeAll(async () => ({ app, token, api } = await openWizardApp()));
afterAll(async () => app.close());

const APPLICANT_SSN = '123456789';
const DEPENDENT_SSNS = ['401223333', '401223334', '401223335'];
const ACCOUNT = '987654321012';
const CARD = '4111111111111111';
const CVV = '8642';
const nextYear = String(new Date().getFullYear() + 1);

const dependent = (first: string, relationship: 'spouse' | 'child', ssn: string) => ({
  primary_info: { first_name: first, last_name: 'Diaz', birthdate: '02/03/2012', ssn, relationship, gender: '1' },
});

async function ok(path: string, body: Record<string, unknown>): Promise<void> {
  const res = await api.post(path, body);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
}

describe('data at rest', () => {
  it('a dump after two completed enrollments holds no plaintext SSN, account, card number or security code', async () => {
    const eft = await completableEnrollment(app, token, [101], { tier: 'IF' });
    await ok('/save-dependent-info', {
      enrollment_id: eft,
      dependents: [
        dependent('Ana', 'spouse', DEPENDENT_SSNS[0]!),
        dependent('Leo', 'child', DEPENDENT_SSNS[1]!),
        dependent('Mia', 'child', DEPENDENT_SSNS[2]!),
      ],
    });
    await ok('/save-billing-info', {
      enrollment_id: eft,
      payment_method: 'eft',
      bill_date: 28,
      routing_number: '021000021',
      account_name: 'Ana Diaz',
      bank_name: 'JPMORGAN CHASE BANK, NA',
      account_number: ACCOUNT,
      account_type: 'checking',
      account_holder_type: 'individual',
    });
    await ok('/save-review-info', { enrollment_id: eft, first_enroll: 1 });

    const card = await completableEnrollment(app, token, [101]);
    await ok('/save-billing-info', {
      enrollment_id: card,
      payment_method: 'cc',
      bill_date: 28,
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Diaz',
      card_number: CARD,
      expiration_month: '12',
      expiration_year: nextYear,
      security_code: CVV,
      address1: '1 Main St',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
    });
    await ok('/save-review-info', { enrollment_id: card, first_enroll: 1 });

    const dump = await databaseText(app);
    // The dump is real: the completed enrollments and their masked payment details are in it.
    expect(dump).toContain(eft);
    expect(dump).toContain('XXXXXXXX1111');
    for (const secret of [APPLICANT_SSN, '123-45-6789', ...DEPENDENT_SSNS, ACCOUNT, CARD])
      expect(dump, secret).not.toContain(secret);
    expect(holdsValue(dump, CVV)).toBe(false);
    // No stored document has a security_code key (the rule versions name the field, which is fine).
    expect(dump).not.toMatch(/"security_code"+\s*:/);
  });

  it('the dump check finds a code stored as a value, not its digits inside a timestamp or a ciphertext', () => {
    expect(holdsValue('(7,"{""security_code"": ""987""}")', '987')).toBe(true);
    // The key check matches a stored key in the dump's quoting, not the field's name as a value.
    expect('(7,"{""security_code"": ""987""}")').toMatch(/"security_code"+\s*:/);
    expect('(1,"[{""field_name"": ""security_code"", ""required"": true}]")').not.toMatch(/"security_code"+\s*:/);
    expect(holdsValue('(7,{"code": 987})', '987')).toBe(true);
    expect(holdsValue('(7,"2026-11-23 07:29:05.987+00",v1:abc/987+xyz)', '987')).toBe(false);
  });
});
