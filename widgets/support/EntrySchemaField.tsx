import { useMemo } from 'react';
import { toFieldPathId, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { entryDescriptors } from '../../schemas/steps/health-entries';
import type { StepDefinition } from '../../schemas/step-definition';
import { toStepSchema } from '../../schemas/to-step-schema';

export interface EntrySchemaFieldProps {
  /** The list field's own props (registry, onChange, blur and focus handlers). */
  parent: FieldProps;
  /** The entry's path below the list field, e.g. [2, 'conditions', 0]. */
  at: readonly (string | number)[];
  /** The entry's form definition (a condition, physician or medication entry). */
  entry: StepDefinition;
  value: unknown;
  errorSchema: ErrorSchema | undefined;
  /** An entry that may stay empty (medications 2 and 3): none of its fields is marked required. */
  optional?: boolean;
}

/**
 * One follow-up entry of a list field, rendered by RJSF's own SchemaField from the entry's step
 * definition: the theme's widgets, labels and linked error regions, and changes written at the
 * entry's absolute path in the form data.
 */
export function EntrySchemaField({ parent, at, entry, value, errorSchema, optional = false }: EntrySchemaFieldProps) {
  const { registry } = parent;
  const { schema, uiSchema } = useMemo(
    () => toStepSchema(entryDescriptors(entry, {}, optional), entry),
    [entry, optional],
  );
  const fieldPathId = toFieldPathId('', registry.globalFormOptions, [...parent.fieldPathId.path, ...at]);
  const { SchemaField } = registry.fields;
  // Always in RJSF's registry; the type allows a theme to leave a field out.
  if (!SchemaField) return null;
  return (
    <SchemaField
      name={String(at.at(-1) ?? '')}
      schema={schema}
      uiSchema={uiSchema}
      formData={value ?? {}}
      errorSchema={errorSchema}
      fieldPathId={fieldPathId}
      registry={registry}
      onChange={parent.onChange}
      onBlur={parent.onBlur}
      onFocus={parent.onFocus}
      disabled={parent.disabled}
      readonly={parent.readonly}
    />
  );
}
