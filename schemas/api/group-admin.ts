import type { FromSchema } from 'json-schema-to-ts';
import { CATEGORY_CODES } from '../categories';
import { PAY_FREQUENCIES } from '../plan-benefits';

/**
 * Employer groups edited in the staff console and by their own administrator (issue 30, decision
 * 0290): the group's details, its employer contributions, plan years and eligible employees, and
 * the audit log of every change. Staff call /admin/groups...; a signed-in group administrator calls
 * /group-admin/... for their own group only.
 */

export const TIER_CODES = ['IO', 'IS', 'IC', 'IF'] as const;
const ISO_DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

/** Rows per page of the console's lists unless `limit` asks otherwise, and the most one page holds. */
export const ADMIN_PAGE = { default: 25, max: 100 } as const;

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const optionalText = (max: number) => ({ type: ['string', 'null'], maxLength: max }) as const;

/** The group's own fields, as staff edit them. */
export const groupFields = {
  type: 'object',
  required: ['group_code', 'name', 'display_name'],
  properties: {
    group_code: { type: 'string', pattern: '^[A-Za-z0-9_-]{2,20}$' },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    display_name: { type: 'string', minLength: 1, maxLength: 120 },
    display_email: optionalText(254),
    display_phone: { type: ['string', 'null'], pattern: '^[0-9]{10}$' },
    address1: optionalText(120),
    address2: optionalText(120),
    city: optionalText(80),
    state: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' },
    zip: { type: ['string', 'null'], pattern: '^[0-9]{5}$' },
    landing_url: { type: ['string', 'null'], pattern: '^[a-z0-9][a-z0-9-]{1,39}$' },
    tagline: optionalText(200),
    about: optionalText(2000),
    active: { type: 'boolean', default: true },
    requires_enroller_code: { type: 'boolean', default: false },
    pay_frequency: { type: ['string', 'null'], enum: [...PAY_FREQUENCIES, null] },
    /** The portals the group's employees enroll through; the first is the group's own portal. */
    portal_ids: { type: 'array', maxItems: 20, items: { type: 'integer', minimum: 1 }, uniqueItems: true },
  },
  additionalProperties: false,
} as const;
export type GroupFields = FromSchema<typeof groupFields>;

export const contribution = {
  type: 'object',
  required: ['category', 'tier', 'kind'],
  properties: {
    category: { type: 'string', enum: CATEGORY_CODES },
    tier: { type: 'string', enum: TIER_CODES },
    kind: { type: 'string', enum: ['flat', 'percent'] },
    flat_cents: { type: ['integer', 'null'], minimum: 0, maximum: 10_000_000 },
    percent: { type: ['integer', 'null'], minimum: 0, maximum: 100 },
  },
  additionalProperties: false,
} as const;
export type Contribution = FromSchema<typeof contribution>;

/** PUT .../contributions: the whole list (what is not listed is no longer paid). */
export const contributionsBody = {
  type: 'object',
  required: ['contributions'],
  properties: { contributions: { type: 'array', maxItems: 200, items: contribution } },
  additionalProperties: false,
} as const;
export type ContributionsBody = FromSchema<typeof contributionsBody>;

export const planYear = {
  type: 'object',
  required: ['starts_on', 'ends_on', 'open_starts_on', 'open_ends_on'],
  properties: {
    starts_on: ISO_DATE,
    ends_on: ISO_DATE,
    open_starts_on: ISO_DATE,
    open_ends_on: ISO_DATE,
    new_hire_days: { type: 'integer', minimum: 0, maximum: 365, default: 30 },
  },
  additionalProperties: false,
} as const;
export type PlanYear = FromSchema<typeof planYear>;

export const planYearsBody = {
  type: 'object',
  required: ['plan_years'],
  properties: { plan_years: { type: 'array', maxItems: 10, items: planYear } },
  additionalProperties: false,
} as const;
export type PlanYearsBody = FromSchema<typeof planYearsBody>;

/** One group as the console edits it. */
export const groupDetail = {
  type: 'object',
  required: ['id', 'fields', 'contributions', 'plan_years', 'employee_count'],
  properties: {
    id: { type: 'integer' },
    fields: groupFields,
    contributions: { type: 'array', items: contribution },
    plan_years: { type: 'array', items: planYear },
    employee_count: { type: 'integer' },
  },
} as const;
export type GroupDetail = FromSchema<typeof groupDetail>;

export const groupIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;
export type GroupIdParams = FromSchema<typeof groupIdParams>;

