import type { ApiRule, ApiTab } from '../../../schemas/api/form-admin';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { STEP_TITLES } from '../../../schemas/messages';
import {
  fillBillingEft,
  fillContact,
  fillEmployer,
  fillHealth,
  fillPersonal,
  signAgreement,
  type Applicant,
} from './journey-steps';

/**
 * Helpers of the form engine's acceptance test: the admin API (snapshot of the draft and
 * its restoration, so the spec leaves the server as it found it), and a walk through the wizard that
 * fills whatever step opens, in whatever order the published version puts them.
 */

/** The e2e server's ADMIN_TOKEN (scripts/e2e-server.mjs); the cleanup needs every scope, not only the carrier's. */
export const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789abcdef';

export const SUNFIELD_ADMIN = { email: 'sunfield.admin@openenroll.example', password: 'demo-carrier-pass' } as const;

/** A rule and a custom tab as the admin API answers and takes them. */
export type AdminRule = ApiRule;
export type AdminTab = ApiTab;

type Envelope<T> = { status: string; statusCode: number; data: T };

async function admin<T>(
  request: APIRequestContext,
  method: 'get' | 'put' | 'post',
  path: string,
  token: string,
  body?: unknown,
): Promise<T> {
  const headers = { Authorization: `Bearer ${token}` };
  const url = `/api/v1/${path}`;
  const res =
    method === 'get'
      ? await request.get(url, { headers })
      : method === 'put'
        ? await request.put(url, { headers, data: body })
        : await request.post(url, { headers, data: body });
  const json = (await res.json()) as Envelope<T>;
  if (json.status !== 'success')
    throw new Error(`${method.toUpperCase()} ${path} answered ${res.status()} ${JSON.stringify(json)}`);
  return json.data;
}

/** POST /admin/sign-in as a staff member: the staff token. */
export async function staffToken(
  request: APIRequestContext,
  creds: { email: string; password: string } = SUNFIELD_ADMIN,
): Promise<string> {
  const data = await admin<{ token: string }>(request, 'post', 'admin/sign-in', '', creds);
  return data.token;
}

/** The draft rules of one tab and the draft's custom tabs, as `token` may read them (ADMIN_TOKEN: every scope). */
export async function draftOf(
  request: APIRequestContext,
  tab: string,
  token = ADMIN_TOKEN,
): Promise<{ version: number; rules: AdminRule[]; tabs: AdminTab[] }> {
  return admin(request, 'get', `admin/form-field-rules?tab=${encodeURIComponent(tab)}`, token);
}

export async function putDraft(
  request: APIRequestContext,
  token: string,
  body: { rules: AdminRule[]; tabs?: AdminTab[]; replace_tabs?: string[] },
): Promise<void> {
  await admin(request, 'put', 'admin/form-field-rules', token, body);
}

/** Publishes the draft for the enrollments in progress too (decision 0240): a test's open applicant reads it. */
export async function publishDraft(request: APIRequestContext, token: string, note: string): Promise<number> {
  return (
    await admin<{ version: number }>(request, 'post', 'admin/form-field-rules/publish', token, {
      note,
      applies_in_progress: true,
    })
  ).version;
}

export interface DraftSnapshot {
  tab: string;
  rules: AdminRule[];
  tabs: AdminTab[];
}

/** What the draft holds now for `tab` (every scope) and its custom tabs: restoreDraft puts it back. */
export async function snapshotDraft(request: APIRequestContext, tab: string): Promise<DraftSnapshot> {
  const { rules, tabs } = await draftOf(request, tab);
  return { tab, rules, tabs };
}

/**
 * Puts the snapshot's tab back (its rules as they were, in every scope, none if it had none) and its
 * custom tabs, empties the rules of `customTabs` (tabs the test created), then publishes, so the
 * wizard no longer asks what the test added (PUT replace_tabs names the tabs to replace).
 */
