import type { APIRequestContext } from '@playwright/test';
import { EFT } from '../../helpers/billing-bodies';

/** Calls /api/v1 the way the browser does (GET, or POST with a body) and answers `data` of the success envelope. */
export async function apiCall<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string | null | undefined,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res =
    method === 'get'
      ? await request.get(`/api/v1/${path}`, { headers })
      : await request.post(`/api/v1/${path}`, { headers, data: body });
  const json = (await res.json()) as { status: string; data: T };
  if (json.status !== 'success') throw new Error(`${path} answered ${JSON.stringify(json)}`);
  return json.data;
}

/** GET /api/v1/{path}: `data` of the success envelope. */
export function apiData<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  return apiCall<T>(request, 'get', path, token);
}

/** The open session of the default site. */
export async function defaultSession(
  request: APIRequestContext,
): Promise<{ token: string; agent_id: number | null; group_id: number | null; portal_id: number | null }> {
  return apiData(request, 'get-default-info');
}

/** Who an API-driven enrollment is for: the personal, contact and employer steps' own values. */
export interface StepApplicant {
  firstName: string;
  lastName: string;
  ssn: string;
  phone: string;
  email: string;
  employer: { name: string; address1: string; zip: string; occupation: string };
}

/**
 * Checks the cart out on its first effective date and saves every step up to the review through the
 * API, as the wizard saves them (personal, contact, employer, billing by EFT, the required agreements).
 */
export async function saveStepsToReview(
  request: APIRequestContext,
  token: string,
  id: string,
  who: StepApplicant,
): Promise<void> {
  const call = <T>(method: 'get' | 'post', path: string, body?: unknown) =>
    apiCall<T>(request, method, path, token, body);
  const dates = await call<{ result: string[] }>('get', `get-cart-effective-dates?enrollment_id=${id}`);
  await call('post', 'cart-checkout', { enrollment_id: id, effective_date: dates.result[0] });
  await call('post', 'save-personal-info', {
    enrollment_id: id,
    first_name: who.firstName,
    last_name: who.lastName,
    marital_status: '1',
    ssn: who.ssn,
  });
  await call('post', 'save-contact-info', {
    enrollment_id: id,
    address1: '1 Main St',
    city: 'Atlanta',
    state: 'GA',
    zip: '30301',
    phone_number: who.phone,
    email_address: who.email,
  });
  await call('post', 'save-employer-info', {
    enrollment_id: id,
    name: who.employer.name,
    phone: '4045550100',
    address1: who.employer.address1,
    city: 'Atlanta',
    state: 'GA',
    zip: who.employer.zip,
    average_work_week: '40',
    employment_start_date: '01/02/2020',
    occupation: who.employer.occupation,
    compensation_type: 'G20',
    employment_status: 'A',
  });
  await call('post', 'save-billing-info', {
    enrollment_id: id,
    ...EFT,
    account_name: `${who.firstName} ${who.lastName}`,
  });
  const texts = await call<{ result: { id: string; text_required: boolean }[] }>(
    'get',
    `get-agreement-texts?enrollment_id=${id}`,
  );
  await call('post', 'save-agreement-info', {
    enrollment_id: id,
    accepted_agreements: texts.result.filter((t) => t.text_required).map((t) => t.id),
    answer: 'Yes',
  });
}
