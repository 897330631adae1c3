import type { FieldError } from '../../schemas/envelope';

/**
 * Server field errors -> the field they belong to (001 section 8). The old product keyed an error
 * under target + '_message', e-mail verification under target + '_address' (email -> email_address)
 * and phone verification under target + '_number' (phone -> phone_number); the renderer applies the
 * same suffixes to find the field, and anything that still matches no field is shown above the form.
 */

/**
 * The shown field a target_element belongs to, or undefined. A dotted target inside a shown list
 * field (condition_questions.0.conditions.0.symptoms_message, 002 section 5) keeps its full path.
 */
export function fieldForTarget(target: string, fields: readonly string[]): string | undefined {
  const base = target.endsWith('_message') ? target.slice(0, -'_message'.length) : target;
  for (const candidate of [base, `${base}_address`, `${base}_number`]) if (fields.includes(candidate)) return candidate;
  const dot = base.indexOf('.');
  return dot > 0 && fields.includes(base.slice(0, dot)) ? base : undefined;
}

export interface MappedServerErrors {
  /** Errors re-targeted at shown fields. */
  byField: FieldError[];
  /** Messages no shown field owns (shown in the step's alert). */
  unmatched: string[];
}

/** Splits server errors into those under a shown field and the rest. */
export function mapServerErrors(errors: readonly FieldError[], fields: readonly string[]): MappedServerErrors {
  const byField: FieldError[] = [];
  const unmatched: string[] = [];
  for (const e of errors) {
    const field = fieldForTarget(e.target_element, fields);
    if (field) byField.push({ target_element: field, error_message: e.error_message });
    else if (!unmatched.includes(e.error_message)) unmatched.push(e.error_message);
  }
  return { byField, unmatched };
}
