import type { FromSchema } from 'json-schema-to-ts';

/**
 * The catalogue file (docs/catalogue-format.md, decision 0210): a directory holding `catalogue.json`
 * (this schema: carriers, plans with every attribute the storefront reads, benefit figures, plan
 * questions, agreement texts, one-per-cart categories) and rate tables `rates/*.csv`
 * (rates.ts). Shared by the server's import and, later, the console's in-browser check of an upload.
 * Plan keys are the names the server's plan model uses (server/db/schema/catalogue.ts), so a key
 * means one thing everywhere.
 */

export const CATALOGUE_FORMAT = 'openenroll-catalogue';
/** Bumped when a file of the previous version would be read differently; the importer refuses others. */
export const CATALOGUE_FORMAT_VERSION = 1;

const TIER = { type: 'string', enum: ['IO', 'IS', 'IC', 'IF'] } as const;
const DATE = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const TEXT = { type: 'string', maxLength: 20000 } as const;
const NULL_TEXT = { type: ['string', 'null'], maxLength: 20000 } as const;
const AGE = { type: ['integer', 'null'], minimum: 0, maximum: 120 } as const;
const FLAG = { type: 'boolean' } as const;
const BIT = { type: ['integer', 'null'], enum: [0, 1, null] } as const;

const optionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 2000 },
    group: { type: ['string', 'null'], maxLength: 200 },
    declines: FLAG,
  },
} as const;

const questionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'text'],
  properties: {
    kind: { type: 'string', enum: ['health', 'aflac'] },
    text: { type: 'string', minLength: 1, maxLength: 4000 },
    subType: { type: ['string', 'null'], enum: ['text_field', 'checkbox', 'detail', null] },
    requireDetail: FLAG,
    trueCondition: BIT,
    declineOn: BIT,
    declineMessage: NULL_TEXT,
    options: { type: 'array', maxItems: 100, items: optionSchema },
  },
} as const;

/** A benefit figure: a number (cents, percent, months...), a text, yes/no, or null for "None". */
const benefitValue = {
  anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', maxLength: 2000 }, { type: 'boolean' }, { type: 'null' }],
} as const;

export const planSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'carrier', 'category', 'planName'],
  properties: {
    /** The plan's id: the rate tables, carts and policies name a plan by it; keep it across imports. */
    id: { type: 'integer', minimum: 1, maximum: 2147483647 },
    /** A carrier `code` of this file. */
    carrier: { type: 'string', minLength: 1, maxLength: 20 },
    /** A code of schemas/categories.ts, or 'bundles' for a bundle (with bundleOf). */
    category: { type: 'string', minLength: 1, maxLength: 40 },
    planName: { type: 'string', minLength: 1, maxLength: 300 },
    /** 'MM': the performance guaranteed plan. */
    planType: { type: ['string', 'null'], maxLength: 20 },
    shortText: TEXT,
    calloutText: NULL_TEXT,
    logo: { type: ['string', 'null'], maxLength: 500 },
    isPremier: FLAG,
    isIha: FLAG,
    isUnion: FLAG,
    isPrudential: FLAG,
    isMembership: FLAG,
    needsMembership: FLAG,
    hideAddToCart: FLAG,
    isFeatured: FLAG,
    signatureRequired: FLAG,
    requiredTabs: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^[a-z][a-z0-9_]{0,59}$' } },
    headerText: NULL_TEXT,
    bodyText: NULL_TEXT,
    blueBarText: NULL_TEXT,
    associationText: NULL_TEXT,
    exclusionsTextName: NULL_TEXT,
    exclusionsText: NULL_TEXT,
    exampleTextName: NULL_TEXT,
    exampleText: NULL_TEXT,
    faqTextName: NULL_TEXT,
    faqText: NULL_TEXT,
    minAge: AGE,
    maxAge: AGE,
    excludedStates: { type: 'array', maxItems: 60, items: { type: 'string', pattern: '^[A-Z]{2}$' } },
    /** Null: every tier. */
    allowedTiers: { type: ['array', 'null'], minItems: 1, maxItems: 4, uniqueItems: true, items: TIER },
    salaryRequired: FLAG,
    minAnnualSalary: { type: ['integer', 'null'], minimum: 0 },
    minWorkingHours: { type: ['integer', 'null'], minimum: 0, maximum: 168 },
    tobaccoRated: FLAG,
    blackoutStart: { anyOf: [DATE, { type: 'null' }] },
    blackoutEnd: { anyOf: [DATE, { type: 'null' }] },
    /** The first and last effective date the plan is sold for (null: open; decision 0230). */
    availableFrom: { anyOf: [DATE, { type: 'null' }] },
    availableTo: { anyOf: [DATE, { type: 'null' }] },
    /** A retired plan's successor: pricing this plan answers with that plan's id. */
    changePidTo: { type: ['integer', 'null'], minimum: 1 },
    sort: { type: 'integer' },
    /** False: retired (kept for the carts and policies that hold it, no longer sold). */
    active: FLAG,
    /** A bundle's member plan ids (2 to 5), in order. */
    bundleOf: { type: 'array', minItems: 2, maxItems: 5, items: { type: 'integer', minimum: 1 } },
    /** Portal codes (portals.platform_code) that sell the plan. */
    portals: { type: 'array', maxItems: 200, uniqueItems: true, items: { type: 'string', minLength: 1 } },
    /** Benefit figures by key (schemas/plan-benefits.ts BENEFIT_ATTRIBUTES). */
    benefits: {
      type: 'object',
      propertyNames: { pattern: '^[a-z][a-z0-9_]{0,39}$' },
      maxProperties: 60,
      additionalProperties: benefitValue,
    },
    /** Eligibility questions asked before the plan goes into a cart, in order. */
    questions: { type: 'array', maxItems: 200, items: questionSchema },
  },
} as const;

