/** Query and body keys whose values never reach the logs (security.md: logs redact PII, codes, tokens). */
export const SENSITIVE_KEYS = [
  'ssn', 'dob', 'birthdate', 'dep_dob', 'spouse_dob', 'spouse_dop', 'account_number', 'routing_number', 'card_number',
  'security_code', 'code', 'agent_code', 'group_code', 'enrollerCode', 'enroller_code', 'password', 'token', 'email',
  'email_address', 'phone', 'phone_number', 'signature', 'image', 'answer', 'site_domain',
] as const;

const sensitive = new Set<string>(SENSITIVE_KEYS.map((k) => k.toLowerCase()));

/** Returns the url with the values of sensitive query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) if (sensitive.has(key.toLowerCase())) params.set(key, '[redacted]');
  return `${url.slice(0, q)}?${params.toString()}`;
}

/** pino redact paths for the request headers and any logged body. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SENSITIVE_KEYS.map((k) => `body.${k}`),
  ...SENSITIVE_KEYS.map((k) => `*.${k}`),
];
