import type { FastifyInstance } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  catalogueImportData,
  catalogueSnapshotsData,
  catalogueSnapshotsQuery,
  type CatalogueSnapshotsQuery,
} from '../../../schemas/api/catalogue-imports';
import { groupIdParams, type GroupIdParams } from '../../../schemas/api/group-admin';
import { importCatalogue, importReportBody } from '../../catalogue/import';
import { ProblemList } from '../../catalogue/problems';
import { snapshotPage, snapshotSource } from '../../catalogue/snapshot';
import { ApiError } from '../../plugins/envelope';
import { auditedImport } from '../../services/catalogue-audit';
import { adminCallerOf, adminGuard } from '../wizard/admin-guard';
import { staffActor } from './groups';

/**
 * The catalogue imports made through the console or the API, and their rollback as a whole (issue
 * 30, decision 0290): GET /admin/catalogue-imports lists them newest first; POST
 * /admin/catalogue-imports/:id/rollback imports what the import replaced (its snapshot) like any
 * file: checked, compared, applied in one transaction (the catalogue version bumps), itself
 * audited and rolled back the same way. A refusal (a rate a policy now holds) changes nothing.
 */
export async function catalogueRollbackRoutes(app: FastifyInstance): Promise<void> {
  const staffOnly = adminGuard(app, { roles: ['staff'] });

  app.get<{ Querystring: CatalogueSnapshotsQuery }>(
    '/admin/catalogue-imports',
    {
      preHandler: staffOnly,
      schema: { querystring: catalogueSnapshotsQuery, response: { 200: envelopeOf(catalogueSnapshotsData) } },
    },
    async (request, reply) => {
      const rows = await snapshotPage(app.db, request.query.after, request.query.limit ?? 25);
      return reply.ok({
        imports: rows.map((r) => ({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          version_before: r.versionBefore,
          version_after: r.versionAfter,
          rate_rows: r.rateRows,
          rolled_back_at: r.rolledBackAt?.toISOString() ?? null,
        })),
      });
    },
  );

  app.post<{ Params: GroupIdParams }>(
    '/admin/catalogue-imports/:id/rollback',
    { preHandler: staffOnly, schema: { params: groupIdParams, response: { 200: envelopeOf(catalogueImportData) } } },
    async (request, reply) => {
      const problems = new ProblemList();
      const source = await snapshotSource(app.db, request.params.id, problems);
      if (!source) throw new ApiError(404, { message: 'No such catalogue import.' });
      const audit = auditedImport(app, staffActor(adminCallerOf(request)), 'rollback', request.params.id);
      const report = await importCatalogue(app.db, source, problems, { dryRun: false, onApply: audit.onApply });
      await audit.finish(report.applied, report.versionAfter);
      return reply.ok(importReportBody(report));
    },
  );
}
