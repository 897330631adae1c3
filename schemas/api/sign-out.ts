import type { FromSchema } from 'json-schema-to-ts';

/**
 * Server-side sign-out (issue 26, item 15; an addition to the contract): POST /sign-out ends the
 * presented shopper session (a rep's or group administrator's sign-in included), POST
 * /admin/sign-out the presented staff token, and POST /admin/revoke-sessions every session of an
 * account (a lost token). A revoked token answers 401 from then on, in every API process.
 */

/** POST /sign-out and /admin/sign-out body: `everywhere` also ends every other session of the signed-in account. */
export const signOutBody = {
  type: 'object',
  properties: { everywhere: { type: 'boolean', default: false } },
  additionalProperties: false,
} as const;
export type SignOutBody = FromSchema<typeof signOutBody>;

/** `data` of the sign-out calls. */
export const signOutData = {
  type: 'object',
  required: ['signed_out', 'everywhere'],
  properties: { signed_out: { type: 'boolean' }, everywhere: { type: 'boolean' } },
} as const;
export type SignedOut = FromSchema<typeof signOutData>;

const ACCOUNT_KINDS = ['staff', 'rep', 'group_admin'] as const;

/** POST /admin/revoke-sessions body: the account by kind and sign-in e-mail. */
export const revokeSessionsBody = {
  type: 'object',
  required: ['kind', 'email'],
  properties: {
    kind: { type: 'string', enum: ACCOUNT_KINDS },
    email: { type: 'string', minLength: 3, maxLength: 254 },
  },
  additionalProperties: false,
} as const;
export type RevokeSessionsBody = FromSchema<typeof revokeSessionsBody>;

/** `data` of POST /admin/revoke-sessions: when the account's sessions ended (ISO time). */
export const revokeSessionsData = {
  type: 'object',
  required: ['revoked_before'],
  properties: { revoked_before: { type: 'string' } },
} as const;
export type SessionsRevoked = FromSchema<typeof revokeSessionsData>;
