import type { FromSchema } from 'json-schema-to-ts';

/** Query values that identify who browses (000 section 7); checked against the session token. */
export const identityQuery = {
  type: 'object',
  properties: {
    agent_id: { type: 'integer', minimum: 1 },
    group_id: { type: 'integer', minimum: 1 },
    portal_id: { type: 'integer', minimum: 1 },
    eprocess: { type: 'string', enum: ['rep', 'applicant', 'group', 'sigapplicant'] },
    open_type: { type: 'string', enum: ['agent', 'group', 'user'] },
  },
  additionalProperties: false,
} as const;

export type IdentityQuery = FromSchema<typeof identityQuery>;

/**
 * A form value in a body: text up to `maxLength`, a number, or null, kept as sent. One `type` list,
 * not an anyOf: with the server's type coercion an anyOf whose first branch is a string turns a
 * number into text, and a carrier's number field then fails its own check.
 */
export const formScalar = <const N extends number>(maxLength: N) =>
  ({ type: ['string', 'number', 'null'], maxLength }) as const;

/** Wraps a data schema in the success envelope, for route response schemas. */
export function envelopeOf<const D extends object>(data: D) {
  return {
    type: 'object',
    required: ['status', 'statusCode', 'data'],
    properties: {
      status: { type: 'string', enum: ['success'] },
      statusCode: { type: ['integer', 'string'] },
      data,
    },
  } as const;
}

/** A `data` of `{ result: item }` (one record: a saved profile, a delivery). */
export function resultOf<const I extends object>(item: I) {
  return { type: 'object', required: ['result'], properties: { result: item } } as const;
}

/** A `data` of `{ result: [item...] }` (a list of records). */
export function resultListOf<const I extends object>(item: I) {
  return resultOf({ type: 'array', items: item } as const);
}

/** The signed session token returned beside the specified fields (security.md). */
export const tokenProperty = { type: 'string', minLength: 20 } as const;

/** A temporary enrollment id: 128 random bits as 32 lowercase hex characters (security.md). */
export const enrollmentIdProperty = { type: 'string', pattern: '^[0-9a-f]{32}$' } as const;

/**
 * Query of a plan read that may name the shopper's enrollment (beyond the contract): the plan is then
 * judged against the storefront the enrollment buys from (a rep's group enrollment buys from the
 * group's portal), as the listing and the cart judge it.
 */
export const optionalEnrollmentQuery = {
  type: 'object',
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;

/** Query of the many calls that take only `enrollment_id`. */
export const enrollmentIdQuery = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;

/** `data` of GET /health: the process answers (and its database was opened). */
export const healthData = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean', enum: [true] } },
  additionalProperties: false,
} as const;
