import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';

/** Fields per section of a long step: a keystroke costs one section's <Form>, whatever the page's size. */
const SECTION_FIELDS = 20;

export type Values = Record<string, unknown>;
export type Errors = ErrorSchema | undefined;

export interface Section {
  names: readonly string[];
  schema: RJSFSchema;
  uiSchema: UiSchema;
}

/** The step's properties in their drawn order (ui:order, then the rest), cut into sections of their own schema. */
export function toSections(schema: RJSFSchema, uiSchema: UiSchema): Section[] {
  const properties = (schema.properties ?? {}) as Record<string, RJSFSchema>;
  const ordered = ((uiSchema['ui:order'] ?? []) as string[]).filter((n) => Object.hasOwn(properties, n));
  const names = [...new Set([...ordered, ...Object.keys(properties)])];
  const required = new Set(schema.required ?? []);
  const sections: Section[] = [];
  for (let i = 0; i < names.length; i += SECTION_FIELDS) {
    const part = names.slice(i, i + SECTION_FIELDS);
    const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true }, 'ui:order': part };
    for (const n of part) if (uiSchema[n]) ui[n] = uiSchema[n] as UiSchema;
    sections.push({
      names: part,
      schema: {
        ...schema,
        properties: Object.fromEntries(part.map((n) => [n, properties[n] as RJSFSchema])),
        required: part.filter((n) => required.has(n)),
      },
      uiSchema: ui,
    });
  }
  return sections;
}

/** These fields' values (those set). */
export function pick(values: Values, names: readonly string[]): Values {
  return Object.fromEntries(names.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]));
}

/** The part of an error schema under these names (undefined when none has an error). */
export function errorsOf(errors: Errors, names: readonly string[]): Errors {
  if (!errors) return undefined;
  const node = errors as Record<string, unknown>;
  const part = Object.fromEntries(names.filter((n) => node[n] !== undefined).map((n) => [n, node[n]]));
  return Object.keys(part).length > 0 ? (part as ErrorSchema) : undefined;
}

/** The error schema without these fields' errors (the same object when none of them has one). */
export function without(errors: Errors, names: readonly string[]): Errors {
  if (!errors || !names.some((n) => Object.hasOwn(errors, n))) return errors;
  const rest = Object.fromEntries(Object.entries(errors).filter(([n]) => !names.includes(n)));
  return Object.keys(rest).length > 0 ? (rest as ErrorSchema) : undefined;
}

/** The error schema with this field's errors replaced by `part`'s (its node for the field, if any). */
export function withField(errors: Errors, name: string, part: Errors): Errors {
  const node = (part as Record<string, unknown> | undefined)?.[name];
  if (node === undefined) return without(errors, [name]);
  return { ...(errors ?? {}), [name]: node } as ErrorSchema;
}

export function sameErrors(a: Errors, b: Errors): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => (a as Values)[k] === (b as Values)[k]);
}
