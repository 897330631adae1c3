import type { FromSchema } from 'json-schema-to-ts';
import { enrollmentIdProperty } from './common';

/**
 * Remote signing (beyond the contract; the specification's `sigapplicant` process): a rep's or
 * group's enrollment whose cart needs a signature is sent to the client as a single-use link
 * (`/sign/{token}`) by text and/or e-mail; the client confirms identity (date of birth and a 6-digit
 * code sent by a second text), reads a summary, signs, and the enrollment completes. The rep follows
 * the request's status, resends or revokes it and downloads the signed summary (PDF).
 */

const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const nullableTime = { type: ['string', 'null'], description: 'ISO 8601 time' } as const;

/** A signing request's status as the rep and the client see it. */
export const SIGNING_STATES = ['none', 'sent', 'opened', 'signed', 'declined', 'expired', 'revoked'] as const;
export type SigningState = (typeof SIGNING_STATES)[number];

/** Where the link (and the identity code) goes. */
export const SIGNING_CHANNELS = ['sms', 'email'] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];

/** How the client signed. */
export const SIGNING_METHODS = ['drawn', 'typed'] as const;
export type SigningMethod = (typeof SIGNING_METHODS)[number];

/** Hours a signing link stays valid. */
export const SIGNING_LINK_TTL_HOURS = 72;
/** Wrong identity attempts (date of birth or code) before the link locks. */
export const SIGNING_MAX_ATTEMPTS = 5;
/** Digits of the identity code sent by text (or e-mail). */
export const SIGNING_CODE_LENGTH = 6;
/** Longest decline reason kept. */
export const SIGNING_DECLINE_REASON_MAX = 500;
/** Longest typed signature. */
export const SIGNING_TYPED_NAME_MAX = 100;
/** Largest drawn signature accepted (a PNG data URL, in characters). */
export const SIGNING_PNG_MAX = 400_000;

const channels = {
  type: 'array',
  items: { type: 'string', enum: SIGNING_CHANNELS },
  minItems: 1,
  maxItems: 2,
  uniqueItems: true,
} as const;

/** The rep's view of an enrollment's signing request (`SigningStatus`). */
export const signingStatus = {
  type: 'object',
  required: [
    'status',
    'channels',
    'phone_masked',
    'email_masked',
    'sent_at',
    'opened_at',
    'signed_at',
    'declined_at',
    'expires_at',
    'decline_reason',
    'receipt_available',
    'consent_pdf_available',
  ],
  properties: {
    status: { type: 'string', enum: SIGNING_STATES },
    channels: { type: 'array', items: { type: 'string', enum: SIGNING_CHANNELS } },
    phone_masked: nullableStr,
    email_masked: nullableStr,
    sent_at: nullableTime,
    opened_at: nullableTime,
    signed_at: nullableTime,
    declined_at: nullableTime,
    expires_at: nullableTime,
    decline_reason: nullableStr,
    /** The enrollment is completed (signed): the receipt page may be shown. */
    receipt_available: { type: 'boolean' },
    /** A consent record exists: GET /signing-consent-pdf answers the signed summary. */
    consent_pdf_available: { type: 'boolean' },
    /** The live link is locked after 5 wrong identity attempts (resend a new one). */
    locked: { type: 'boolean' },
  },
  additionalProperties: false,
} as const;
export type SigningStatus = FromSchema<typeof signingStatus>;

/** `data` of GET /signing-status, POST /signing-resend and POST /signing-revoke. */
export const signingStatusData = {
  type: 'object',
  required: ['result'],
  properties: { result: signingStatus },
} as const;
export type SigningStatusData = FromSchema<typeof signingStatusData>;

/** Body of POST /signing-resend: a new link (the old one revoked) over the channels named. */
export const signingResendBody = {
  type: 'object',
  required: ['enrollment_id', 'channels'],
  properties: { enrollment_id: enrollmentIdProperty, channels },
  additionalProperties: false,
} as const;
export type SigningResendBody = FromSchema<typeof signingResendBody>;

/** Body of POST /signing-revoke. */
export const signingRevokeBody = {
  type: 'object',
  required: ['enrollment_id'],
  properties: { enrollment_id: enrollmentIdProperty },
  additionalProperties: false,
} as const;
export type SigningRevokeBody = FromSchema<typeof signingRevokeBody>;

/** A signing link's token: 128 random bits, base64url (22 characters). */
export const signingTokenProperty = { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' } as const;

/** Params of the client's calls, /sign/{token}/... */
export const signTokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: signingTokenProperty },
  additionalProperties: false,
} as const;
export type SignTokenParams = FromSchema<typeof signTokenParams>;

/** `data` of GET /sign/{token}: what the client's page needs before identity is confirmed. */
export const signLinkData = {
  type: 'object',
  required: ['result'],
  properties: {
    result: {
      type: 'object',
      required: [
        'status',
        'first_name',
        'expires_at',
        'identity_verified',
        'code_sent_to',
        'enroller_name',
        'enroller_phone',
        'brand_name',
        'brand_logo',
      ],
      properties: {
        status: { type: 'string', enum: SIGNING_STATES },
        first_name: str,
        expires_at: str,
        identity_verified: { type: 'boolean' },
        /** The masked phone (or e-mail) the identity code was sent to; null before a code is sent. */
        code_sent_to: nullableStr,
        /** Who sent the link (the rep, or the group for a group's enrollment), shown before anything is asked. */
        enroller_name: str,
        /** The sender's public phone (10 digits), so the client can check the request with them; null when none. */
        enroller_phone: nullableStr,
        /** The storefront the enrollment belongs to: its display name and logo (a site path), as its header shows them. */
        brand_name: str,
        brand_logo: nullableStr,
        /**
         * Only to the signing session of a signed link (the client back on the page): the policy the
         * signature completed. Anyone else gets 410 for a used link.
         */
        policy_id: { type: 'integer' },
      },
      additionalProperties: false,
    },
  },
} as const;
export type SignLinkData = FromSchema<typeof signLinkData>;

