import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf } from '../../../schemas/api/common';
import {
  FORM_ADMIN_MESSAGES as M,
  formRulesBodySchema,
  publishBody,
  publishData,
  restoreBody,
  versionData,
  versionParams,
  versionsData,
  WITHHELD_VERSION,
  type PublishBody,
  type RestoreBody,
} from '../../../schemas/api/form-admin';
import { ApiError } from '../../plugins/envelope';
import { listVersions, readVersion, type RowFilter } from '../../repositories/form-rules';
import { RefusedRuleSet } from '../../services/expression-rules';
import { staffActor } from '../admin/groups';
import { NothingToPublish, publish, restoreVersion, versionFile } from '../../services/form-publish';
import { diffRows } from '../../services/form-versions';
import { adminCallerOf, adminGuard, callerLabel, callerScopes, scopeAllowed, type CallerScopes } from './admin-guard';

/**
 * The form engine's versions (decisions 0060 and 0240): publish the draft (refused when it changes
 * nothing; optionally moving the enrollments in progress), the history with who published each
 * version and its difference, restore an earlier version as a new one, export a version as the
 * RULES_FILE. Bearer ADMIN_TOKEN or a staff session; a carrier admin sees and moves only their scopes.
 */

const noVersion = (version: number) =>
  new ApiError(404, [{ target_element: 'version', error_message: M.noSuchVersion(version) }]);

/** The rows a caller may replace and publish: a carrier admin's scopes; undefined (every row) for staff and the ADMIN_TOKEN. */
export function rowFilterOf(scopes: CallerScopes): RowFilter | undefined {
  return scopes.kind === 'all' ? undefined : (row) => scopeAllowed(scopes, row.scope, row.scopeId);
}

/** A refused publish or restore as the API answers it: 400 with each problem, 409 for nothing to publish. */
async function refusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // An expression naming an unknown field, an impossible value, a required field never asked.
    if (error instanceof RefusedRuleSet) throw new ApiError(400, error.errors);
    if (error instanceof NothingToPublish)
      throw new ApiError(409, [{ target_element: error.target, error_message: error.message }]);
    throw error;
  }
}

const exportData = formRulesBodySchema;

/** A version's note and publisher as the caller may read them: a carrier admin, only of their own publishes. */
export async function versionAuthorship(app: FastifyInstance, request: FastifyRequest) {
  const caller = adminCallerOf(request);
  const all = (await callerScopes(app, caller)).kind === 'all';
  const own = caller.kind === 'staff' ? caller.staff.email : null;
  return (v: { note: string; publishedBy: string; appliesInProgress: boolean; restoredFrom: number | null }) => ({
    ...(all || v.publishedBy === own
      ? { note: v.note, published_by: v.publishedBy }
      : { note: WITHHELD_VERSION.note, published_by: WITHHELD_VERSION.publishedBy }),
    applies_in_progress: v.appliesInProgress,
    ...(v.restoredFrom === null ? {} : { restored_from: v.restoredFrom }),
  });
}

export async function adminVersionRoutes(app: FastifyInstance): Promise<void> {
  const guard = adminGuard(app);
  const scopesOf = (request: FastifyRequest): Promise<CallerScopes> => callerScopes(app, adminCallerOf(request));

  app.post(
    '/admin/form-field-rules/publish',
    { preHandler: guard, schema: { body: publishBody, response: { 200: envelopeOf(publishData) } } },
    async (request: FastifyRequest<{ Body: PublishBody }>, reply) => {
      // A carrier admin publishes their scopes' draft rows only; every other scope stays as last published.
      const scopes = await scopesOf(request);
      const version = await refusals(() =>
        publish(app.db, request.body.note.trim(), callerLabel(adminCallerOf(request)), rowFilterOf(scopes), {
          appliesInProgress: request.body.applies_in_progress,
          audit: staffActor(adminCallerOf(request)),
        }),
      );
      return reply.ok({ version });
    },
  );

  app.post(
    '/admin/form-field-rules/versions/:version/restore',
    {
      preHandler: guard,
      schema: { params: versionParams, body: restoreBody, response: { 200: envelopeOf(publishData) } },
    },
    async (request: FastifyRequest<{ Params: { version: number }; Body: RestoreBody | undefined }>, reply) => {
      const scopes = await scopesOf(request);
      const from = request.params.version;
      const note = request.body?.note?.trim() || `Restored version ${from}`;
      const version = await refusals(() =>
        restoreVersion(app.db, from, note, callerLabel(adminCallerOf(request)), rowFilterOf(scopes), {
          appliesInProgress: request.body?.applies_in_progress,
          audit: staffActor(adminCallerOf(request)),
        }),
      );
      if (version === null) throw noVersion(from);
      return reply.ok({ version });
    },
  );

  app.get(
    '/admin/form-field-rules/versions/:version/export',
    { preHandler: guard, schema: { params: versionParams, response: { 200: envelopeOf(exportData) } } },
    async (request: FastifyRequest<{ Params: { version: number } }>, reply) => {
      const scopes = await scopesOf(request);
      const row = await readVersion(app.db, request.params.version);
      if (!row) throw noVersion(request.params.version);
      return reply.ok(versionFile(row, (r) => scopeAllowed(scopes, r.scope, r.scopeId)));
    },
  );

  app.get(
    '/admin/form-field-rules/versions',
    { preHandler: guard, schema: { response: { 200: envelopeOf(versionsData) } } },
    async (request, reply) => {
      const [versions, sees] = await Promise.all([listVersions(app.db), versionAuthorship(app, request)]);
      return reply.ok({
        versions: versions.map((v) => ({
          version: v.version,
          ...sees(v),
          published_at: v.publishedAt.toISOString(),
        })),
      });
    },
  );

  app.get(
    '/admin/form-field-rules/versions/:version',
    { preHandler: guard, schema: { params: versionParams, response: { 200: envelopeOf(versionData) } } },
    async (request: FastifyRequest<{ Params: { version: number } }>, reply) => {
      const scopes = await scopesOf(request);
      const { version } = request.params;
      const [row, before] = await Promise.all([
        readVersion(app.db, version),
        version > 1 ? readVersion(app.db, version - 1) : Promise.resolve(null),
      ]);
      if (!row) throw noVersion(version);
      const visible = (rows: Array<Record<string, unknown>>) =>
        rows.filter((r) =>
          scopeAllowed(scopes, String(r.scope ?? 'default'), (r.scope_id as number | undefined) ?? null),
        );
      const rules = visible(row.rules);
      const tabs = visible(row.tabs);
      const ruleDiff = diffRows(visible(before?.rules ?? []), rules);
      const tabDiff = diffRows(visible(before?.tabs ?? []), tabs);
      const sees = await versionAuthorship(app, request);
      return reply.ok({
        version,
        ...sees(row),
        published_at: row.publishedAt.toISOString(),
        rules,
        tabs,
        diff: {
          added: [...ruleDiff.added, ...tabDiff.added],
          removed: [...ruleDiff.removed, ...tabDiff.removed],
          changed: [...ruleDiff.changed, ...tabDiff.changed],
        },
      });
    },
  );
}
