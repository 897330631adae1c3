import type { FromSchema } from 'json-schema-to-ts';
import { signInBody, type SignInBody } from './access';
import { tokenProperty } from './common';

/**
 * Staff sign-in for the form-engine console (/admin, docs/decisions/0060-form-engine-v2.md):
 * POST /admin/sign-in and GET /admin/me. A staff token is not a shopper session and never passes
 * as one (nor the other way round).
 */

export const STAFF_ROLES = ['staff', 'carrier_admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** POST /admin/sign-in body: an e-mail and password, as the rep and group sign-ins take them. */
export const staffSignInBody = signInBody;
export type StaffSignInBody = SignInBody;

/** Who is signed in; `carrier_name` is an addition to the contract, for the console's header. */
export const staffProperty = {
  type: 'object',
  required: ['email', 'name', 'role', 'carrier_id', 'carrier_name'],
  properties: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', enum: STAFF_ROLES },
    carrier_id: { type: ['integer', 'null'] },
    carrier_name: { type: ['string', 'null'] },
  },
} as const;
export type StaffView = FromSchema<typeof staffProperty>;

/** `data` of POST /admin/sign-in. */
export const staffSignInData = {
  type: 'object',
  required: ['token', 'staff', 'expires_at'],
  properties: { token: tokenProperty, staff: staffProperty, expires_at: { type: 'string' } },
} as const;
export type StaffSignedIn = FromSchema<typeof staffSignInData>;

/**
 * `data` of GET /admin/me: the staff member and the scopes they may edit. `plan_ids` lists the
 * carrier's plans for a carrier admin and is null for staff, who may edit every scope.
 */
export const staffMeData = {
  type: 'object',
  required: ['staff', 'plan_ids', 'plans'],
  properties: {
    staff: staffProperty,
    plan_ids: { type: ['array', 'null'], items: { type: 'integer' } },
    /** The plans the console names (a carrier admin's own, every plan for staff): id and name, by name. */
    plans: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        additionalProperties: false,
      },
    },
  },
} as const;
export type StaffMe = FromSchema<typeof staffMeData>;
