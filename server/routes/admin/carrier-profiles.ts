import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  approveDestinationBody,
  carrierIdParams,
  carrierProfileData,
  carrierProfilesData,
  carrierProfileUpdateBody,
  FILE_NAME_PATTERN,
  FILE_NAME_PLACEHOLDERS,
  LINE_OF_BUSINESS_PATTERN,
  PLAN_CODE_PATTERN,
  X12_ID_PATTERN,
  type ApproveDestinationBody,
  type CarrierIdParams,
  type CarrierProfile,
  type CarrierProfileUpdate,
} from '../../../schemas/api/carrier-files';
import { envelopeOf } from '../../../schemas/api/common';
import type { FieldError } from '../../../schemas/envelope';
import { CARRIER_FILE_MESSAGES as M } from '../../../schemas/messages';
import { ApiError } from '../../plugins/envelope';
import {
  findCarrierProfile,
  listCarrierProfiles,
  planCategories,
  updateCarrierProfile,
  type CarrierProfileRow,
} from '../../repositories/carrier-profiles';
import { planIdsOfCarrier } from '../../repositories/staff';
import type { CarrierFilesContext } from '../../services/carrier-file-context';
import { approveDestination, destinationOf } from '../../services/carrier-file-deliveries';
import { encryptField } from '../../services/field-crypto';
import { checkedSftpAddress, SftpDestinationError } from '../../services/sftp-destination';
import { adminCallerOf, callerLabel, callerScopes } from '../wizard/admin-guard';

/**
 * The staff console's carrier profiles (schemas/api/carrier-files.ts, docs/decisions/0110-carrier-834-files.md):
 * list, save, and staff's approval of an SFTP destination. Registered by carrierFileRoutes (carrier-files.ts).
 */

/** The carrier a caller may manage: null for every carrier, else the carrier admin's own. */
export async function carrierScope(app: FastifyInstance, request: FastifyRequest): Promise<number | null> {
  const scopes = await callerScopes(app, adminCallerOf(request));
  return scopes.kind === 'all' ? null : scopes.carrierId;
}

/** The carrier's profile, if the caller may manage it (403 another carrier's, 404 none). */
export async function requireCarrier(
  app: FastifyInstance,
  request: FastifyRequest,
  carrierId: number,
): Promise<CarrierProfileRow> {
  const scope = await carrierScope(app, request);
  if (scope !== null && scope !== carrierId) throw new ApiError(403, { message: M.notYourCarrier });
  const profile = await findCarrierProfile(app.db, carrierId);
  if (!profile) throw new ApiError(404, { message: M.noSuchCarrier });
  return profile;
}

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

/** GET and PUT /admin/carrier-profiles, POST .../approve-destination. */
export function carrierProfileRoutes(
  app: FastifyInstance,
  guard: preHandlerAsyncHookHandler,
  ctx: CarrierFilesContext,
): void {
  app.get(
    '/admin/carrier-profiles',
    { preHandler: guard, schema: { response: { 200: envelopeOf(carrierProfilesData) } } },
    async (request, reply) => {
      const scope = await carrierScope(app, request);
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
      await requireCarrier(app, request, carrierId);
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
      if ((await carrierScope(app, request)) !== null) throw new ApiError(403, { message: M.approveStaffOnly });
      const { carrier_id: carrierId } = request.params;
      await approveDestination(ctx, carrierId, request.body.destination, callerLabel(adminCallerOf(request)));
      request.log.info({ carrier_id: carrierId }, 'carrier SFTP destination approved');
      const saved = await findCarrierProfile(app.db, carrierId);
      if (!saved) throw new ApiError(404, { message: M.noSuchCarrier });
      return reply.ok({ result: profileView(saved) });
    },
  );
}
