import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  approveDestinationBody,
  carrierFileRunBody,
  carrierIdParams,
  carrierProfileData,
  carrierProfilesData,
  carrierProfileUpdateBody,
  deliveryEntryData,
  deliveryIdParams,
  deliveryLogData,
  deliveryLogQuery,
  DELIVERY_LOG_PAGE,
  FILE_NAME_PATTERN,
  FILE_NAME_PLACEHOLDERS,
  LINE_OF_BUSINESS_PATTERN,
  PLAN_CODE_PATTERN,
  policyCancelBody,
  policyCancelData,
  policyIdParams,
  X12_ID_PATTERN,
  type ApproveDestinationBody,
  type CarrierFileRunBody,
  type CarrierIdParams,
  type CarrierProfile,
  type CarrierProfileUpdate,
  type DeliveryIdParams,
  type DeliveryLogData,
  type DeliveryLogQuery,
  type PolicyCancelBody,
  type PolicyCancelData,
  type PolicyIdParams,
} from '../../../schemas/api/carrier-files';
import { envelopeOf } from '../../../schemas/api/common';
import type { FieldError } from '../../../schemas/envelope';
import { CARRIER_FILE_MESSAGES as M } from '../../../schemas/messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import {
  cancelPolicyPlans,
  carriersOfPolicy,
  findCarrierProfile,
  listCarrierProfiles,
  countDeliveries,
  listDeliveries,
  planCategories,
  updateCarrierProfile,
  type CarrierProfileRow,
} from '../../repositories/carrier-files';
import { planIdsOfCarrier } from '../../repositories/staff';
import {
  approveDestination,
  cancelDelivery,
  confirmHeld,
  deliveryEntry,
  deliveryInScope,
  destinationOf,
  startCarrierFile,
  stopSilentCarrierRuns,
} from '../../services/carrier-files';
import { backgroundRuns, carrierFilesContext } from '../../services/carrier-schedule';
import { deliveryErrorCode } from '../../services/outbox-worker';
import { encryptField } from '../../services/field-crypto';
import { checkedSftpAddress, SftpDestinationError } from '../../services/sftp-destination';
import { adminCallerOf, adminGuard, callerLabel, callerScopes } from '../wizard/admin-guard';

/**
 * The staff console's carrier files (schemas/api/carrier-files.ts, docs/decisions/0110-carrier-834-files.md):
 * profiles, the delivery log, runs, confirming or cancelling a held file, and cancelling a policy's
 * plans. Staff and the ADMIN_TOKEN reach every carrier; a carrier admin only their own.
 */

/** The SFTP destination and whether staff approved it (not who: a carrier admin reads this too). */
function destinationView(row: CarrierProfileRow) {
  const destination = destinationOf(row);
  if (!destination) return {};
  const approved = row.sftpApprovedDestination === destination;
  return {
    destination,
    approved,
    ...(approved && row.sftpApprovedAt ? { approved_at: row.sftpApprovedAt.toISOString() } : {}),
  };
}

