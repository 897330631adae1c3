import type { FromSchema } from 'json-schema-to-ts';
import { tokenProperty } from './common';

/**
 * Access calls (000 sections 4 and 7): rep access codes, group enrollment codes, rep and group
 * administrator sign-in (security.md) and the age scope of the session. An unknown code answers
 * the success envelope with statusCode 204 and data null, as the contract's browser expects.
 */

const nullableInt = { type: ['integer', 'null'] } as const;
const nullableString = { type: ['string', 'null'] } as const;
/** Codes are short and printable; anything else is refused before a lookup. */
const accessCode = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** GET /validate-agent?agent_code */
export const validateAgentQuery = {
  type: 'object',
  required: ['agent_code'],
  properties: { agent_code: accessCode },
  additionalProperties: false,
} as const;
export type ValidateAgentQuery = FromSchema<typeof validateAgentQuery>;
export const validateAgentData = {
  type: ['object', 'null'],
  required: [
    'agent_id',
    'first_name',
    'last_name',
    'agent_code',
    'email',
    'phone',
    'logo',
    'image',
    'landing_url',
    'portal_id',
    'token',
  ],
  properties: {
    agent_id: { type: 'integer' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    agent_code: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    logo: nullableString,
    image: nullableString,
    landing_url: nullableString,
    portal_id: nullableInt,
    token: tokenProperty,
  },
} as const;
export type ValidatedAgent = NonNullable<FromSchema<typeof validateAgentData>>;

/** GET /validate-group?group_code */
export const validateGroupQuery = {
  type: 'object',
  required: ['group_code'],
  properties: { group_code: accessCode },
  additionalProperties: false,
} as const;
export type ValidateGroupQuery = FromSchema<typeof validateGroupQuery>;
export const validateGroupData = {
  type: ['object', 'null'],
  required: ['name', 'group_id', 'landing_url', 'agent_id', 'portal_id', 'token'],
  properties: {
    name: { type: 'string' },
    group_id: { type: 'integer' },
    landing_url: nullableString,
    agent_id: nullableInt,
    portal_id: nullableInt,
    token: tokenProperty,
  },
} as const;
export type ValidatedGroup = NonNullable<FromSchema<typeof validateGroupData>>;

/** POST /rep-sign-in, /group-sign-in and /admin/sign-in {email, password} (security.md). */
export const signInBody = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 3, maxLength: 254 },
    password: { type: 'string', minLength: 1, maxLength: 200 },
  },
  additionalProperties: false,
} as const;
export type SignInBody = FromSchema<typeof signInBody>;
export const signInData = {
  type: 'object',
  required: ['kind', 'name', 'agent_id', 'group_id', 'portal_id', 'token'],
  properties: {
    kind: { type: 'string', enum: ['rep', 'group'] },
    name: { type: 'string' },
    agent_id: nullableInt,
    group_id: nullableInt,
    portal_id: nullableInt,
    token: tokenProperty,
  },
} as const;
export type SignedIn = FromSchema<typeof signInData>;

/**
 * POST /set-age-scope {over65}: an addition to the contract. The age toggle re-signs the session
 * with the chosen age group instead of sending an over-65 header the server would have to trust.
 */
export const ageScopeBody = {
  type: 'object',
  required: ['over65'],
  properties: { over65: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type AgeScopeBody = FromSchema<typeof ageScopeBody>;
export const ageScopeData = {
  type: 'object',
  required: ['over65', 'token'],
  properties: { over65: { type: 'boolean' }, token: tokenProperty },
} as const;
export type AgeScope = FromSchema<typeof ageScopeData>;
