import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { toSavePayload } from './to-save-payload';
import { toStepSchema } from './to-step-schema';
import { validateStepData } from './validate-step-data';
import { descriptorList, formData } from './test-support/arbitraries';
import { sampleRequiredOnlyStep, sampleStep } from './test-support/sample-step';

/**
 * The browser and the server must never disagree: for random descriptors and random input, ajv on
 * the schema toStepSchema produces and validateStepData flag exactly the same fields. Both see the
 * save payload (toSavePayload), which is what the server receives and what RJSF's empty-value
 * handling approximates in the browser.
 */
const ajv = createAjv();
// Thousands of runs, each compiling a fresh schema with ajv: generous time for a busy machine.
const PROPERTY_TIMEOUT = 120_000;
const compiled = new Map<string, ValidateFunction>();
function ajvFor(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** The fields ajv flags: the missing property of a `required` error, else the first path segment. */
function ajvInvalidFields(validate: ValidateFunction, payload: unknown): string[] {
  if (validate(payload)) return [];
  const fields = (validate.errors ?? []).map((e) =>
    e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1]!,
  );
  return [...new Set(fields)].sort();
}

describe('validateStepData and ajv agree', () => {
  it(
    'on which fields are invalid, for random descriptors and data',
    () => {
      fc.assert(
        fc.property(
          descriptorList,
          formData,
          fc.constantFrom(sampleStep, sampleRequiredOnlyStep),
          (descriptors, data, step) => {
            const today = new Date();
            const ours = [
              ...new Set(validateStepData(step, descriptors, data, { today }).map((e) => e.target_element)),
            ].sort();
            const { schema } = toStepSchema(descriptors, step);
            expect(ours).toEqual(ajvInvalidFields(ajvFor(schema), toSavePayload(step, data)));
          },
        ),
        { numRuns: 4000 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'when every descriptor is present and required, so each field is checked',
    () => {
      const names = Object.keys(sampleStep.fields);
      const everything = names.map((field_name) => ({
        field_name,
        value: null,
        required: 1 as const,
        read_only: 0 as const,
      }));
      const validate = ajvFor(toStepSchema(everything, sampleStep).schema);
      fc.assert(
        fc.property(formData, (data) => {
          const today = new Date();
          const ours = [
            ...new Set(validateStepData(sampleStep, everything, data, { today }).map((e) => e.target_element)),
          ].sort();
          expect(ours).toEqual(ajvInvalidFields(validate, toSavePayload(sampleStep, data)));
        }),
        { numRuns: 4000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
