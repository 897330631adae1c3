import type { APIRequestContext } from '@playwright/test';
import { apiCall } from '../support/api';
import { createEnrollmentWithCart } from '../support/enrollment-utils';
import { SAVE_CODE_IN_MAIL } from '../../helpers/save-code-mail';

/** Helpers of the review and resume flows: an enrollment past the cart with the first steps saved, and the mailed code. */

/** Plan 101 in the cart, checked out on the first offered date, Personal, Contact and Employer saved through the API. */
export async function enrollmentAtReview(request: APIRequestContext): Promise<{ token: string; enrollmentId: string }> {
  const { token, enrollmentId } = await createEnrollmentWithCart(request, 101);
  const dates = await request.get(`/api/v1/get-cart-effective-dates?enrollment_id=${enrollmentId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const [effective] = ((await dates.json()) as { data: { result: string[] } }).data.result;
  await apiCall(request, 'post', 'cart-checkout', token, { enrollment_id: enrollmentId, effective_date: effective });
  await apiCall(request, 'post', 'save-personal-info', token, {
    enrollment_id: enrollmentId,
    first_name: 'Ana',
    last_name: 'Diaz',
    marital_status: '1',
    ssn: '123-45-6789',
  });
  await apiCall(request, 'post', 'save-contact-info', token, {
    enrollment_id: enrollmentId,
    address1: '1 Main St',
    city: 'Atlanta',
    state: 'GA',
    zip: '30301',
    phone_number: '(404) 555-0101',
    email_address: 'ana@example.com',
  });
  await apiCall(request, 'post', 'save-employer-info', token, {
    enrollment_id: enrollmentId,
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
  });
  return { token, enrollmentId };
}

/** The newest mail to `to` from the demo outbox, with the enrollment code and the direct-continue path it carries. */
export async function mailedCode(request: APIRequestContext, to: string): Promise<{ code: string; link: string }> {
  const res = await request.get('/api/v1/outbox');
  const mails = ((await res.json()) as { data: { result: Array<{ to: string; text: string }> } }).data.result;
  const text = mails.find((m) => m.to === to)?.text ?? '';
  const code = SAVE_CODE_IN_MAIL.exec(text)?.[1];
  const link = /https?:\/\/[^/\s]+(\/direct-continue\/\S+)/.exec(text)?.[1];
  if (!code || !link) throw new Error(`no code mailed to ${to}`);
  return { code, link };
}
