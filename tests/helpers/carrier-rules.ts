import type { FastifyInstance } from 'fastify';

/**
 * Sets form-field rules the way staff do: PUT the draft, then publish it when the app has versions
 * (POST /admin/form-field-rules/publish). Before versions exist, the PUT alone is live. The publish
 * applies to enrollments in progress (decision 0240), so a test's open enrollment reads the rules it
 * just set; a publish that changes nothing (409) leaves them in force as they are.
 */

export const TEST_ADMIN_TOKEN = 'admin-token-for-tests-0123456789';

export interface TestRule {
  tab: string;
  field_name: string;
  required?: boolean;
  read_only?: boolean;
  visible?: boolean;
  sort?: number;
  scope?: string;
  scope_id?: number;
  definition?: Record<string, unknown>;
}

export interface TestTab {
  tab: string;
  title: string;
  sort: number;
  required: boolean;
  scope?: string;
  scope_id?: number;
}

const headers = (token: string) => ({ authorization: `Bearer ${token}` });

/** The draft rules of a tab. */
export async function rulesOf(app: FastifyInstance, tab: string, token = TEST_ADMIN_TOKEN): Promise<TestRule[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/admin/form-field-rules?tab=${tab}`,
    headers: headers(token),
  });
  if (res.statusCode !== 200) throw new Error(`GET rules ${tab}: ${res.statusCode} ${res.body}`);
  return res.json().data.rules as TestRule[];
}

/** Replaces the draft rules of the tabs named in `rules` (and custom tabs when given), then publishes. */
export async function putRules(
  app: FastifyInstance,
  body: { rules: TestRule[]; tabs?: TestTab[] },
  token = TEST_ADMIN_TOKEN,
): Promise<void> {
  const put = await app.inject({
    method: 'PUT',
    url: '/api/v1/admin/form-field-rules',
    payload: body,
    headers: headers(token),
  });
  if (put.statusCode !== 200) throw new Error(`PUT rules: ${put.statusCode} ${put.body}`);
  const publish = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/form-field-rules/publish',
    payload: { note: 'test', applies_in_progress: true },
    headers: headers(token),
  });
  if (publish.statusCode !== 200 && publish.statusCode !== 404 && publish.statusCode !== 409)
    throw new Error(`publish: ${publish.statusCode} ${publish.body}`);
}

/** Adds rules to a tab's current ones (a field named again is replaced). */
export async function addRules(
  app: FastifyInstance,
  tab: string,
  extra: TestRule[],
  token = TEST_ADMIN_TOKEN,
): Promise<void> {
  const current = await rulesOf(app, tab, token);
  const key = (r: TestRule) => `${r.field_name}|${r.scope ?? 'default'}|${r.scope_id ?? ''}`;
  const replaced = new Set(extra.map(key));
  await putRules(app, { rules: [...current.filter((r) => !replaced.has(key(r))), ...extra] }, token);
}
