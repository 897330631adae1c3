import type {
  CustomValidator,
  ErrorSchema,
  RJSFSchema,
  RJSFValidationError,
  ValidationData,
  ValidatorType,
} from '@rjsf/utils';
import type { FieldDescriptor } from '../../../schemas/descriptors';
import type { FieldError } from '../../../schemas/envelope';
import { matchesFragment } from '../../../schemas/matches-fragment';
import type { FieldFragment, StepDefinition } from '../../../schemas/step-definition';
import { withReadOnlyValues } from '../../../schemas/steps/read-only';
import { validateStepData } from '../../../schemas/validate-step-data';

export interface StepValidatorOptions {
  today?: Date;
}

/**
 * The step's field errors: exactly what the server's save runs (step-support.ts stepRecordOf,
 * billingFieldErrors): read-only fields take the descriptor's value, then validateStepData with the
 * same step module and descriptors. Nothing else judges the form, so the browser can never refuse
 * or accept an input the server would not (tests/api/form-engine-property.test.ts).
 */
export function stepErrors(
  step: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  formData: Readonly<Record<string, unknown>>,
  today: Date = new Date(),
): FieldError[] {
  return validateStepData(step, descriptors, withReadOnlyValues(descriptors, formData), { today });
}

type ErrorNode = { __errors?: string[]; [key: string]: unknown };

/**
 * Field errors as RJSF's errorSchema; a dotted target under a property (a list field's
 * 'condition_questions.0.conditions.0.symptoms') nests, so that field's own errorSchema carries it.
 * Targets outside the schema go to the root's __errors.
 */
export function toErrorSchema(errors: readonly FieldError[], properties: readonly string[]): ErrorSchema {
  const schema: ErrorNode = {};
  for (const e of errors) {
    const path = e.target_element.split('.');
    if (!properties.includes(path[0] ?? '')) {
      (schema.__errors ??= []).push(e.error_message);
      continue;
    }
    let node = schema;
    for (const key of path) node = (node[key] ??= {}) as ErrorNode;
    (node.__errors ??= []).push(e.error_message);
  }
  return schema as ErrorSchema;
}

function toValidationErrors(errors: readonly FieldError[]): RJSFValidationError[] {
  return errors.map((e) => ({
    name: 'step',
    property: `.${e.target_element}`,
    message: e.error_message,
    stack: `${e.target_element}: ${e.error_message}`,
  }));
}

const asRecord = (formData: unknown): Record<string, unknown> =>
  formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};

/**
 * The RJSF ValidatorType StepRenderer gives <Form>: stepErrors, the server's own check, with the
 * descriptors as data. No schema is compiled (the CSP forbids 'unsafe-eval') and nothing is
 * precompiled: the JSON Schema <Form> gets only draws the form.
 */
export function createStepValidator(
  step: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  options: StepValidatorOptions = {},
): ValidatorType {
  const today = () => options.today ?? new Date();
  return {
    validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator): ValidationData<unknown> {
      const data = asRecord(formData);
      const errors = stepErrors(step, descriptors, data, today());
      let errorSchema = toErrorSchema(errors, Object.keys(schema.properties ?? {}));
      if (customValidate) errorSchema = customValidate(data, errorSchema as never) as ErrorSchema;
      return { errors: toValidationErrors(errors), errorSchema };
    },
    // RJSF asks this when it picks a oneOf/anyOf option; validateStepData judges a value with the same matchesFragment.
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      if ('const' in schema) return schema.const === formData;
      if (typeof schema.type !== 'string') return true;
      return matchesFragment(schema as unknown as FieldFragment, formData, today());
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown) {
      return { errors: stepErrors(step, descriptors, asRecord(formData), today()) as unknown as Result[] };
    },
  };
}

/**
 * The verdict on some fields alone (a long step's section, for a changed field the user left): the
 * same stepErrors with only their descriptors, so its cost grows with the section, not the page;
 * a step with cross-field rules is judged with all its descriptors, the rules seeing them all.
 * Only these fields' errors are kept.
 */
export function createFieldCheck(
  step: StepDefinition,
  descriptors: readonly FieldDescriptor[],
  options: StepValidatorOptions = {},
): (names: readonly string[], formData: Readonly<Record<string, unknown>>) => ErrorSchema | undefined {
  return (names, formData) => {
    const wanted = new Set(names);
    const scoped = step.rules?.length ? descriptors : descriptors.filter((d) => wanted.has(d.field_name));
    const errors = stepErrors(step, scoped, formData, options.today ?? new Date()).filter((e) =>
      wanted.has(e.target_element.split('.')[0] ?? ''),
    );
    return errors.length > 0 ? toErrorSchema(errors, names) : undefined;
  };
}
