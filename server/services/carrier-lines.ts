import { createHmac } from 'node:crypto';
import { isPlainObject } from '../../schemas/field-values';
import type { CarrierLineState } from '../domain/carrier-changes';
import type { CarrierProfileRow } from '../repositories/carrier-profiles';
import type { CoverageRow, EnrollmentFacts, MemberOnFile } from '../repositories/carrier-coverages';
import { answersOf, type DestinedField } from './carrier-answers';
import { openSealed } from './step-crypto';
import type { Coverage834, CoverageLevel, Member834, ReportingCategory834, Sponsor834 } from './x12/build-834';

/**
 * The carrier's lines today (docs/decisions/0110-carrier-834-files.md): one per person per plan of
 * the carrier, from the completed enrollment's saved steps (opened in memory only while a file is
 * built) or, for a policy without one, the member and dependents on file. A line holds the SSN in
 * memory; what is stored of it (CarrierLineState) holds a keyed hash instead.
 */

export type SponsorInfo = Omit<Sponsor834, 'members'>;

export interface CarrierLine extends CarrierLineState {
  /** The sponsor the line's transaction set belongs to (a group, an association, or the platform). */
  sponsor: SponsorInfo;
  /** The person across the carrier's plans: policy and ordinal (S, D1, D2, ...). */
  personKey: string;
  /** Policy id, then 0 for the subscriber and the dependent's ordinal: the order of loops in a file. */
  order: [number, number, number];
  member: Omit<Member834, 'maintenance' | 'coverages'>;
  coverage: Omit<Coverage834, 'maintenance'>;
}

const LEVEL: Record<CoverageRow['tier'], CoverageLevel> = { IO: 'EMP', IS: 'ESP', IC: 'ECH', IF: 'FAM' };
const GENDER: Record<string, 'M' | 'F' | 'U'> = { '0': 'M', '1': 'F', '2': 'U' };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** mm/dd/yyyy (as steps save dates) or yyyy-mm-dd -> yyyy-mm-dd; '' when neither. */
export function isoDate(value: unknown): string {
  const v = text(value);
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '';
}

function genderOf(value: unknown): 'M' | 'F' | 'U' {
  return GENDER[String(value ?? '')] ?? 'U';
}

interface Person {
  relationship: '18' | '01' | '19';
  firstName: string;
  middleName: string;
  lastName: string;
  ssn: string;
  dob: string;
  gender: 'M' | 'F' | 'U';
}

interface Household {
  subscriber: Person;
  dependents: Person[];
  phone: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  employment: 'FT' | 'PT' | 'AC';
}

function opened(step: unknown, key: Buffer): Record<string, unknown> | null {
  if (step === undefined) return null;
  const value = openSealed(step, key);
  return isPlainObject(value) ? value : null;
}

function householdFromSteps(
  tabs: Map<string, unknown>,
  facts: { dob: string | null; gender: number | null; zip: string | null; state: string | null } | undefined,
  key: Buffer,
): Household | null {
  const primary = opened(tabs.get('primary_info'), key);
  if (!primary) return null;
  const contact = opened(tabs.get('contact_info'), key) ?? {};
  const employer = opened(tabs.get('employer_info'), key) ?? {};
  const deps = opened(tabs.get('dependent_info'), key);
  const dependents: Person[] = (Array.isArray(deps?.dependents) ? deps.dependents : []).flatMap((item: unknown) => {
    const p = isPlainObject(item) && isPlainObject(item.primary_info) ? item.primary_info : null;
    if (!p || (p.relationship !== 'spouse' && p.relationship !== 'child')) return [];
    return [
      {
        relationship: p.relationship === 'spouse' ? ('01' as const) : ('19' as const),
        firstName: text(p.first_name),
        middleName: text(p.middle_name),
        lastName: text(p.last_name),
        ssn: text(p.ssn),
        dob: isoDate(p.birthdate),
        gender: genderOf(p.gender),
      },
    ];
  });
  const hours = Number(text(employer.average_work_week));
  return {
    subscriber: {
      relationship: '18',
      firstName: text(primary.first_name),
      middleName: text(primary.middle_name),
      lastName: text(primary.last_name),
      ssn: text(primary.ssn),
      dob: isoDate(primary.birthdate) || (facts?.dob ?? ''),
      gender: genderOf(text(primary.gender) || facts?.gender),
    },
    dependents,
    phone: text(contact.phone_number),
    address1: text(contact.address1),
    address2: text(contact.address2),
    city: text(contact.city),
    state: text(contact.state) || (facts?.state ?? ''),
    zip: text(contact.zip) || (facts?.zip ?? ''),
    employment: employer.employment_status === 'A' ? (hours >= 30 ? 'FT' : 'PT') : 'AC',
  };
}

