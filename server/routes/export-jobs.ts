import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { envelopeOf } from '../../schemas/api/common';
import {
  exportJobData,
  exportJobListData,
  exportJobParams,
  exportJobsQuery,
  type ExportJob,
  type ExportJobParams,
  type ExportJobsQuery,
} from '../../schemas/api/export-jobs';
import { EXPORT_MESSAGES } from '../../schemas/messages';
import { groupReader, staffReader, type ExportReader } from '../domain/export-scope';
import { ApiError } from '../plugins/envelope';
import { requireSession, sessionOf } from '../plugins/session';
import { findExportJob, listExportJobs, type ExportJobRow } from '../repositories/export-jobs';
import { exportFile } from '../services/export-jobs';
import { memberScopeOf } from './filter-scope';
import { adminCallerOf, adminGuard, callerScopes } from './wizard/admin-guard';

/**
 * A job's owner follows it and downloads its file (schemas/api/export-jobs.ts): GET /export-jobs
 * (the owner's newest jobs), GET /export-jobs/:id and GET /export-jobs/:id/file. The owner is the
 * scope the job was started for: a signed-in group administrator reads their group's jobs; any
 * other session reads none (404, like an unknown id, so a job id tells nothing). Staff read the
 * staff-scope jobs the same way under /admin/export-jobs (the admin guard; a carrier admin only
 * their carrier's), never a group's.
 */

/** How a job is answered. */
export function exportJobView(job: ExportJobRow): ExportJob {
  return {
    id: job.id,
    kind: job.kind,
    status: job.status,
    rows_done: job.rowsDone,
    rows_total: job.rowsTotal,
    error: job.error,
    file_name: job.fileName,
    bytes: job.bytes,
    created_at: job.createdAt.toISOString(),
    finished_at: job.finishedAt?.toISOString() ?? null,
    expires_at: job.expiresAt.toISOString(),
  };
}

/** The jobs a request's session may read: a signed-in group administrator's group's, else none. */
function sessionReader(request: FastifyRequest): ExportReader {
  const scope = memberScopeOf(sessionOf(request));
  return scope?.kind === 'group' ? groupReader(scope.groupId) : { scopes: [] };
}

/** Not signed in (no token, or a storefront session without a sign-in) answers 401, not 403. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  if (!request.session?.signed_in) throw new ApiError(401, { message: EXPORT_MESSAGES.signInFirst });
}

const noSuchExport = () => new ApiError(404, { message: EXPORT_MESSAGES.noSuchExport });

/** The content type a kind's file is served as. */
const CONTENT_TYPES: Readonly<Record<string, string>> = { census: 'text/csv; charset=utf-8' };

/** The three reads under `base`, for the callers `guard` lets through, reading what `readerOf` allows. */
function exportReads(
  app: FastifyInstance,
  base: string,
  guard: preHandlerAsyncHookHandler[],
  readerOf: (request: FastifyRequest) => ExportReader | Promise<ExportReader>,
): void {
  app.get<{ Querystring: ExportJobsQuery }>(
    base,
    { schema: { querystring: exportJobsQuery, response: { 200: envelopeOf(exportJobListData) } }, preHandler: guard },
    async (request, reply) => {
      const jobs = await listExportJobs(app.db, await readerOf(request), {
        kind: request.query.kind,
        limit: 10,
        now: new Date(),
      });
      return reply.ok({ result: jobs.map(exportJobView) });
    },
  );

  app.get<{ Params: ExportJobParams }>(
    `${base}/:id`,
    { schema: { params: exportJobParams, response: { 200: envelopeOf(exportJobData) } }, preHandler: guard },
    async (request, reply) => {
      const job = await findExportJob(app.db, request.params.id, await readerOf(request));
      if (!job || job.expiresAt <= new Date()) throw noSuchExport();
      return reply.ok({ result: exportJobView(job) });
    },
  );

  app.get<{ Params: ExportJobParams }>(
    `${base}/:id/file`,
    { schema: { params: exportJobParams }, preHandler: guard },
    async (request, reply) => {
      const job = await findExportJob(app.db, request.params.id, await readerOf(request));
      if (!job) throw noSuchExport();
      if (job.expiresAt <= new Date()) throw new ApiError(410, { message: EXPORT_MESSAGES.expired });
      if (job.status === 'failed') throw new ApiError(409, { message: job.error ?? EXPORT_MESSAGES.failed });
      if (job.status !== 'done' || !job.fileName) throw new ApiError(409, { message: EXPORT_MESSAGES.notReady });
      // Opened a few pieces at a time as the answer is sent: the whole file is never in memory.
      const ctx = { db: app.db, encryptionKey: app.config.encryptionKey };
      return reply
        .header('Content-Type', CONTENT_TYPES[job.kind] ?? 'application/octet-stream')
        .header('Content-Disposition', `attachment; filename="${job.fileName}"`)
        .send(Readable.from(exportFile(ctx, job.id)));
    },
  );
}

export async function exportJobRoutes(app: FastifyInstance): Promise<void> {
  exportReads(app, '/export-jobs', [requireSignedIn, requireSession({ scope: 'signed-in' })], sessionReader);
  exportReads(app, '/admin/export-jobs', [adminGuard(app)], async (request) =>
    staffReader(await callerScopes(app, adminCallerOf(request))),
  );
}
