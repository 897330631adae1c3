import { answerText } from '../../schemas/answer-destinations';
import type { Db } from '../db/client';
import { censusAnswerScopes, type CensusPolicyRecord } from '../repositories/census';
import { answersOf, tabsOfFields, VersionRules, type DestinedField } from './carrier-answers';

/**
 * The census's extra columns (docs/decisions/0270-answers-reach-the-carrier.md): carriers' fields whose
 * definition sends the answer to a census column (`{ destination: 'census', column }`), for the
 * versions the group's policies were filled against and the fields that apply to the group (default
 * scope, the group's own, or a carrier or plan the group's policies hold). Read before the header:
 * one statement for the versions and plans, one per version. Each policy's subscriber rows carry its
 * answers as the applicant reads them (an option's label, Yes or No).
 */

export interface CensusAnswerColumns {
  /** The extra header cells, in the order of the fields in the newest version read. */
  names: string[];
  /** The saved tabs the chunks read answers from. */
  tabs: string[];
  /** A policy's cells under `names` ('' where it has no answer). */
  cellsOf: (record: CensusPolicyRecord, key: Buffer) => string[];
}

interface Held {
  planIds: ReadonlySet<number>;
  carrierIds: ReadonlySet<number>;
}

function applies(field: DestinedField, groupId: number, held: Held): boolean {
  switch (field.scope) {
    case 'default':
      return true;
    case 'group':
      return field.scopeId === groupId;
    case 'carrier':
      return field.scopeId !== null && held.carrierIds.has(field.scopeId);
    case 'plan':
      return field.scopeId !== null && held.planIds.has(field.scopeId);
    default:
      return false;
  }
}

const columnKey = (field: DestinedField) => (field.definition.column ?? '').trim().toLowerCase();

/** The census columns of a group's carriers' answers, and how a policy fills them. */
export async function censusAnswerColumns(db: Db, groupId: number): Promise<CensusAnswerColumns> {
  const scopes = await censusAnswerScopes(db, groupId);
  const versions = new VersionRules(db);
  await versions.load(scopes.map((s) => s.version));
  const heldBy = new Map<number | null, { planIds: Set<number>; carrierIds: Set<number> }>();
  for (const s of scopes) {
    const held = heldBy.get(s.version) ?? { planIds: new Set<number>(), carrierIds: new Set<number>() };
    held.planIds.add(s.planId);
    held.carrierIds.add(s.carrierId);
    heldBy.set(s.version, held);
  }
  const order = new Map<string, string>();
  const used: DestinedField[] = [];
  // Newest version first: its column names and order lead.
  const byNewest = [...heldBy.entries()].sort(([a], [b]) => (b ?? Infinity) - (a ?? Infinity));
  for (const [version, held] of byNewest) {
    for (const field of versions.fields(version, 'census')) {
      if (!applies(field, groupId, held)) continue;
      used.push(field);
      if (!order.has(columnKey(field))) order.set(columnKey(field), (field.definition.column ?? '').trim());
    }
  }
  const index = new Map([...order.keys()].map((k, i) => [k, i]));
  return {
    names: [...order.values()],
    tabs: tabsOfFields(used),
    cellsOf: (record, key) => {
      const cells = new Array<string>(index.size).fill('');
      if (index.size === 0 || !record.enrollment) return cells;
      const held = {
        planIds: new Set(record.plans.map((p) => p.planId)),
        carrierIds: new Set(record.plans.map((p) => p.carrierId)),
      };
      const fields = versions.fields(record.rulesVersion, 'census').filter((f) => applies(f, groupId, held));
      for (const { field, value } of answersOf(fields, record.enrollment.answerSteps, key)) {
        const at = index.get(columnKey(field));
        if (at !== undefined && cells[at] === '') cells[at] = answerText(field.definition, value);
      }
      return cells;
    },
  };
}
