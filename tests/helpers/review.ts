import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { updateEnrollment, writeStep, type NewEnrollment } from '../../server/repositories/enrollments';
import { sealFields } from '../../server/services/step-crypto';
import { enrollmentWithCart, wizardClient } from './wizard';

/** Test helpers for review, receipt and resume: an enrollment with every required tab saved. */

export const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1', ssn: '123-45-6789' };
export const CONTACT = {
  address1: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  phone_number: '(404) 555-0101',
  email_address: 'ana@mail.com',
};
export const EMPLOYER = {
  name: 'Diaz Welding',
  phone: '4045550100',
  address1: '2 Oak St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  average_work_week: '40',
  employment_start_date: '01/02/2020',
  occupation: 'Welder',
  compensation_type: 'G20',
  employment_status: 'A',
};
export const EFFECTIVE_ISO = '2031-01-01';

/**
 * Billing and agreement are other modules' steps; their records are written here as the step
 * would store them (account number sealed), so review can be tested on its own.
 */
async function saveOtherModulesTabs(app: FastifyInstance, id: string): Promise<void> {
  await writeStep(
    app.db,
    id,
    'payment_info',
    sealFields(
      {
        payment_method: 'eft',
        routing_number: '021000021',
        account_number: '123456789',
        account_name: 'Ana Diaz',
        bank_name: 'JPMORGAN CHASE BANK',
        bill_date: '28',
      },
      ['account_number'],
      app.config.encryptionKey,
    ),
  );
  await writeStep(app.db, id, 'aggrement_info', { eprocess: 'applicant', user_name: 'Ana Diaz', date: '01/01/2031' });
}

/** An enrollment (plans 101 and 111 by default) with an effective date and every required tab saved through the real routes. */
export async function completableEnrollment(
  app: FastifyInstance,
  token: string,
  planIds: readonly number[] = [101, 111],
  values: Partial<NewEnrollment> = {},
): Promise<string> {
  const api = wizardClient(app, token);
  const id = await enrollmentWithCart(app, planIds, values);
  await updateEnrollment(app.db, id, { effectiveDate: EFFECTIVE_ISO, status: 'checked_out' });
  for (const [path, body] of [
    ['/save-personal-info', PERSON],
    ['/save-contact-info', CONTACT],
    ['/save-employer-info', EMPLOYER],
  ] as const) {
    const res = await api.post(path, { enrollment_id: id, ...body });
    expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  }
  await saveOtherModulesTabs(app, id);
  return id;
}