/** `data` of POST /sign/{token}/send-code. */
export const signSendCodeData = {
  type: 'object',
  required: ['code_sent_to'],
  properties: { code_sent_to: str },
  additionalProperties: false,
} as const;
export type SignSendCodeData = FromSchema<typeof signSendCodeData>;

/** Body of POST /sign/{token}/verify. */
export const signVerifyBody = {
  type: 'object',
  required: ['date_of_birth', 'code'],
  properties: {
    date_of_birth: { type: 'string', maxLength: 10 },
    code: { type: 'string', maxLength: 12 },
  },
  additionalProperties: false,
} as const;
export type SignVerifyBody = FromSchema<typeof signVerifyBody>;

/** `data` of a successful POST /sign/{token}/verify (the signing-session cookie is set beside it). */
export const signVerifyData = {
  type: 'object',
  required: ['identity_verified'],
  properties: { identity_verified: { type: 'boolean', enum: [true] } },
  additionalProperties: false,
} as const;
export type SignVerifyData = FromSchema<typeof signVerifyData>;

/**
 * A wrong POST /sign/{token}/verify answers 400 with the usual field-error list; its one error
 * (target `code`, the same whether the date of birth or the code was wrong) also carries
 * `attempts_left`. After the last attempt the link locks: 423 with `{ message }`.
 */
export const signVerifyFieldError = {
  type: 'object',
  required: ['target_element', 'error_message', 'attempts_left'],
  properties: { target_element: str, error_message: str, attempts_left: { type: 'integer', minimum: 0 } },
} as const;
export type SignVerifyFieldError = FromSchema<typeof signVerifyFieldError>;

/** An agreement the client accepts, with the exact text and version kept in the consent record. */
export const signingAgreement = {
  type: 'object',
  required: ['id', 'title', 'text', 'version', 'required'],
  properties: { id: str, title: str, text: str, version: str, required: { type: 'boolean' } },
  additionalProperties: false,
} as const;
export type SigningAgreement = FromSchema<typeof signingAgreement>;

/** The signed summary (read-only): plans and costs in cents, covered people with masked SSNs, agreements. */
export const signingSummary = {
  type: 'object',
  required: [
    'first_name',
    'last_name',
    'plans',
    'initial_month_cost_cents',
    'recurring_month_cost_cents',
    'effective_date',
    'people',
    'agreements',
    'enroller_name',
  ],
  properties: {
    first_name: str,
    last_name: str,
    plans: {
      type: 'array',
      items: {
        type: 'object',
        required: ['plan_name', 'tier', 'monthly_cents'],
        properties: { plan_name: str, tier: str, monthly_cents: { type: 'integer' } },
        additionalProperties: false,
      },
    },
    initial_month_cost_cents: { type: 'integer' },
    recurring_month_cost_cents: { type: 'integer' },
    /** MM/DD/YYYY. */
    effective_date: str,
    people: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'relationship', 'ssn_masked'],
        properties: { name: str, relationship: str, ssn_masked: nullableStr },
        additionalProperties: false,
      },
    },
    agreements: { type: 'array', items: signingAgreement },
    enroller_name: str,
  },
  additionalProperties: false,
} as const;
export type SigningSummary = FromSchema<typeof signingSummary>;

/** `data` of GET /sign/{token}/summary. */
export const signSummaryData = {
  type: 'object',
  required: ['result'],
  properties: { result: signingSummary },
} as const;
export type SignSummaryData = FromSchema<typeof signSummaryData>;

/** Body of POST /sign/{token}/complete. */
export const signCompleteBody = {
  type: 'object',
  required: ['accepted_agreement_ids', 'method'],
  properties: {
    accepted_agreement_ids: { type: 'array', maxItems: 50, items: { type: 'string', maxLength: 100 } },
    method: { type: 'string', enum: SIGNING_METHODS },
    /** A PNG data URL (`data:image/png;base64,...`), for method 'drawn'. */
    signature_png: { type: 'string', maxLength: SIGNING_PNG_MAX },
    /** The client's typed full name, for method 'typed'. */
    typed_name: { type: 'string', maxLength: SIGNING_TYPED_NAME_MAX },
  },
  additionalProperties: false,
} as const;
export type SignCompleteBody = FromSchema<typeof signCompleteBody>;

/** Body of POST /sign/{token}/decline. */
export const signDeclineBody = {
  type: 'object',
  properties: { reason: { type: 'string', maxLength: SIGNING_DECLINE_REASON_MAX } },
  additionalProperties: false,
} as const;
export type SignDeclineBody = FromSchema<typeof signDeclineBody>;

/**
 * `data` of POST /sign/{token}/complete and /decline; a signature also answers the policy it
 * completed (the confirmation number the receipt shows). After signing, the signing session may
 * fetch its own copy: GET /sign/{token}/signed-copy (the signed summary PDF, SSNs masked).
 */
export const signDoneData = {
  type: 'object',
  required: ['status'],
  properties: { status: { type: 'string', enum: ['signed', 'declined'] }, policy_id: { type: 'integer' } },
  additionalProperties: false,
} as const;
export type SignDoneData = FromSchema<typeof signDoneData>;
