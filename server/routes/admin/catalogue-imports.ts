import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { envelopeOf } from '../../../schemas/api/common';
import {
  CATALOGUE_UPLOAD_LIMITS,
  catalogueImportData,
  catalogueImportQuery,
  catalogueImportsRunningData,
  type CatalogueImportQuery,
} from '../../../schemas/api/catalogue-imports';
import { importCatalogue, importReportBody } from '../../catalogue/import';
import { ProblemList } from '../../catalogue/problems';
import { progressBody, runningImports, trackImport, type ProgressTracker } from '../../catalogue/progress';
import { CATALOGUE_JSON, RATES_DIR, parseCatalogueJson, readRateCsv, type ReadCatalogue } from '../../catalogue/read';
import { RateTable } from '../../catalogue/rate-table';
import { CarrierProblems, scopeToCarrier } from '../../catalogue/carrier-scope';
import { readLiveCatalogue } from '../../catalogue/live';
import { auditedImport } from '../../services/catalogue-audit';
import { adminCallerOf, adminGuard, type AdminCaller } from '../wizard/admin-guard';
import { staffActor } from './groups';

/** Who imported, for the log: a staff id, never an e-mail address. */
const staffIdOf = (caller: AdminCaller) => (caller.kind === 'staff' ? caller.staff.id : 'ADMIN_TOKEN');

/** The largest catalogue.json read (the structure; rate tables stream). */
const MAX_JSON_BYTES = 16 * 1024 * 1024;

/**
 * POST /admin/catalogue-imports (staff, or a carrier admin for their carrier's plans and rates only:
 * server/catalogue/carrier-scope.ts, decision 0325; issue 30): the files of a catalogue directory as
 * multipart parts, named by their file names (catalogue.json, rate tables *.csv), streamed as they
 * arrive: rate tables go through the same csv-parse reader as the command, so memory holds the
 * columnar rate table, never a file. `?dry_run=true` checks and compares only. The answer is the
 * report whether or not there were problems (a refused import changed nothing).
 */
export async function catalogueImportRoutes(app: FastifyInstance): Promise<void> {
  // Registered in this plugin's scope only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      files: CATALOGUE_UPLOAD_LIMITS.files,
      fileSize: CATALOGUE_UPLOAD_LIMITS.fileSize,
      fields: 0,
      parts: CATALOGUE_UPLOAD_LIMITS.files,
    },
  });

  app.post<{ Querystring: CatalogueImportQuery }>(
    '/admin/catalogue-imports',
    {
      preHandler: adminGuard(app, { roles: ['staff', 'carrier_admin'] }),
      schema: { querystring: catalogueImportQuery, response: { 200: envelopeOf(catalogueImportData) } },
    },
    async (request, reply) => {
      const caller = adminCallerOf(request);
      // Seen by GET /admin/catalogue-imports/progress while it runs; answered with the report when it ends.
      const tracked = trackImport(String(staffIdOf(caller)));
      try {
        return await importUpload(request, reply, caller, tracked.tracker);
      } finally {
        tracked.end();
      }
    },
  );

  /** The upload read, checked, compared and (unless a dry run) applied; the answer is the report. */
  async function importUpload(
    request: FastifyRequest<{ Querystring: CatalogueImportQuery }>,
    reply: FastifyReply,
    caller: AdminCaller,
    progress: ProgressTracker,
  ) {
    const carrierAdmin = caller.kind === 'staff' && caller.staff.role === 'carrier_admin';
    const problems = carrierAdmin ? new CarrierProblems() : new ProblemList();
    const source: ReadCatalogue = { file: null, partial: null, rates: new RateTable(), rateFiles: [] };
    let sawJson = false;
    if (!request.isMultipart())
      problems.add({
        file: CATALOGUE_JSON,
        row: null,
        column: null,
        message: 'send the files as multipart/form-data',
      });
    else
      for await (const part of request.files()) {
        const name = part.filename.split(/[\\/]/).pop() ?? '';
        if (name === CATALOGUE_JSON) {
          sawJson = true;
          const buf = await part.toBuffer();
          if (buf.length > MAX_JSON_BYTES)
            problems.add({ file: CATALOGUE_JSON, row: null, column: null, message: 'larger than 16 MiB' });
          else Object.assign(source, parseCatalogueJson(buf.toString('utf8'), problems));
        } else if (name.toLowerCase().endsWith('.csv')) {
          const rel = `${RATES_DIR}/${name}`;
          source.rateFiles.push(rel);
          await readRateCsv(part.file, rel, source.rateFiles.length - 1, source.rates, problems, (_f, rows) =>
            progress.update({ rowsRead: rows }),
          );
          progress.update({ rowsRead: source.rates.length });
          if (part.file.truncated)
            problems.add({ file: rel, row: null, column: null, message: 'larger than the upload limit (128 MiB)' });
        } else {
          problems.add({
            file: name,
            row: null,
            column: null,
            message: 'not a catalogue file: send catalogue.json and rate tables (*.csv)',
          });
          part.file.resume();
        }
      }
    if (request.isMultipart() && !sawJson)
      problems.add({
        file: CATALOGUE_JSON,
        row: null,
        column: null,
        message: 'missing: the upload holds no catalogue.json',
      });
    // A carrier admin's file is read as their carrier's part of the live catalogue, refused if it reaches further.
    if (problems instanceof CarrierProblems && caller.kind === 'staff')
      scopeToCarrier(source, await readLiveCatalogue(app.db), caller.staff.carrierId ?? -1, problems);
    const dryRun = request.query.dry_run ?? false;
    // Applied through the console or the API: kept to roll back, and audited (decision 0290).
    const audit = auditedImport(app, staffActor(caller), 'import');
    const report = await importCatalogue(app.db, source, problems, {
      dryRun,
      onApply: audit.onApply,
      progress,
    });
    await audit.finish(report.applied, report.versionAfter);
    if (report.applied)
      request.log.info(
        { staff_id: staffIdOf(caller), version: report.versionAfter, rate_rows: report.rateRows },
        'catalogue imported',
      );
    return reply.ok({
      ...importReportBody(report),
      import_id: report.applied ? audit.snapshotId() : null,
      progress: progressBody(progress.state),
    });
  }

  app.get(
    '/admin/catalogue-imports/progress',
    {
      preHandler: adminGuard(app, { roles: ['staff', 'carrier_admin'] }),
      schema: { response: { 200: envelopeOf(catalogueImportsRunningData) } },
    },
    async (request, reply) => {
      // Staff see every import this process runs; a carrier admin their own.
      const caller = adminCallerOf(request);
      const own = caller.kind === 'staff' && caller.staff.role === 'carrier_admin';
      const imports = runningImports(own ? String(staffIdOf(caller)) : undefined).map(progressBody);
      return reply.ok({ imports });
    },
  );
}
