import { categoryLabel, TIERS, type TierCode } from '../../schemas/categories';
import { normalizeDate } from '../../schemas/dates';
import type { CsvCell } from './csv';

/**
 * The group census's rows (one per covered person and plan), from plain coverage records: who a
 * policy covers follows its tier (Member Only: the subscriber; + Spouse: the spouse; + Child(ren):
 * the children; Family: all), its active and pending plans are the ones listed, and the tier's
 * monthly premium stands on the subscriber's row only, so the column sums to what the group pays.
 */

export type CensusRelationship = 'spouse' | 'child';

export interface CensusPerson {
  firstName: string;
  lastName: string;
  /** 'yyyy-mm-dd' or 'mm/dd/yyyy'; written as mm/dd/yyyy. */
  dob: string | null;
}

export interface CensusDependent extends CensusPerson {
  relationship: CensusRelationship;
}

export interface CensusCoverage {
  groupId: number;
  subscriberId: string;
  subscriber: CensusPerson;
  dependents: readonly CensusDependent[];
  tier: TierCode;
  effectiveDate: string;
  plans: ReadonlyArray<{ planName: string; category: string; monthlyCents: number }>;
  /** Carriers' answers in the census's extra columns (decision 0270), on the subscriber's rows only. */
  answers?: readonly string[];
}

const PERSON_LABEL = { subscriber: 'Subscriber', spouse: 'Spouse', child: 'Child' } as const;
/** The relationship with the X12 individual relationship code the carrier files use (18, 01, 19). */
const RELATIONSHIP_LABEL = { subscriber: 'Self (18)', spouse: 'Spouse (01)', child: 'Child (19)' } as const;

/** Integer cents as dollars with two decimals ('1234.05'); never through floating point. */
export function dollarsOf(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The dependents a tier covers. */
export function coveredDependents<D extends { relationship: CensusRelationship }>(
  tier: TierCode,
  dependents: readonly D[],
): D[] {
  return dependents.filter((d) =>
    tier === 'IF' ? true : tier === 'IS' ? d.relationship === 'spouse' : tier === 'IC' && d.relationship === 'child',
  );
}

const tierLabel = (tier: TierCode) => TIERS.find((t) => t.code === tier)?.label ?? tier;
const dateCell = (value: string | null) => (value ? normalizeDate(value) : '');

/**
 * One coverage's census rows, in the order of CENSUS_COLUMNS: each plan, then each covered person.
 * The census export reads coverages already in census order (repositories/census.ts sorts them by
 * subscriber name in the database).
 */
export function coverageRows(c: CensusCoverage): CsvCell[][] {
  const people = [
    { ...c.subscriber, role: 'subscriber' as const },
    ...coveredDependents(c.tier, c.dependents).map((d) => ({ ...d, role: d.relationship })),
  ];
  const rows: CsvCell[][] = [];
  for (const plan of c.plans) {
    for (const p of people) {
      rows.push([
        c.groupId,
        c.subscriberId,
        PERSON_LABEL[p.role],
        p.lastName,
        p.firstName,
        dateCell(p.dob),
        RELATIONSHIP_LABEL[p.role],
        plan.planName,
        categoryLabel(plan.category),
        tierLabel(c.tier),
        dateCell(c.effectiveDate),
        p.role === 'subscriber' ? dollarsOf(plan.monthlyCents) : '',
        ...(c.answers ?? []).map((answer) => (p.role === 'subscriber' ? answer : '')),
      ]);
    }
  }
  return rows;
}
