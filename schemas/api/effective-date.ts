import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';

/**
 * The shopper's effective date on the listing and the cart (issue 30, decision 0280): the dates
 * the store offers, the one the prices are read for, and changing it, which reprices the cart.
 * Dates are mm/dd/yyyy as the cart's effective-date list gives them.
 */

const usDate = { type: 'string', maxLength: 10 } as const;

/** GET /get-effective-date-choice?enrollment_id */
export const effectiveDateChoiceData = {
  type: 'object',
  required: ['result', 'effective_date'],
  properties: {
    /** The coverage start dates the store offers (the first of each of the next months). */
    result: { type: 'array', items: usDate },
    /** The date the enrollment's prices are read for: the chosen one, else the first offered. */
    effective_date: usDate,
  },
} as const;
export type EffectiveDateChoice = FromSchema<typeof effectiveDateChoiceData>;

/** POST /change-effective-date {enrollment_id, effective_date, remove_unavailable?} */
export const changeEffectiveDateBody = {
  type: 'object',
  required: ['enrollment_id', 'effective_date'],
  properties: {
    enrollment_id: enrollmentIdProperty,
    effective_date: usDate,
    /** The shopper confirmed: the cart's plans not offered on the date are taken out. */
    remove_unavailable: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type ChangeEffectiveDateBody = FromSchema<typeof changeEffectiveDateBody>;

const planRef = {
  plan_id: { type: 'integer' },
  plan_name: { type: 'string' },
} as const;

export const changeEffectiveDateData = {
  type: 'object',
  required: ['applied', 'effective_date', 'changed', 'unavailable', 'removed'],
  properties: {
    /** False when plans in the cart are not offered on the date and the change was not confirmed: nothing changed. */
    applied: { type: 'boolean' },
    effective_date: usDate,
    /** Cart lines whose monthly price changed (dollars). */
    changed: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_id', 'plan_name', 'from', 'to'],
        properties: { ...planRef, from: { type: 'number' }, to: { type: 'number' } },
      },
    },
    /** Cart plans not offered on the date, with the reason. */
    unavailable: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_id', 'plan_name', 'message'],
        properties: { ...planRef, message: { type: 'string' } },
      },
    },
    /** Plan ids taken out of the cart (the unavailable ones and memberships no plan needs any more). */
    removed: { type: 'array', items: { type: 'integer' } },
  },
} as const;
export type ChangeEffectiveDate = FromSchema<typeof changeEffectiveDateData>;