export async function restoreDraft(
  request: APIRequestContext,
  snapshot: DraftSnapshot,
  note: string,
  customTabs: readonly string[] = [],
): Promise<void> {
  await putDraft(request, ADMIN_TOKEN, {
    rules: snapshot.rules,
    tabs: snapshot.tabs,
    replace_tabs: [snapshot.tab, ...customTabs],
  });
  // A test that stopped before publishing left nothing to undo: the refused empty publish (409) is fine.
  await publishDraft(request, ADMIN_TOKEN, note).catch((error: unknown) => {
    if (!String(error).includes(' answered 409 ')) throw error;
  });
}

/** The page's own session: the token and enrollment id the app keeps in storage. */
export async function pageSession(page: Page): Promise<{ token: string; enrollmentId: string }> {
  const [token, enrollmentId] = await page.evaluate(() => [
    localStorage.getItem('session_token'),
    localStorage.getItem('tempId'),
  ]);
  expect(token).toBeTruthy();
  expect(enrollmentId).toBeTruthy();
  return { token: token!, enrollmentId: enrollmentId! };
}

/** A call of the applicant's API with the page's session: the HTTP status and the envelope. */
export async function applicantCall<T = unknown>(
  request: APIRequestContext,
  page: Page,
  method: 'get' | 'post',
  path: string,
  body?: Record<string, unknown>,
): Promise<{ status: number; body: Envelope<T> }> {
  const { token, enrollmentId } = await pageSession(page);
  const headers = { Authorization: `Bearer ${token}` };
  const url = `/api/v1/${path}${method === 'get' ? `${path.includes('?') ? '&' : '?'}enrollment_id=${enrollmentId}` : ''}`;
  const res =
    method === 'get'
      ? await request.get(url, { headers })
      : await request.post(url, { headers, data: { enrollment_id: enrollmentId, ...body } });
  return { status: res.status(), body: (await res.json()) as Envelope<T> };
}

/** The employer step's own answers as fillEmployer gives them, for a save through the API. */
export const EMPLOYER_BODY = {
  name: 'Acme Manufacturing',
  phone: '4045550199',
  address1: '1 Industrial Way',
  city: 'Atlanta',
  state: 'GA',
  zip: '30301',
  average_work_week: '40',
  employment_start_date: '01/15/2020',
  occupation: 'Machinist',
  compensation_type: 'G20',
  employment_status: 'A',
} as const;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * From the open step to the review, filling each step that opens with the journey's answers; a
 * custom tab is handed to `onCustom`, and the employer and health steps to `onEmployer` and
 * `onHealth` when given (which must leave them with Next clicked). Answers the titles of the steps passed, in order.
 */
export async function walkToReview(
  page: Page,
  who: Applicant,
  hooks: {
    onEmployer?: () => Promise<void>;
    onHealth?: () => Promise<void>;
    onCustom?: (title: string) => Promise<void>;
  } = {},
): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < 12; i++) {
    const title = page.getByRole('heading', { level: 1 }).first();
    await expect(title).not.toHaveText('');
    const name = ((await title.textContent()) ?? '').trim();
    if (name === STEP_TITLES.review_info) return seen;
    seen.push(name);
    if (name === STEP_TITLES.primary_info) await fillPersonal(page, who);
    else if (name === STEP_TITLES.contact_info) await fillContact(page, who);
    else if (name === STEP_TITLES.employer_info) await (hooks.onEmployer ? hooks.onEmployer() : fillEmployer(page));
    else if (name === STEP_TITLES.primary_health_info) await (hooks.onHealth ? hooks.onHealth() : fillHealth(page));
    else if (name === STEP_TITLES.dependent_info) await page.getByRole('button', { name: 'Next' }).click();
    else if (name === STEP_TITLES.billing_info) await fillBillingEft(page, `${who.first} ${who.last}`);
    else if (name === STEP_TITLES.agreement_info) {
      await signAgreement(page);
      return seen;
    } else if (hooks.onCustom) await hooks.onCustom(name);
    else throw new Error(`walkToReview: no answers for the step '${name}'`);
    await expect(h1(page, name)).toHaveCount(0);
  }
  throw new Error(`walkToReview: no review after ${seen.join(', ')}`);
}
