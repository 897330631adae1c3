/**
 * What never reaches the logs (security.md; the security review): personal data, codes, tokens
 * and enrollment ids, which are capabilities. Ids keep their first 6 characters, so a line can
 * still be matched with a support request; everything else listed becomes `[redacted]`, at any
 * depth of a logged object, in query strings and in paths. Errors are logged as describeError
 * words them (db/errors.ts): a failed query never brings its parameters or the failing row along.
 */
import { describeError } from '../db/errors';

/** Keys whose values are dropped wherever they appear (compared lower-case). */
export const SENSITIVE_KEYS = [
  'ssn',
  'dep_ssn',
  'dob',
  'birthdate',
  'dep_dob',
  'spouse_dob',
  'spouse_dop',
  'account_number',
  'routing_number',
  'card_number',
  'security_code',
  'cvv',
  'code',
  'agent_code',
  'group_code',
  'enrollercode',
  'enroller_code',
  'password',
  'delivery_secret',
  'token',
  'authorization',
  'cookie',
  'email',
  'email_address',
  'to',
  'phone',
  'phone_number',
  'signature',
  'image',
  'answer',
  'answers',
  'site_domain',
  'user_id',
  'uid',
  'name',
  'first_name',
  'middle_name',
  'last_name',
  'q',
  'search',
  'address1',
  'address2',
  'notes',
  'text',
  'html',
  'subject',
  'health_info',
  'condition_questions',
  'data',
  // A query's values and the row a database error quotes (db/errors.ts).
  'params',
  'detail',
] as const;

/** Keys that hold an enrollment id: shortened, not dropped. */
export const ENROLLMENT_ID_KEYS = ['enrollment_id', 'tempid', 'temp_enrollment_id', 'id', 'enr'] as const;

const sensitive = new Set<string>(SENSITIVE_KEYS);
const idKeys = new Set<string>(ENROLLMENT_ID_KEYS);
const REDACTED = '[redacted]';
const KEEP = 6;

/** The first 6 characters of an id and an ellipsis. */
export function shortId(value: string): string {
  return value.length <= KEEP ? value : `${value.slice(0, KEEP)}…`;
}

// A path segment that is a capability: an enrollment id (hex) or one base64-encoded (direct-continue).
// Route names have hyphens and no digits run like these, so they are never caught.
const CAPABILITY_SEGMENT = /^(?:[0-9a-f]{24,}|[A-Za-z0-9+/_]{16,}(?:%3D|=){0,2})$/i;

function redactPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, i) =>
      // A signing link's token (/sign/{token}) is a single-use credential: dropped, not shortened.
      segments[i - 1] === 'sign' ? REDACTED : CAPABILITY_SEGMENT.test(segment) ? shortId(segment) : segment,
    )
    .join('/');
}

/** The url with capability path segments shortened and sensitive query values redacted. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactPath(q < 0 ? url : url.slice(0, q));
  if (q < 0) return path;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...new Set(params.keys())]) {
    const lower = key.toLowerCase();
    const values = params.getAll(key);
    params.delete(key);
    for (const v of values) params.append(key, sensitive.has(lower) ? REDACTED : idKeys.has(lower) ? shortId(v) : v);
  }
  return `${path}?${params.toString()}`;
}

/** A copy of a logged value with every sensitive key (at any depth) redacted and ids shortened. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth > 8) return REDACTED;
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  // A database error's statement, parameters and detail hold personal data: only its SQLSTATE and names.
  if (value instanceof Error) return describeError(value);
  // Class instances (a Fastify request, a reply) are left to pino's serializers, which redact them.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (sensitive.has(lower)) out[key] = REDACTED;
    else if (idKeys.has(lower) && typeof v === 'string') out[key] = shortId(v);
    else if ((lower === 'url' || lower === 'path') && typeof v === 'string') out[key] = redactUrl(v);
    else out[key] = redactValue(v, depth + 1);
  }
  return out;
}

/**
 * pino's logMethod hook: a line logged as `log.error(err)` or `log.error({ err })` without a message
 * takes the error's message, which passes no formatter; it takes describeError's message instead.
 */
export function safeErrorMessage(this: unknown, args: unknown[], method: (...args: unknown[]) => void): void {
  const [first, ...rest] = args;
  if (typeof rest[0] !== 'string') {
    const err = first instanceof Error ? first : (first as { err?: unknown } | null)?.err;
    if (err instanceof Error) {
      const message = describeError(err).message ?? 'error';
      method.apply(this, [first instanceof Error ? { err: first } : first, message]);
      return;
    }
  }
  method.apply(this, args);
}