function householdOnFile(onFile: MemberOnFile, key: Buffer): Household {
  const { member, dependents } = onFile;
  const ssnOf = (sealed: string | null) => {
    const value = sealed ? openSealed(sealed, key) : null;
    return typeof value === 'string' ? value : '';
  };
  return {
    subscriber: {
      relationship: '18',
      firstName: member.firstName,
      middleName: member.middleName ?? '',
      lastName: member.lastName,
      ssn: ssnOf(member.ssnEncrypted),
      dob: member.dob,
      gender: genderOf(member.gender),
    },
    dependents: dependents.map((d) => ({
      relationship: d.relationship === 'spouse' ? ('01' as const) : ('19' as const),
      firstName: d.firstName,
      middleName: d.middleName ?? '',
      lastName: d.lastName,
      ssn: ssnOf(d.ssnEncrypted),
      dob: d.birthdate,
      gender: genderOf(d.gender),
    })),
    phone: member.phone ?? '',
    address1: member.address1 ?? '',
    address2: member.address2 ?? '',
    city: member.city ?? '',
    state: member.state ?? '',
    zip: member.zip ?? '',
    employment: 'AC',
  };
}

/** The dependents a tier covers: a spouse on IS and IF, children on IC and IF. */
function covered(tier: CoverageRow['tier'], p: Person): boolean {
  if (p.relationship === '01') return tier === 'IS' || tier === 'IF';
  return tier === 'IC' || tier === 'IF';
}

function sponsorOf(row: CoverageRow, profile: CarrierProfileRow): SponsorInfo {
  if (row.groupCode !== null && row.groupName !== null)
    return { name: row.groupName, idQualifier: '94', id: row.groupCode, policyNumber: row.groupCode };
  if (row.platformCode !== null && row.platformName !== null)
    return { name: row.platformName, idQualifier: '94', id: row.platformCode, policyNumber: row.platformCode };
  return { name: 'OpenEnroll individual', idQualifier: '94', id: profile.senderId, policyNumber: 'INDIVIDUAL' };
}

/** A keyed hash of what a file says about a line, so a change shows without keeping the SSN. */
function contentHash(key: Buffer, value: unknown): string {
  return createHmac('sha256', key).update('oe-carrier-line\0').update(JSON.stringify(value)).digest('hex');
}

/** What the lines of some policies are read from: their enrollments' saved steps and facts, and their members on file. */
export interface LineSources {
  steps: Map<string, Map<string, unknown>>;
  facts: Map<string, EnrollmentFacts>;
  onFile: Map<number, MemberOnFile>;
  /** The fields of a policy's version whose answers go to the 834 (any carrier's: the carrier's own are kept). */
  answerFields?: (row: CoverageRow) => readonly DestinedField[];
}

/** A field of this carrier for this policy: scoped to the carrier, or to one of its plans the policy holds. */
function carriersField(field: DestinedField, carrierId: number, planIds: ReadonlySet<number>): boolean {
  if (field.scopeId === null) return false;
  return field.scope === 'carrier' ? field.scopeId === carrierId : field.scope === 'plan' && planIds.has(field.scopeId);
}

/** An answer as the 834 carries it: a date as CCYYMMDD (and its DTP), a yes/no or a box as Y or N, else as saved. */
function reportingCategory(field: DestinedField, value: unknown): ReportingCategory834 | null {
  const category = field.definition.category ?? '';
  if (field.definition.widget === 'date') {
    const iso = isoDate(value);
    return iso ? { category, value: iso.replaceAll('-', ''), date: iso } : null;
  }
  if (value === true || value === 'yes') return { category, value: 'Y' };
  if (value === false || value === 'no') return { category, value: 'N' };
  return { category, value: String(value) };
}

/**
 * The lines of some policies of the carrier now (active, or cancelled with its end date), from their
 * coverages (by policy and plan) and what they are read from; in file order (policy, person, plan).
 */
