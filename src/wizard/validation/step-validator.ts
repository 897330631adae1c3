import type { CustomValidator, ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { FieldDescriptor } from '../../../schemas/descriptors';
import type { FieldError } from '../../../schemas/envelope';
import { invalidMessage } from '../../../schemas/format-messages';
import { matchesFragment } from '../../../schemas/matches-fragment';
import { fieldDefinition, type FieldFragment, type StepDefinition } from '../../../schemas/step-definition';
import { toSavePayload } from '../../../schemas/to-save-payload';
import { validateStepData } from '../../../schemas/validate-step-data';
import type { CompiledStepValidator } from '../generated/step-validators';

export interface StepValidatorOptions {
  /** The build-time ajv validator of the step's full schema (none for a step without one). */
  compiled?: CompiledStepValidator;
  today?: Date;
}

/** The field an ajv error is about: '/zip' -> 'zip', '/holiday_policy/Birthday' -> 'holiday_policy'. */
export function fieldOfInstancePath(path: string): string | undefined {
  const first = path.split('/')[1];
  return first ? first.replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * The step's field errors, first per field: the precompiled ajv verdict on the saved payload (types
 * and formats, with the specification's message), then validateStepData with the descriptors as
 * data (required, cross-field rules), the very function the server runs on save.
 */
export function stepErrors(step: StepDefinition, descriptors: readonly FieldDescriptor[], formData: Record<string, unknown>, options: StepValidatorOptions = {}): FieldError[] {
  const shown = new Set(descriptors.map((d) => d.field_name));
  const errors: FieldError[] = [];
  if (options.compiled && !options.compiled(toSavePayload(step, formData))) {
    for (const e of options.compiled.errors ?? []) {
      const name = fieldOfInstancePath(e.instancePath);
      if (name && shown.has(name)) errors.push({ target_element: name, error_message: invalidMessage(fieldDefinition(step, name)) });
    }
  }
  errors.push(...validateStepData(step, descriptors, formData, options.today ? { today: options.today } : {}));
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.target_element) && seen.add(e.target_element));
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
    if (!properties.includes(path[0]!)) {
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
  return errors.map((e) => ({ name: 'step', property: `.${e.target_element}`, message: e.error_message, stack: `${e.target_element}: ${e.error_message}` }));
}

/**
 * An RJSF ValidatorType built on the precompiled validator and validateStepData: no schema is
 * compiled in the browser, so it runs under a CSP without 'unsafe-eval'.
 */
export function createStepValidator(step: StepDefinition, descriptors: readonly FieldDescriptor[], options: StepValidatorOptions = {}): ValidatorType {
  const today = () => options.today ?? new Date();
  return {
    validateFormData(formData: unknown, schema: RJSFSchema, customValidate?: CustomValidator): ValidationData<unknown> {
      const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
      const errors = stepErrors(step, descriptors, data, { ...options, today: today() });
      let errorSchema = toErrorSchema(errors, Object.keys(schema.properties ?? {}));
      if (customValidate) errorSchema = customValidate(data, errorSchema as never) as ErrorSchema;
      return { errors: toValidationErrors(errors), errorSchema };
    },
    // RJSF asks this when it picks a oneOf/anyOf option; the fragment semantics are ajv's (matches-fragment.ts).
    isValid(schema: RJSFSchema, formData: unknown): boolean {
      if ('const' in schema) return schema.const === formData;
      if (typeof schema.type !== 'string') return true;
      return matchesFragment(schema as unknown as FieldFragment, formData, today());
    },
    rawValidation<Result = unknown>(_schema: RJSFSchema, formData?: unknown) {
      const data = formData && typeof formData === 'object' ? (formData as Record<string, unknown>) : {};
      return { errors: stepErrors(step, descriptors, data, { ...options, today: today() }) as unknown as Result[] };
    },
  };
}
