/**
 * One whole enrollment through the API, from checkout to policy (issue 27's "one whole enrollment"):
 * the requests the wizard sends for a new visitor of the default storefront with one dental plan at
 * Member Only, in the browser's order. Shared by the statement-count API test (app.inject) and
 * `npm run bench enroll` (HTTP against a server process), through `Send`.
 */

export interface Answer {
  status: number;
  body: string;
}

/** Sends one API request (`path` under /api/v1, query included) with the session token. */
export type Send = (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) => Promise<Answer>;

export interface Shopper {
  token: string;
  enrollmentId: string;
  planId: number;
  planPricingId: number;
  /** This shopper's own SSN: each is another person, as in a real book (the enroller's book matches people by birth date and SSN). */
  ssn: string;
}

let shoppers = 0;

/** A different person each call: a birth date (MM/DD/YYYY) from 1960 to 1999 and an SSN of the valid ranges. */
function nextPerson(): { dob: string; ssn: string } {
  const n = shoppers++ + Math.floor(Math.random() * 1_000_000);
  const pad = (v: number, w: number) => String(v).padStart(w, '0');
  const dob = `${pad((n % 12) + 1, 2)}/${pad((Math.floor(n / 12) % 28) + 1, 2)}/${1960 + (Math.floor(n / 336) % 40)}`;
  const ssn = `${pad(100 + (n % 500), 3)}-${pad(10 + (Math.floor(n / 500) % 89), 2)}-${pad(1000 + (n % 8999), 4)}`;
  return { dob, ssn };
}

export interface JourneyStep {
  method: 'GET' | 'POST';
  path: string;
}

function dataOf<T>(step: JourneyStep, res: Answer): T {
  if (res.status < 200 || res.status > 299)
    throw new Error(`${step.method} ${step.path.split('?')[0]} answered ${res.status}: ${res.body.slice(0, 400)}`);
  return (JSON.parse(res.body) as { data: T }).data;
}

interface Card {
  plan_id: number;
  plan_category: string;
  tier_price?: Array<{ tier: string; plan_pricing_id: number }>;
}

/**
 * Before the journey (not part of it): the default storefront's session, a new visitor's
 * enrollment at zip 30301 and a dental plan at Member Only in its cart.
 */
export async function newShopper(send: Send, category = 'DENTAL'): Promise<Shopper> {
  const call = async <T>(method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) =>
    dataOf<T>({ method, path }, await send(method, path, token, body));
  const { token } = await call<{ token: string }>('GET', '/get-default-info', null);
  const person = nextPerson();
  const added = await call<{ temp_enrollment_id: string }>('POST', '/add-filter-for-new-user', token, {
    zip: '30301',
    dob: person.dob,
    gender: '0',
    tier: 'IO',
  });
  const enrollmentId = added.temp_enrollment_id;
  const listing = await call<{ result: Card[] }>('GET', `/get-filtered-plans?enrollment_id=${enrollmentId}`, token);
  for (const card of listing.result) {
    const io = card.plan_category === category ? card.tier_price?.find((t) => t.tier === 'IO') : undefined;
    if (!io) continue;
    await call('POST', '/add-plan-to-cart', token, {
      enrollment_id: enrollmentId,
      plan_id: card.plan_id,
      plan_pricing_id: io.plan_pricing_id,
    });
    return { token, enrollmentId, planId: card.plan_id, planPricingId: io.plan_pricing_id, ssn: person.ssn };
  }
  throw new Error(`the listing offers no ${category} plan at tier IO`);
}

const PERSON = { first_name: 'Ana', last_name: 'Diaz', marital_status: '1' };
const CONTACT = {
  address1: '1 Main St',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  phone_number: '(404) 555-0101',
  email_address: 'ana@mail.com',
};
const EMPLOYER = {
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
const EFT = {
  payment_method: 'eft',
  bill_date: 15,
  routing_number: '021000021',
  account_name: 'Ana Diaz',
  bank_name: 'JPMORGAN CHASE BANK, NA',
  account_number: '12345678',
  account_type: 'checking',
  account_holder_type: 'individual',
};
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** Calls `each(step, answer, ms)` after every request of the journey; answers the policy id. */
export async function wholeEnrollment(
  send: Send,
  shopper: Shopper,
  each?: (step: JourneyStep, res: Answer, ms: number) => void,
): Promise<number> {
  const { token, enrollmentId: id } = shopper;
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const step = { method, path };
    const started = performance.now();
    const res = await send(method, path, token, body === undefined ? undefined : { enrollment_id: id, ...body });
    each?.(step, res, performance.now() - started);
    return dataOf<T>(step, res);
  };
  const q = `?enrollment_id=${id}`;
  const dates = await call<{ result: string[] }>('GET', `/get-cart-effective-dates${q}`);
  await call('POST', '/cart-checkout', { effective_date: dates.result[0] });
  await call('GET', `/get-dynamic-tabs${q}`);
  await call('GET', `/get-form-fields-personal-info${q}`);
  await call('POST', '/save-personal-info', { ...PERSON, ssn: shopper.ssn });
  await call('GET', `/get-form-fields-contact-info${q}`);
  await call('POST', '/save-contact-info', CONTACT);
  await call('GET', `/get-form-fields-employer-info${q}`);
  await call('POST', '/save-employer-info', EMPLOYER);
  await call('GET', `/get-form-fields-billing-info${q}`);
  await call('GET', `/get-payment-method${q}`);
  await call('GET', `/get-bill-date${q}`);
  await call('POST', '/save-billing-info', EFT);
  await call('GET', `/get-form-fields-agreement-info${q}`);
  const texts = await call<{ result: Array<{ id: string; text_required: boolean }> }>(
    'GET',
    `/get-agreement-texts${q}`,
  );
  await call('POST', '/save-agreement-info', {
    accepted_agreements: texts.result.filter((t) => t.text_required).map((t) => t.id),
    answer: 'Yes',
    signature: SIGNATURE,
  });
  await call('GET', `/get-dynamic-tabs${q}`);
  await call('GET', `/get-cart-plan-info${q}`);
  await call('GET', `/get-missing-fields${q}`);
  await call('GET', `/get-carrier-fields${q}`);
  const done = await call<{ policy_id: number }>('POST', '/save-review-info', { first_enroll: 1 });
  return done.policy_id;
}