function profileView(row: CarrierProfileRow): CarrierProfile {
  return {
    carrier_id: row.carrierId,
    carrier_name: row.carrierName,
    sender_id: row.senderId,
    sender_qualifier: row.senderQualifier,
    receiver_id: row.receiverId,
    receiver_qualifier: row.receiverQualifier,
    line_of_business: row.lineOfBusiness,
    plan_codes: row.planCodes,
    file_name_pattern: row.fileNamePattern,
    default_mode: row.defaultMode,
    schedule: row.schedule,
    delivery: {
      method: row.deliveryMethod,
      ...(row.sftpHost ? { host: row.sftpHost } : {}),
      ...(row.sftpPort ? { port: row.sftpPort } : {}),
      ...(row.sftpUsername ? { username: row.sftpUsername } : {}),
      ...(row.sftpRemoteDir ? { remote_dir: row.sftpRemoteDir } : {}),
      has_secret: row.sftpSecretEncrypted !== null,
      ...destinationView(row),
    },
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The rules of a profile a JSON schema cannot say, as field errors. */
function profileErrors(body: CarrierProfileUpdate, categories: Set<string>, planIds: Set<number>): FieldError[] {
  const errors: FieldError[] = [];
  const add = (target: string, message: string) => errors.push({ target_element: target, error_message: message });
  const x12Id = new RegExp(X12_ID_PATTERN);
  if (!x12Id.test(body.sender_id)) add('sender_id', M.x12Id);
  if (!x12Id.test(body.receiver_id)) add('receiver_id', M.x12Id);
  const lob = new RegExp(LINE_OF_BUSINESS_PATTERN);
  for (const [category, code] of Object.entries(body.line_of_business)) {
    if (!categories.has(category)) add(`line_of_business.${category}`, M.unknownCategory);
    else if (typeof code !== 'string' || !lob.test(code)) add(`line_of_business.${category}`, M.lineOfBusiness);
  }
  const planCode = new RegExp(PLAN_CODE_PATTERN);
  for (const [planId, code] of Object.entries(body.plan_codes)) {
    if (!planIds.has(Number(planId))) add(`plan_codes.${planId}`, M.notCarrierPlan);
    else if (typeof code !== 'string' || !planCode.test(code)) add(`plan_codes.${planId}`, M.planCode);
  }
  const pattern = body.file_name_pattern;
  const unknownPlaceholder = (pattern.match(/\{[^}]*\}/g) ?? []).some(
    (p) => !(FILE_NAME_PLACEHOLDERS as readonly string[]).includes(p),
  );
  if (!new RegExp(FILE_NAME_PATTERN).test(pattern) || unknownPlaceholder || pattern.includes('..'))
    add('file_name_pattern', M.fileNamePattern);
  else if (!pattern.includes('{control}')) add('file_name_pattern', M.fileNameNeedsControl);
  if (body.delivery.method === 'sftp') {
    if (!body.delivery.host?.trim()) add('delivery.host', M.sftpHost);
    if (!body.delivery.username?.trim()) add('delivery.username', M.sftpUsername);
    if (!body.delivery.remote_dir?.trim()) add('delivery.remote_dir', M.sftpRemoteDir);
  }
  return errors;
}

/** Why an SFTP host cannot be saved (it does not resolve, or resolves to a non-public address), or null. */
async function sftpHostProblem(host: string, allowPrivate: boolean): Promise<string | null> {
  try {
    await checkedSftpAddress(host, allowPrivate);
    return null;
  } catch (err) {
    if (!(err instanceof SftpDestinationError)) throw err;
    return err.code === 'SFTP_HOST_UNKNOWN' ? M.sftpHostUnknown : M.sftpHostNotPublic;
  }
}

export async function carrierFileRoutes(app: FastifyInstance): Promise<void> {
  const guard = adminGuard(app);
  const runs = backgroundRuns(app);
  const ctx = { ...carrierFilesContext(app), stopping: runs.stopping };

  /** The carrier a caller may manage: null for every carrier, else the carrier admin's own. */
  async function carrierScope(request: FastifyRequest): Promise<number | null> {
    const scopes = await callerScopes(app, adminCallerOf(request));
    return scopes.kind === 'all' ? null : scopes.carrierId;
  }
  async function requireCarrier(request: FastifyRequest, carrierId: number): Promise<CarrierProfileRow> {
    const scope = await carrierScope(request);
    if (scope !== null && scope !== carrierId) throw new ApiError(403, { message: M.notYourCarrier });
    const profile = await findCarrierProfile(app.db, carrierId);
    if (!profile) throw new ApiError(404, { message: M.noSuchCarrier });
    return profile;
  }

  app.get(
    '/admin/carrier-profiles',
    { preHandler: guard, schema: { response: { 200: envelopeOf(carrierProfilesData) } } },
    async (request, reply) => {
      const scope = await carrierScope(request);
      const rows = await listCarrierProfiles(app.db, scope ?? undefined);
      return reply.ok({ result: rows.map(profileView) });
    },
  );

  app.put<{ Params: CarrierIdParams; Body: CarrierProfileUpdate }>(
    '/admin/carrier-profiles/:carrier_id',
    {
      preHandler: guard,
      schema: {
        params: carrierIdParams,
        body: carrierProfileUpdateBody,
        response: { 200: envelopeOf(carrierProfileData) },
      },
    },
    async (request, reply) => {
      const { carrier_id: carrierId } = request.params;
      await requireCarrier(request, carrierId);
      const body = request.body;
      const [categories, planIds] = await Promise.all([planCategories(app.db), planIdsOfCarrier(app.db, carrierId)]);
      const errors = profileErrors(body, categories, new Set(planIds));
      const host = body.delivery.host?.trim();
      if (body.delivery.method === 'sftp' && host && !errors.some((e) => e.target_element === 'delivery.host')) {
        const problem = await sftpHostProblem(host, app.config.carrierSftpAllowPrivate ?? false);
        if (problem) errors.push({ target_element: 'delivery.host', error_message: problem });
      }
      if (errors.length > 0) throw new ApiError(400, errors);
      const sftp = body.delivery.method === 'sftp';
      await updateCarrierProfile(app.db, carrierId, {
        senderId: body.sender_id,
        senderQualifier: body.sender_qualifier,
        receiverId: body.receiver_id,
        receiverQualifier: body.receiver_qualifier,
        lineOfBusiness: body.line_of_business,
        planCodes: body.plan_codes,
        fileNamePattern: body.file_name_pattern,
        defaultMode: body.default_mode,
        schedule: body.schedule,
        deliveryMethod: body.delivery.method,
        sftpHost: sftp ? (body.delivery.host?.trim() ?? null) : null,
        sftpPort: sftp ? (body.delivery.port ?? 22) : null,
        sftpUsername: sftp ? (body.delivery.username?.trim() ?? null) : null,
        sftpRemoteDir: sftp ? (body.delivery.remote_dir?.trim() ?? null) : null,
        ...(body.delivery_secret === undefined
          ? {}
          : {
              sftpSecretEncrypted:
                body.delivery_secret === '' ? null : encryptField(body.delivery_secret, app.config.encryptionKey),
            }),
      });
      const saved = await findCarrierProfile(app.db, carrierId);
      if (!saved) throw new ApiError(404, { message: M.noSuchCarrier });
      return reply.ok({ result: profileView(saved) });
    },
  );

  app.post<{ Params: CarrierIdParams; Body: ApproveDestinationBody }>(
    '/admin/carrier-profiles/:carrier_id/approve-destination',
    {
      preHandler: guard,
      schema: {
        params: carrierIdParams,
        body: approveDestinationBody,
        response: { 200: envelopeOf(carrierProfileData) },
      },
    },
    async (request, reply) => {
      // Where member SSNs go is staff's decision: a carrier admin proposes a destination, never approves one.
      if ((await carrierScope(request)) !== null) throw new ApiError(403, { message: M.approveStaffOnly });
      const { carrier_id: carrierId } = request.params;
      await approveDestination(ctx, carrierId, request.body.destination, callerLabel(adminCallerOf(request)));
      request.log.info({ carrier_id: carrierId }, 'carrier SFTP destination approved');
      const saved = await findCarrierProfile(app.db, carrierId);
      if (!saved) throw new ApiError(404, { message: M.noSuchCarrier });
      return reply.ok({ result: profileView(saved) });
    },
  );

  app.get<{ Querystring: DeliveryLogQuery }>(
    '/admin/carrier-deliveries',
    { preHandler: guard, schema: { querystring: deliveryLogQuery, response: { 200: envelopeOf(deliveryLogData) } } },
    async (request, reply) => {
      const scope = await carrierScope(request);
      const asked = request.query.carrier_id;
      if (scope !== null && asked !== undefined && asked !== scope)
        throw new ApiError(403, { message: M.notYourCarrier });
      // A run whose process ended shows as stopped, with why, the moment staff look.
      await stopSilentCarrierRuns(ctx);
      const carrierId = scope ?? asked;
      const limit = request.query.limit ?? DELIVERY_LOG_PAGE;
      // One more than the page: whether another page follows.
      const rows = await listDeliveries(app.db, { carrierId, before: request.query.before, limit: limit + 1 });
      const page = rows.slice(0, limit);
      const data: DeliveryLogData = {
        result: page.map(deliveryEntry),
        total: await countDeliveries(app.db, carrierId),
        next: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
      };
      return reply.ok(data);
    },
  );

  app.get<{ Params: DeliveryIdParams }>(
    '/admin/carrier-deliveries/:id',
    { preHandler: guard, schema: { params: deliveryIdParams, response: { 200: envelopeOf(deliveryEntryData) } } },
    async (request, reply) => {
      const row = await deliveryInScope(ctx, request.params.id, await carrierScope(request));
      return reply.ok({ result: deliveryEntry(row) });
    },
  );

  app.post<{ Body: CarrierFileRunBody }>(
    '/admin/carrier-files/run',
    { preHandler: guard, schema: { body: carrierFileRunBody, response: { 200: envelopeOf(deliveryEntryData) } } },
    async (request, reply) => {
      await requireCarrier(request, request.body.carrier_id);
      // The answer is the run as it starts: the file is built and delivered after it (the console polls the entry).
      const run = await startCarrierFile(ctx, request.body.carrier_id, { mode: request.body.mode });
      const log = request.log;
      runs.track(
        run.finished.then(
          (row) =>
            log.info(
              { carrier_id: row.carrierId, delivery_id: row.id, status: row.status, members: row.memberCount },
              'carrier file run',
            ),
          (err: unknown) =>
            log.warn({ delivery_id: run.started.id, error_code: deliveryErrorCode(err) }, 'carrier file run failed'),
        ),
      );
      return reply.ok({ result: deliveryEntry(run.started) });
    },
  );

  for (const action of ['confirm', 'cancel'] as const) {
    app.post<{ Params: DeliveryIdParams }>(
      `/admin/carrier-deliveries/:id/${action}`,
      { preHandler: guard, schema: { params: deliveryIdParams, response: { 200: envelopeOf(deliveryEntryData) } } },
      async (request, reply) => {
        const scope = await carrierScope(request);
        const row =
          action === 'confirm'
            ? await confirmHeld(ctx, request.params.id, scope)
            : await cancelDelivery(ctx, request.params.id, scope);
        request.log.info({ delivery_id: row.id, status: row.status }, `carrier file ${action}`);
        return reply.ok({ result: deliveryEntry(row) });
      },
    );
  }

  app.post<{ Params: PolicyIdParams; Body: PolicyCancelBody }>(
    '/admin/policies/:policy_id/cancel',
    {
      preHandler: guard,
      schema: { params: policyIdParams, body: policyCancelBody, response: { 200: envelopeOf(policyCancelData) } },
    },
    async (request, reply) => {
      const { policy_id: policyId } = request.params;
      const { term_date: termDate, plan_id: planId } = request.body;
      if (
        Number.isNaN(Date.parse(`${termDate}T00:00:00Z`)) ||
        new Date(`${termDate}T00:00:00Z`).toISOString().slice(0, 10) !== termDate
      )
        throw fieldError(400, 'term_date', M.termDate);
      const scope = await carrierScope(request);
      let onlyPlans: number[] | undefined;
      if (scope !== null) {
        if (!(await carriersOfPolicy(app.db, policyId)).includes(scope))
          throw new ApiError(403, { message: M.notYourCarrier });
        onlyPlans = await planIdsOfCarrier(app.db, scope);
        if (planId !== undefined && !onlyPlans.includes(planId)) throw new ApiError(403, { message: M.notYourCarrier });
      }
      const cancelled = await cancelPolicyPlans(app.db, policyId, termDate, planId, onlyPlans);
      if (cancelled === 0) throw new ApiError(404, { message: M.noSuchPolicy });
      request.log.info({ policy_id: policyId, cancelled }, 'policy plans cancelled');
      const data: PolicyCancelData = { result: { cancelled } };
      return reply.ok(data);
    },
  );
}
