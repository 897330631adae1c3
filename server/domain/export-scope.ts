/**
 * Who owns a background export (docs/decisions/0140-export-jobs.md), kept on the job as one string so
 * the database checks it in the same query that reads the job: a group administrator's group
 * ('group:2001'), or staff ('staff:all' for staff and automation, 'staff:carrier:7' for a carrier
 * admin's jobs). A reader passes the scopes it may read; any other job reads as unknown (404).
 */
export type ExportScope = { kind: 'group'; groupId: number } | { kind: 'staff'; carrierId: number | null };

export function exportScopeKey(scope: ExportScope): string {
  if (scope.kind === 'group') return `group:${scope.groupId}`;
  return scope.carrierId === null ? 'staff:all' : `staff:carrier:${scope.carrierId}`;
}
