import type { FastifyInstance } from 'fastify';
import { censusQuery, type CensusQuery } from '../../schemas/api/census';
import { envelopeOf } from '../../schemas/api/common';
import { exportJobData } from '../../schemas/api/export-jobs';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { startCensusExport } from '../services/census-export';
import { exportJobView, requireSignedIn } from './export-jobs';
import { memberScopeOf } from './filter-scope';

/**
 * POST /group-census-exports: the signed-in group administrator starts their group's census export
 * (schemas/api/census.ts), authorised like the group's current-member table: only a group
 * administrator's signed-in session, only their own group. The census is made off the request path
 * by the export worker (services/census-export.ts); the answer is the job (envelope statusCode 202 when queued now,
 * 200 for the census export already queued or running), which the page follows on GET /export-jobs/:id.
 */

export async function censusRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Querystring: CensusQuery }>(
    '/group-census-exports',
    {
      schema: {
        querystring: censusQuery,
        response: { 200: envelopeOf(exportJobData) },
      },
      // requireSession checks a given group_id against the token (403 for another group).
      preHandler: [requireSignedIn, requireSession({ scope: 'signed-in' })],
    },
    async (request, reply) => {
      const scope = memberScopeOf(sessionOf(request));
      if (scope?.kind !== 'group') throw forbidden();
      const { job, created } = await startCensusExport(
        { db: app.db, encryptionKey: app.config.encryptionKey },
        scope.groupId,
      );
      if (created) app.exportJobs.kick();
      return reply.ok({ result: exportJobView(job) }, created ? 202 : 200);
    },
  );
}