export const carrierSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'name'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,20}$' },
    name: { type: 'string', minLength: 1, maxLength: 300 },
    logo: { type: ['string', 'null'], maxLength: 500 },
    /** The cart and agreement note (fees included in the price...). */
    specialMessage: NULL_TEXT,
  },
} as const;

export const agreementSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['head', 'body'],
  properties: {
    head: { type: 'string', minLength: 1, maxLength: 2000 },
    body: TEXT,
    required: FLAG,
    /** Shown when a plan of this carrier (code) is in the cart; neither carrier nor planId: always. */
    carrier: { type: ['string', 'null'] },
    planId: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

/** A rating area (decision 0230): part of one state, as its ZIP codes; rate rows name it by code. */
export const areaSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'state', 'zips'],
  properties: {
    code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,40}$' },
    state: { type: 'string', pattern: '^[A-Z]{2}$' },
    name: { type: ['string', 'null'], maxLength: 300 },
    zips: { type: 'array', minItems: 1, maxItems: 50000, items: { type: 'string', pattern: '^\\d{5}$' } },
  },
} as const;

export const catalogueSchema = {
  $id: 'https://openenroll.example/schemas/catalogue/catalogue.json',
  type: 'object',
  additionalProperties: false,
  required: ['format', 'formatVersion', 'carriers', 'plans'],
  properties: {
    format: { const: CATALOGUE_FORMAT },
    formatVersion: { const: CATALOGUE_FORMAT_VERSION },
    carriers: { type: 'array', maxItems: 10000, items: carrierSchema },
    plans: { type: 'array', maxItems: 100000, items: planSchema },
    agreements: { type: 'array', maxItems: 10000, items: agreementSchema },
    /** Rating areas the rate tables' rating_area column names. */
    areas: { type: 'array', maxItems: 10000, items: areaSchema },
    /** Categories a cart holds one plan of, by the coverage they share. */
    singlePlanCategories: {
      type: 'array',
      maxItems: 200,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'coverage'],
        properties: { category: { type: 'string', minLength: 1 }, coverage: { type: 'string', minLength: 1 } },
      },
    },
  },
} as const;

export type CatalogueFile = FromSchema<typeof catalogueSchema>;
export type CataloguePlan = FromSchema<typeof planSchema>;
export type CatalogueCarrier = FromSchema<typeof carrierSchema>;
export type CatalogueAgreement = FromSchema<typeof agreementSchema>;
export type CatalogueArea = FromSchema<typeof areaSchema>;
export type CatalogueQuestion = FromSchema<typeof questionSchema>;
