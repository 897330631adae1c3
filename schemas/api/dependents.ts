import type { FromSchema } from 'json-schema-to-ts';
import { FIELD_NAME_PATTERN } from '../descriptors';
import { enrollmentIdProperty } from './common';
import { healthInfoProperties } from './health';

/**
 * Request and answer schemas of the Dependent Information calls (002 section 7). Field values are
 * judged by the step module (steps/dependent-info/module.ts), not here: these schemas keep only
 * field-shaped names and bound the sizes.
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

/** One dependent's primary_info: the form's fields (plus dependent_id). */
export const dependentPrimaryInfo = {
  type: 'object',
  patternProperties: { [FIELD_NAME_PATTERN]: {} },
  additionalProperties: false,
  maxProperties: 20,
} as const;

/** A dependent's answers to the health questions (sent when check-tab-required says the health tab is required). */
export const dependentHealthInfo = {
  type: 'object',
  properties: healthInfoProperties,
  additionalProperties: false,
} as const;

/** A dependent as the contract sends it: `{ primary_info, health_info }`. */
export const dependentItem = {
  type: 'object',
  required: ['primary_info'],
  properties: { primary_info: dependentPrimaryInfo, health_info: dependentHealthInfo },
  additionalProperties: false,
} as const;

/** Body of POST /save-dependent-info and /save-dependent-info-to-temp. */
export const saveDependentsBody = {
  type: 'object',
  required: ['enrollment_id', 'dependents'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    // 10 is the list's limit; the rules answer its message, the schema only bounds the body.
    dependents: { type: 'array', maxItems: 20, items: dependentItem },
    /**
     * Addition to the contract: the spouse set aside by the premier question's No (new-member flow),
     * kept sealed with the temp data so a later Yes restores it; browser storage keeps only the flag.
     */
    stashed_spouse: { anyOf: [dependentItem, { type: 'null' }] },
  },
  additionalProperties: false,
} as const;
export type SaveDependentsBody = FromSchema<typeof saveDependentsBody>;

/** Body of POST /validate-single-dependent. */
export const validateSingleDependentBody = {
  type: 'object',
  required: ['enrollment_id', 'primary_info'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    primary_info: dependentPrimaryInfo,
    health_info: dependentHealthInfo,
  },
  additionalProperties: false,
} as const;
export type ValidateSingleDependentBody = FromSchema<typeof validateSingleDependentBody>;

/** Body of POST /delete-dependent-in-IO. */
export const deleteDependentsBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;

/** `data` of GET /get-dependents-existing-user-enrollment: data.result.dependents, SSNs masked. */
export const existingDependentsData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: ['dependents'],
      properties: {
        dependents: {
          type: 'array',
          items: {
            type: 'object',
            required: ['primary_info'],
            properties: {
              primary_info: {
                type: 'object',
                required: [
                  'dependent_id',
                  'first_name',
                  'last_name',
                  'birthdate',
                  'ssn',
                  'relationship',
                  'gender',
                  'employed',
                ],
                properties: {
                  dependent_id: { type: 'integer' },
                  first_name: str,
                  middle_name: nullableStr,
                  last_name: str,
                  birthdate: str,
                  ssn: nullableStr,
                  relationship: str,
                  gender: nullableStr,
                  weight: nullableStr,
                  height_feet: nullableStr,
                  height_inch: nullableStr,
                  employed: str,
                },
              },
            },
          },
        },
      },
    },
  },
} as const;
export type ExistingDependentsData = FromSchema<typeof existingDependentsData>;