const pageLimit = { type: 'integer', minimum: 1, maximum: ADMIN_PAGE.max, default: ADMIN_PAGE.default } as const;
const cursor = { type: 'string', minLength: 1, maxLength: 1024, pattern: '^[A-Za-z0-9_-]+$' } as const;

/** GET /admin/groups: groups by id, `after` the last id of the previous page. */
export const groupListQuery = {
  type: 'object',
  properties: { limit: pageLimit, after: { type: 'integer', minimum: 0 } },
  additionalProperties: false,
} as const;
export type GroupListQuery = FromSchema<typeof groupListQuery>;

export const groupListData = {
  type: 'object',
  required: ['groups', 'next'],
  properties: {
    groups: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'group_code', 'name', 'city', 'state', 'active'],
        properties: {
          id: { type: 'integer' },
          group_code: text(20),
          name: { type: 'string' },
          city: { type: ['string', 'null'] },
          state: { type: ['string', 'null'] },
          active: { type: 'boolean' },
        },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type GroupListData = FromSchema<typeof groupListData>;

/** An employees page: by name, `after` the sealed position of the previous page's last row. */
export const employeePageQuery = {
  type: 'object',
  properties: { limit: pageLimit, after: cursor },
  additionalProperties: false,
} as const;
export type EmployeePageQuery = FromSchema<typeof employeePageQuery>;

export const employeePageData = {
  type: 'object',
  required: ['employees', 'next', 'total'],
  properties: {
    employees: {
      type: 'array',
      items: {
        type: 'object',
        required: ['employee_ref', 'first_name', 'last_name', 'hire_date'],
        properties: {
          employee_ref: { type: 'string' },
          first_name: { type: 'string' },
          last_name: { type: 'string' },
          hire_date: { type: ['string', 'null'] },
        },
      },
    },
    next: { type: ['string', 'null'] },
    /** The list's size, on the first page only (null after it: a count reads the whole list). */
    total: { type: ['integer', 'null'] },
  },
} as const;
export type EmployeePageData = FromSchema<typeof employeePageData>;

/** A problem of an employee CSV, by row (1 = the header, as a spreadsheet counts) and column. */
export const csvProblem = {
  type: 'object',
  required: ['row', 'column', 'message'],
  properties: { row: { type: ['integer', 'null'] }, column: { type: ['string', 'null'] }, message: { type: 'string' } },
} as const;
export type CsvProblem = FromSchema<typeof csvProblem>;

/** The answer of an employee CSV upload: applied, or refused with every problem (the first 200 and the count). */
export const employeeImportData = {
  type: 'object',
  required: ['applied', 'problems', 'problem_count', 'rows', 'added', 'removed', 'changed'],
  properties: {
    applied: { type: 'boolean' },
    problems: { type: 'array', items: csvProblem },
    problem_count: { type: 'integer' },
    rows: { type: 'integer' },
    added: { type: 'integer' },
    removed: { type: 'integer' },
    changed: { type: 'integer' },
  },
} as const;
export type EmployeeImportData = FromSchema<typeof employeeImportData>;

/** GET /admin/audit: newest first, `after` the last id of the previous page; optionally one entity. */
export const auditQuery = {
  type: 'object',
  properties: {
    limit: pageLimit,
    after: { type: 'integer', minimum: 1 },
    entity: { type: 'string', pattern: '^[a-z_]{1,30}$' },
    entity_id: { type: 'string', maxLength: 40 },
  },
  additionalProperties: false,
} as const;
export type AuditQuery = FromSchema<typeof auditQuery>;

export const auditChange = {
  type: 'object',
  required: ['field', 'before', 'after'],
  properties: { field: { type: 'string' }, before: { type: ['string', 'null'] }, after: { type: ['string', 'null'] } },
} as const;
export type AuditChange = FromSchema<typeof auditChange>;

export const auditPageData = {
  type: 'object',
  required: ['entries', 'next'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'at', 'actor_name', 'entity', 'entity_id', 'action', 'summary', 'changes'],
        properties: {
          id: { type: 'integer' },
          at: { type: 'string' },
          actor_name: { type: 'string' },
          entity: { type: 'string' },
          entity_id: { type: 'string' },
          action: { type: 'string' },
          summary: { type: 'string' },
          changes: { type: 'array', items: auditChange },
        },
      },
    },
    next: { type: ['integer', 'null'] },
  },
} as const;
export type AuditPageData = FromSchema<typeof auditPageData>;
