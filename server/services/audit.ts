import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditChange, AuditPageData } from '../../schemas/api/group-admin';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/**
 * The audit log (issue 30, decision 0290): every change made through the console, the admin API
 * or a group administrator, written in the transaction of the change it records, so a change and
 * its entry are committed together or not at all. Values are shown by server/domain/audit-diff.ts
 * (contact and personal values never in full); an employee list is recorded by its counts only.
 */

/** Who made a change: `staff:<id>`, `group_admin:<id>` or `ADMIN_TOKEN`, and the name the console shows. */
export interface AuditActor {
  actor: string;
  name: string;
}

export interface AuditEntry {
  entity:
    | 'groups'
    | 'contributions'
    | 'plan_years'
    | 'employees'
    | 'catalogue'
    | 'form_rules'
    | 'reps'
    | 'rep_landing'
    | 'sites';
  entityId: string | number;
  action: string;
  summary: string;
  changes?: AuditChange[];
}

export async function recordAudit(tx: Pick<Db, 'insert'>, who: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actor: who.actor,
    actorName: who.name,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    summary: entry.summary,
    diff: entry.changes ?? [],
  });
}

/**
 * A page of the log, newest first, after the id `after`: the primary key read backwards, or with
 * an entity (and id) the range of audit_log_entity_idx; never the whole table.
 */
export async function auditPage(
  db: Pick<Db, 'select'>,
  q: { limit: number; after?: number; entity?: string; entityId?: string },
): Promise<AuditPageData> {
  const where: SQL[] = [];
  if (q.after !== undefined) where.push(lt(auditLog.id, q.after));
  if (q.entity !== undefined) where.push(eq(auditLog.entity, q.entity));
  if (q.entity !== undefined && q.entityId !== undefined) where.push(eq(auditLog.entityId, q.entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(q.limit + 1);
  const more = rows.length > q.limit;
  const page = more ? rows.slice(0, q.limit) : rows;
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_name: r.actorName,
      entity: r.entity,
      entity_id: r.entityId,
      action: r.action,
      summary: r.summary,
      changes: r.diff as AuditChange[],
    })),
    next: more ? (page[page.length - 1]?.id ?? null) : null,
  };
}