export function carrierLines(
  rows: readonly CoverageRow[],
  { steps, facts, onFile, answerFields }: LineSources,
  profile: CarrierProfileRow,
  key: Buffer,
): CarrierLine[] {
  const planIdsOf = new Map<number, Set<number>>();
  for (const row of rows) planIdsOf.set(row.policyId, (planIdsOf.get(row.policyId) ?? new Set()).add(row.planId));
  // The subscriber's answers to the carrier's questions (loop 2700), read once per policy.
  const categories = new Map<number, ReportingCategory834[]>();
  const categoriesOf = (row: CoverageRow): ReportingCategory834[] => {
    let out = categories.get(row.policyId);
    if (out) return out;
    const planIds = planIdsOf.get(row.policyId) ?? new Set<number>();
    const fields = (answerFields?.(row) ?? []).filter((f) => carriersField(f, profile.carrierId, planIds));
    const tabs = row.enrollmentId ? steps.get(row.enrollmentId) : undefined;
    out = answersOf(fields, tabs, key).flatMap(({ field, value }) => reportingCategory(field, value) ?? []);
    categories.set(row.policyId, out);
    return out;
  };
  const households = new Map<number, Household | null>();
  const householdOf = (row: CoverageRow): Household | null => {
    if (households.has(row.policyId)) return households.get(row.policyId) ?? null;
    const tabs = row.enrollmentId ? steps.get(row.enrollmentId) : undefined;
    const fromSteps = tabs ? householdFromSteps(tabs, facts.get(row.enrollmentId ?? ''), key) : null;
    const member = row.memberId !== null ? onFile.get(row.memberId) : undefined;
    const household = fromSteps ?? (member ? householdOnFile(member, key) : null);
    households.set(row.policyId, household);
    return household;
  };

  const lines: CarrierLine[] = [];
  for (const row of rows) {
    const household = householdOf(row);
    if (!household) continue;
    const member = row.memberId !== null ? onFile.get(row.memberId)?.member : undefined;
    const subscriberId = member?.userId ?? String(row.policyId);
    const sponsor = sponsorOf(row, profile);
    const cancelled = row.status === 'CANCELLED' || row.status === 'TERMED';
    const end = cancelled ? (row.termDate ?? row.effectiveDate) : undefined;
    const people: Array<[string, number, Person]> = [['S', 0, household.subscriber]];
    household.dependents.forEach((d, i) => {
      if (covered(row.tier, d)) people.push([`D${i + 1}`, i + 1, d]);
    });
    for (const [ordinal, index, person] of people) {
      const subscriber = index === 0;
      const memberValues: CarrierLine['member'] = {
        subscriber,
        relationship: person.relationship,
        employmentStatus: subscriber ? household.employment : undefined,
        subscriberId,
        groupOrPolicyNumber: row.groupCode ?? String(row.policyId),
        eligibilityBegin: row.effectiveDate,
        eligibilityEnd: end,
        lastName: person.lastName,
        firstName: person.firstName,
        middleName: person.middleName,
        ssn: person.ssn,
        phone: subscriber ? household.phone : null,
        // The address is the subscriber's (N3/N4 are written on the subscriber's loop only).
        address1: subscriber ? household.address1 : null,
        address2: subscriber ? household.address2 : null,
        city: subscriber ? household.city : null,
        state: subscriber ? household.state : null,
        zip: subscriber ? household.zip : null,
        dob: person.dob || '1900-01-01',
        gender: person.gender,
      };
      const reported = subscriber ? categoriesOf(row) : [];
      // Only when there are answers: a line without any keeps the hash it had before (no change file).
      if (reported.length > 0) memberValues.reportingCategories = reported;
      const coverage: CarrierLine['coverage'] = {
        lineOfBusiness: profile.lineOfBusiness[row.category] ?? 'HLT',
        planCode: profile.planCodes[String(row.planId)] ?? String(row.planId),
        level: LEVEL[row.tier],
        begin: row.effectiveDate,
        end,
      };
      const told = { member: memberValues, coverage, sponsor };
      lines.push({
        key: `${row.policyId}:${ordinal}:${row.planId}`,
        personKey: `${row.policyId}:${ordinal}`,
        order: [row.policyId, index, row.planId],
        subscriberId,
        personName: `${person.firstName} ${person.lastName}`.trim(),
        plan: row.planName,
        status: cancelled ? 'cancelled' : 'active',
        contentHash: contentHash(key, told),
        sponsor,
        member: memberValues,
        coverage,
      });
    }
  }
  return lines.sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2]);
}

/** What is stored of a line: no SSN, no address, only the keyed hash of them. */
export function lineState(line: CarrierLine): CarrierLineState {
  return {
    key: line.key,
    subscriberId: line.subscriberId,
    personName: line.personName,
    plan: line.plan,
    status: line.status,
    contentHash: line.contentHash,
  };
}
