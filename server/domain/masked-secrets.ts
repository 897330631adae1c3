import type { FieldError } from '../../schemas/envelope';
import { isPlainObject } from '../../schemas/field-values';
import { isMaskedSsn, masksStoredValue } from '../../schemas/masked-values';
import { MESSAGES } from '../../schemas/messages';

/**
 * A masked secret sent back in a save means "unchanged" (security review): the browser only ever
 * sees '***-**-1234', so a form saved without retyping carries the mask. Every save that takes
 * SSNs runs its data through restoreMasked BEFORE validation: a mask whose last four match the
 * stored value becomes that value again; a full value replaces it; a mask matching nothing is a
 * field error (the stored secret is never guessed at and a mask is never stored).
 */

type Row = Readonly<Record<string, unknown>>;

/**
 * `data` with each masked SSN field of `fields` taken from the first candidate (the stored record,
 * then any fallback such as a member's filed value) whose value it masks; errors name the others.
 */
export function restoreMasked(
  data: Row,
  candidates: ReadonlyArray<Row | null | undefined>,
  fields: readonly string[],
): { data: Record<string, unknown>; errors: FieldError[] } {
  const out: Record<string, unknown> = { ...data };
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = out[field];
    if (!isMaskedSsn(value)) continue;
    const source = candidates.find((c) => c && masksStoredValue('ssn', value, c[field]));
    if (source) out[field] = source[field];
    else errors.push({ target_element: field, error_message: MESSAGES.fullSsnRequired });
  }
  return { data: out, errors };
}

/** The id a list entry is stored under: its own id when well-formed, else its position from 1 (as the steps store them). */
export function listIdOf(value: unknown, index: number): number | string {
  return (typeof value === 'number' && Number.isInteger(value)) ||
    (typeof value === 'string' && /^\w{1,40}$/.test(value))
    ? value
    : index + 1;
}

/** The stored entries of a list whose id (at `path`, e.g. ['primary_info', 'dependent_id']) equals `id`. */
export function entriesWithId(stored: unknown, path: readonly string[], id: number | string): Row[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((entry): entry is Row => {
    let at: unknown = entry;
    for (const key of path) at = isPlainObject(at) ? at[key] : undefined;
    return at !== undefined && String(at) === String(id);
  });
}

/** Field errors with a prefix on their targets ('beneficiaries.0.', 'dependents.1.primary_info.'). */
export function prefixErrors(prefix: string, errors: readonly FieldError[]): FieldError[] {
  return errors.map((e) => ({ ...e, target_element: `${prefix}${e.target_element}` }));
}
