import { toFieldPathId, type ErrorSchema, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { YES_NO_OPTIONS } from '../../schemas/steps/health-entries';

export interface YesNoQuestionProps {
  parent: FieldProps;
  /** The question's path below the list field ([] for the medication question itself). */
  at: readonly (string | number)[];
  questionText: string;
  value: unknown;
  errorSchema: ErrorSchema | undefined;
}

/** A question's Yes / No radios (the question text is the legend), written at `<path>.yes_no_flag`. */
export function YesNoQuestion({ parent, at, questionText, value, errorSchema }: YesNoQuestionProps) {
  const { registry } = parent;
  const { SchemaField } = registry.fields;
  // Always in RJSF's registry; the type allows a theme to leave a field out.
  if (!SchemaField) return null;
  const path = [...parent.fieldPathId.path, ...at, 'yes_no_flag'];
  const schema: RJSFSchema = { type: 'integer', title: questionText, oneOf: YES_NO_OPTIONS.map((o) => ({ ...o })) };
  return (
    <SchemaField
      name="yes_no_flag"
      required
      schema={schema}
      uiSchema={{ 'ui:widget': 'radio' }}
      formData={value}
      errorSchema={errorSchema}
      fieldPathId={toFieldPathId('', registry.globalFormOptions, path)}
      registry={registry}
      onChange={parent.onChange}
      onBlur={parent.onBlur}
      onFocus={parent.onFocus}
      disabled={parent.disabled}
      readonly={parent.readonly}
    />
  );
}
