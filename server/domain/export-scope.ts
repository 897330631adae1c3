/**
 * Who owns a background export (docs/decisions/0140-export-jobs.md), kept on the job as one string so
 * the database checks it in the same query that reads the job: a group administrator's group
 * ('group:2001'), or staff ('staff:all' for staff and automation, 'staff:carrier:7' for a carrier
 * admin's jobs). A reader passes the scopes it may read; any other job reads as unknown (404).
 */
export type ExportScope = { kind: 'group'; groupId: number } | { kind: 'staff'; carrierId: number | null };

/**
 * What a caller may read: these exact scopes, and (staff and automation) every scope starting with
 * `prefix` ('staff:': every staff job, a carrier admin's included).
 */
export interface ExportReader {
  scopes: readonly string[];
  prefix?: 'staff:';
}

/** A group administrator reads their group's jobs. */
export function groupReader(groupId: number): ExportReader {
  return { scopes: [exportScopeKey({ kind: 'group', groupId })] };
}

/** Staff (or the ADMIN_TOKEN) read every staff job; a carrier admin their carrier's only. Never a group's. */
export function staffReader(scopes: { kind: 'all' } | { kind: 'carrier'; carrierId: number }): ExportReader {
  return scopes.kind === 'all'
    ? { scopes: [], prefix: 'staff:' }
    : { scopes: [exportScopeKey({ kind: 'staff', carrierId: scopes.carrierId })] };
}

export function exportScopeKey(scope: ExportScope): string {
  if (scope.kind === 'group') return `group:${scope.groupId}`;
  return scope.carrierId === null ? 'staff:all' : `staff:carrier:${scope.carrierId}`;
}
