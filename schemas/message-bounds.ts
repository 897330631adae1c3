import type { FieldDefinition } from './step-definition';

/**
 * A carrier's message may name its rule's bounds (issue 29, decision 0240): `{max}` in "No more than
 * {max} hours, please." is the field's `maximum` in the version the applicant is checked against, so
 * a message never goes stale when the bound changes. The browser and the server both word a failure
 * through format-messages.ts failureMessage, which fills the names in here.
 */

type Schema = FieldDefinition['schema'];

/** The names a message may hold, each with the schema bound it reads. */
export const MESSAGE_BOUNDS = {
  min: (s: Schema) => s.minimum,
  max: (s: Schema) => s.maximum,
  minimum: (s: Schema) => s.minimum,
  maximum: (s: Schema) => s.maximum,
  minLength: (s: Schema) => s.minLength,
  maxLength: (s: Schema) => s.maxLength,
  minAge: (s: Schema) => s.minAge,
  maxAge: (s: Schema) => s.maxAge,
} as const satisfies Record<string, (s: Schema) => number | undefined>;

export type MessageBound = keyof typeof MESSAGE_BOUNDS;

const NAME = /\{([A-Za-z]+)\}/g;

function isBound(name: string): name is MessageBound {
  return Object.hasOwn(MESSAGE_BOUNDS, name);
}

/** The names in braces a message holds (`{max}` -> 'max'), known or not. */
export function boundNamesIn(message: string): string[] {
  return [...message.matchAll(NAME)].map((m) => m[1] ?? '');
}

/**
 * The problem with a message's names for this schema, or null: a name that is no bound, or a bound
 * the schema does not set (its message would have nothing to say).
 */
export function boundNameProblem(message: string, schema: Schema): string | null {
  for (const name of boundNamesIn(message)) {
    if (!isBound(name))
      return `{${name}} names no bound; a message may name ${Object.keys(MESSAGE_BOUNDS)
        .map((n) => `{${n}}`)
        .join(', ')}`;
    if (MESSAGE_BOUNDS[name](schema) === undefined) return `{${name}} names a bound this field does not set`;
  }
  return null;
}

/** The message with each bound's name replaced by the bound's value (a name with no value is left as written). */
export function withBounds(message: string, schema: Schema): string {
  return message.replace(NAME, (whole, name: string) => {
    const value = isBound(name) ? MESSAGE_BOUNDS[name](schema) : undefined;
    return value === undefined ? whole : String(value);
  });
}
