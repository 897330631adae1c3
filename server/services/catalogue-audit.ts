import type { FastifyInstance } from 'fastify';
import type { AuditChange } from '../../schemas/api/group-admin';
import type { CatalogueDiff } from '../catalogue/diff';
import type { OnApply } from '../catalogue/import';
import { markSnapshot, takeSnapshot } from '../catalogue/snapshot';
import { shownValue } from '../domain/audit-diff';
import { recordAudit, type AuditActor } from './audit';

/** A catalogue diff in a line: plans added, changed, retired; rate rows added, removed, changed. */
export function diffSummary(d: CatalogueDiff): string {
  const p = d.plans;
  const r = d.rates;
  return `plans ${p.added.length} added, ${p.changed.length} changed, ${p.retired.length} retired; rates ${r.added} added, ${r.removed} removed, ${r.changed} changed`;
}

function diffChanges(d: CatalogueDiff): AuditChange[] {
  const ids = (list: readonly number[]) => shownValue('plans', list.join(', '));
  const out: AuditChange[] = [];
  if (d.carriers.added.length) out.push({ field: 'carriers added', before: null, after: d.carriers.added.join(', ') });
  if (d.plans.added.length) out.push({ field: 'plans added', before: null, after: ids(d.plans.added) });
  if (d.plans.changed.length)
    out.push({ field: 'plans changed', before: null, after: ids(d.plans.changed.map((c) => c.id)) });
  if (d.plans.retired.length) out.push({ field: 'plans retired', before: ids(d.plans.retired), after: null });
  if (d.rates.changed) out.push({ field: 'largest rate change', before: null, after: `${d.rates.maxChangePercent}%` });
  return out;
}

/**
 * The console's and the API's catalogue imports (decision 0290): in the import's transaction, a
 * snapshot of what it replaces (so it can be rolled back as a whole) and the audit entry, both
 * committed with the import or not at all. `finish` records the version the import left.
 */
export function auditedImport(app: FastifyInstance, who: AuditActor, action: 'import' | 'rollback', from?: number) {
  let snapshotId: number | null = null;
  const onApply: OnApply = async (tx, live, diff, versionBefore) => {
    snapshotId = await takeSnapshot(tx, live, versionBefore);
    await recordAudit(tx, who, {
      entity: 'catalogue',
      entityId: snapshotId,
      action,
      summary:
        action === 'rollback'
          ? `Catalogue import ${from ?? ''} rolled back: ${diffSummary(diff)}`
          : `Catalogue imported: ${diffSummary(diff)}`,
      changes: diffChanges(diff),
    });
  };
  return {
    onApply,
    snapshotId: () => snapshotId,
    async finish(applied: boolean, versionAfter: number) {
      if (applied && snapshotId !== null) await markSnapshot(app.db, snapshotId, { versionAfter });
      if (applied && action === 'rollback' && from !== undefined)
        await markSnapshot(app.db, from, { rolledBack: true });
    },
  };
}
