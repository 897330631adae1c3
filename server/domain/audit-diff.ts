import type { AuditChange } from '../../schemas/api/group-admin';

/**
 * The before/after of a change for the audit log (issue 30, decision 0290): one entry per field
 * whose value changed, values as text. A field holding personal or contact data is never recorded
 * in full: it shows as its last four characters behind an ellipsis (`…2001`), enough to tell two
 * values apart, not to read one.
 */

/** Fields recorded only as their last four characters. */
const PARTIAL = /(email|phone|ssn|dob|birth|password|code_hash|account|card)/i;

/** A value as the audit log shows it. */
export function shownValue(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (!PARTIAL.test(field)) return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return text.length <= 4 ? '…' : `…${text.slice(-4)}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two records (the union of their keys, in `after`'s then `before`'s order). */
export function auditDiff(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): AuditChange[] {
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  const out: AuditChange[] = [];
  for (const field of keys) {
    const b = before?.[field];
    const a = after?.[field];
    if (same(b, a)) continue;
    out.push({ field, before: shownValue(field, b), after: shownValue(field, a) });
  }
  return out;
}

/** Keyed rows (contributions by category and tier) as one record per key, for auditDiff. */
export function recordOf<T>(rows: readonly T[], keyOf: (row: T) => string, valueOf: (row: T) => unknown) {
  return Object.fromEntries(rows.map((r) => [keyOf(r), valueOf(r)]));
}
