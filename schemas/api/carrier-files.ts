import type { FromSchema } from 'json-schema-to-ts';
import { resultListOf, resultOf } from './common';

/**
 * Carrier files (ANSI X12 834 005010X220A1) and their delivery: the staff console's carrier profiles,
 * the delivery log, running a file and confirming or cancelling a held full file. Staff (the
 * administrator role) see and edit every carrier; a carrier admin only their own carrier.
 *
 * GET  /admin/carrier-profiles                      -> data.result: CarrierProfile[]
 * PUT  /admin/carrier-profiles/:carrier_id          -> data.result: CarrierProfile (body CarrierProfileUpdate)
 * GET  /admin/carrier-deliveries?carrier_id=&before=&limit= -> data: { result: DeliveryLogEntry[] (newest first, one
 *      page), total, next } (issue 27: summary columns only, keyset pages; `next` is the `before` of the next page)
 * GET  /admin/carrier-deliveries/:id                -> data.result: DeliveryLogEntry (a run's progress, polled)
 * POST /admin/carrier-files/run { carrier_id, mode } -> data.result: DeliveryLogEntry (status running: the file is
 *      built and delivered after the answer; poll the entry)
 * POST /admin/carrier-deliveries/:id/confirm        -> data.result: DeliveryLogEntry (delivers a held full file)
 * POST /admin/carrier-deliveries/:id/cancel         -> data.result: DeliveryLogEntry
 */

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const CARRIER_FILE_MODES = ['change', 'full'] as const;
export type CarrierFileMode = (typeof CARRIER_FILE_MODES)[number];
export const CARRIER_SCHEDULES = ['manual', 'hourly', 'daily'] as const;
export type CarrierSchedule = (typeof CARRIER_SCHEDULES)[number];
export const DELIVERY_METHODS = ['drop', 'sftp'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/** running: being built (see progress); stopped: the build failed or its process ended (nothing was sent). */
export const DELIVERY_STATUSES = [
  'running',
  'generated',
  'held',
  'delivered',
  'failed',
  'cancelled',
  'stopped',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** ISA05/ISA07 interchange id qualifiers the 834 guide allows. */
export const ID_QUALIFIERS = ['01', '14', '20', '27', '28', '29', '30', '33', 'ZZ'] as const;

/** ISA06/ISA08 (and GS02/GS03): 1 to 15 upper-case letters and digits. */
export const X12_ID_PATTERN = '^[A-Z0-9]{1,15}$';
/** HD03 insurance line code (DEN, VIS, HLT, AH, LIF, ...): 2 or 3 upper-case letters. */
export const LINE_OF_BUSINESS_PATTERN = '^[A-Z]{2,3}$';
/** HD04 plan coverage description: letters, digits, dot, dash, underscore, space; no X12 delimiters. */
export const PLAN_CODE_PATTERN = '^[A-Za-z0-9._ -]{1,50}$';
/** A file name pattern: letters, digits, dot, dash, underscore and the placeholders below. */
export const FILE_NAME_PATTERN = '^[A-Za-z0-9._{}-]{1,120}$';
/** Placeholders of a file name pattern; {control} is required, so every name is unique per carrier. */
export const FILE_NAME_PLACEHOLDERS = ['{carrier}', '{date}', '{time}', '{control}', '{mode}'] as const;

const deliveryProperty = {
  type: 'object',
  required: ['method', 'has_secret'],
  properties: {
    method: { type: 'string', enum: DELIVERY_METHODS },
    host: str,
    port: int,
    username: str,
    remote_dir: str,
    /** An SFTP password or private key is stored sealed and never returned; this says whether one is set. */
    has_secret: { type: 'boolean' },
    /** The SFTP destination as staff approve it, `sftp://user@host:port/dir` (a complete SFTP profile only). */
    destination: str,
    /** True once staff approved this destination; no file is sent to it before. */
    approved: { type: 'boolean' },
    approved_at: str,
  },
} as const;

/** A carrier's 834 profile as the console reads it. */
export const carrierProfileProperty = {
  type: 'object',
  required: [
    'carrier_id',
    'carrier_name',
    'sender_id',
    'sender_qualifier',
    'receiver_id',
    'receiver_qualifier',
    'line_of_business',
    'plan_codes',
    'file_name_pattern',
    'default_mode',
    'schedule',
    'delivery',
    'updated_at',
  ],
  properties: {
    carrier_id: int,
    carrier_name: str,
    sender_id: str,
    sender_qualifier: str,
    receiver_id: str,
    receiver_qualifier: str,
    /** HD03 by category code (DENTAL -> DEN, VISION -> VIS, ...). */
    line_of_business: { type: 'object', additionalProperties: str },
    /** HD04 by plan id (as a string key). */
    plan_codes: { type: 'object', additionalProperties: str },
    file_name_pattern: str,
    default_mode: { type: 'string', enum: CARRIER_FILE_MODES },
    schedule: { type: 'string', enum: CARRIER_SCHEDULES },
    delivery: deliveryProperty,
    updated_at: str,
  },
} as const;
export type CarrierProfile = FromSchema<typeof carrierProfileProperty>;

/** `data` of GET /admin/carrier-profiles. */
export const carrierProfilesData = resultListOf(carrierProfileProperty);
export type CarrierProfilesData = FromSchema<typeof carrierProfilesData>;

/** `data` of PUT /admin/carrier-profiles/:carrier_id. */
export const carrierProfileData = resultOf(carrierProfileProperty);
export type CarrierProfileData = FromSchema<typeof carrierProfileData>;

export const carrierIdParams = {
  type: 'object',
  required: ['carrier_id'],
  properties: { carrier_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type CarrierIdParams = FromSchema<typeof carrierIdParams>;

/**
 * Body of PUT /admin/carrier-profiles/:carrier_id: the editable fields, all of them (the console sends
 * the whole profile). `delivery_secret` sets the SFTP password or private key (write-only); an empty
 * string clears it; leaving it out keeps the stored one. Shape is checked by the schema; the rules a
 * schema cannot say (SFTP needs host, user and directory; the file name needs {control}) answer
 * field errors worded in CARRIER_FILE_MESSAGES.
 */
export const carrierProfileUpdateBody = {
  type: 'object',
  required: [
    'sender_id',
    'sender_qualifier',
    'receiver_id',
    'receiver_qualifier',
    'line_of_business',
    'plan_codes',
    'file_name_pattern',
    'default_mode',
    'schedule',
    'delivery',
  ],
  properties: {
    sender_id: { type: 'string', minLength: 1, maxLength: 15 },
    sender_qualifier: { type: 'string', enum: ID_QUALIFIERS },
    receiver_id: { type: 'string', minLength: 1, maxLength: 15 },
    receiver_qualifier: { type: 'string', enum: ID_QUALIFIERS },
    line_of_business: {
      type: 'object',
      maxProperties: 40,
      patternProperties: { '^[A-Za-z_]{1,20}$': { type: 'string', maxLength: 3 } },
      additionalProperties: false,
    },
    plan_codes: {
      type: 'object',
      maxProperties: 500,
      patternProperties: { '^[1-9][0-9]{0,9}$': { type: 'string', maxLength: 50 } },
      additionalProperties: false,
    },
    file_name_pattern: { type: 'string', minLength: 1, maxLength: 120 },
    default_mode: { type: 'string', enum: CARRIER_FILE_MODES },
    schedule: { type: 'string', enum: CARRIER_SCHEDULES },
    delivery: {
      type: 'object',
      required: ['method'],
      properties: {
        method: { type: 'string', enum: DELIVERY_METHODS },
        host: { type: 'string', maxLength: 255 },
        port: { type: 'integer', minimum: 1, maximum: 65535 },
        username: { type: 'string', maxLength: 100 },
        remote_dir: { type: 'string', maxLength: 255 },
      },
      additionalProperties: false,
    },
    delivery_secret: { type: 'string', maxLength: 16000 },
  },
  additionalProperties: false,
} as const;
export type CarrierProfileUpdate = FromSchema<typeof carrierProfileUpdateBody>;

/** A member a full file would drop compared with the last delivered full file. */
export const heldRemovalProperty = {
  type: 'object',
  required: ['subscriber_id', 'name', 'plan'],
  properties: { subscriber_id: str, name: str, plan: str },
} as const;

/** One generated file and what became of it. `error` never holds an SSN. */
export const deliveryLogEntryProperty = {
  type: 'object',
  required: [
    'id',
    'carrier_id',
    'carrier_name',
    'file_name',
    'mode',
    'status',
    'member_count',
    'subscriber_count',
    'control_number',
    'sha256',
    'attempts',
    'error',
    'progress',
    'created_at',
    'delivered_at',
    'acknowledged_at',
    'held_removals',
  ],
  properties: {
    id: int,
    carrier_id: int,
    carrier_name: str,
    file_name: str,
    mode: { type: 'string', enum: CARRIER_FILE_MODES },
    status: { type: 'string', enum: DELIVERY_STATUSES },
    /** INS loops in the file (subscribers and dependents). */
    member_count: int,
    subscriber_count: int,
    /** ISA13 (= GS06 = ST02 base), unique and increasing per carrier. */
    control_number: int,
    /** SHA-256 of the plain file, hex. */
    sha256: str,
    attempts: int,
    error: nullableStr,
    /** Policies (subscribers with the carrier) read so far and in all: a running build's progress. */
    progress: {
      type: 'object',
      required: ['done', 'total'],
      properties: { done: { type: 'integer', minimum: 0 }, total: { type: 'integer', minimum: 0 } },
    },
    created_at: str,
    delivered_at: nullableStr,
    acknowledged_at: nullableStr,
    held_removals: { type: ['array', 'null'], items: heldRemovalProperty },
  },
} as const;
export type DeliveryLogEntry = FromSchema<typeof deliveryLogEntryProperty>;

/** Entries of a page of the delivery log unless `limit` says otherwise, and the most a page holds. */
export const DELIVERY_LOG_PAGE = 20;
export const DELIVERY_LOG_MAX_PAGE = 100;

/** `data` of GET /admin/carrier-deliveries: one page, how many entries in all, and the next page's `before` (null on the last). */
export const deliveryLogData = {
  type: 'object',
  required: ['result', 'total', 'next'],
  properties: {
    result: { type: 'array', items: deliveryLogEntryProperty },
    total: { type: 'integer', minimum: 0 },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type DeliveryLogData = FromSchema<typeof deliveryLogData>;

/** `data` of the run, confirm and cancel calls. */
export const deliveryEntryData = resultOf(deliveryLogEntryProperty);
export type DeliveryEntryData = FromSchema<typeof deliveryEntryData>;

/**
 * Query of GET /admin/carrier-deliveries: one carrier's entries (a carrier admin always gets only theirs),
 * those older than the entry `before`, at most `limit`.
 */
export const deliveryLogQuery = {
  type: 'object',
  properties: {
    carrier_id: { type: 'integer', minimum: 1 },
    before: { type: 'integer', minimum: 1 },
    limit: { type: 'integer', minimum: 1, maximum: DELIVERY_LOG_MAX_PAGE },
  },
  additionalProperties: false,
} as const;
export type DeliveryLogQuery = FromSchema<typeof deliveryLogQuery>;

/** Body of POST /admin/carrier-files/run; `mode` defaults to the profile's default_mode. */
export const carrierFileRunBody = {
  type: 'object',
  required: ['carrier_id'],
  properties: {
    carrier_id: { type: 'integer', minimum: 1 },
    mode: { type: 'string', enum: CARRIER_FILE_MODES },
  },
  additionalProperties: false,
} as const;
export type CarrierFileRunBody = FromSchema<typeof carrierFileRunBody>;

/**
 * Body of POST /admin/carrier-profiles/:carrier_id/approve-destination (role staff or the ADMIN_TOKEN,
 * never a carrier admin): the destination exactly as the approver saw it. -> the profile.
 */
export const approveDestinationBody = {
  type: 'object',
  required: ['destination'],
  properties: { destination: { type: 'string', minLength: 1, maxLength: 1000 } },
  additionalProperties: false,
} as const;
export type ApproveDestinationBody = FromSchema<typeof approveDestinationBody>;

export const deliveryIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type DeliveryIdParams = FromSchema<typeof deliveryIdParams>;

/**
 * POST /admin/policies/:policy_id/cancel: staff cancel a completed enrollment's plans from a date
 * (all of them, or one plan); a carrier admin only their carrier's plans. The next change file
 * tells the carrier (INS03 024, DTP*349). -> data.result: { cancelled: number of plans }.
 */
export const policyIdParams = {
  type: 'object',
  required: ['policy_id'],
  properties: { policy_id: { type: 'integer', minimum: 1 } },
  additionalProperties: false,
} as const;
export type PolicyIdParams = FromSchema<typeof policyIdParams>;

export const policyCancelBody = {
  type: 'object',
  required: ['term_date'],
  properties: {
    /** The last day of coverage, yyyy-mm-dd. */
    term_date: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    plan_id: { type: 'integer', minimum: 1 },
  },
  additionalProperties: false,
} as const;
export type PolicyCancelBody = FromSchema<typeof policyCancelBody>;

export const policyCancelData = {
  type: 'object',
  required: ['result'],
  properties: { result: { type: 'object', required: ['cancelled'], properties: { cancelled: int } } },
} as const;
export type PolicyCancelData = FromSchema<typeof policyCancelData>;
