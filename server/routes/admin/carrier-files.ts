import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  carrierFileRunBody,
  deliveryEntryData,
  deliveryIdParams,
  deliveryLogData,
  deliveryLogQuery,
  DELIVERY_LOG_PAGE,
  policyCancelBody,
  policyCancelData,
  policyIdParams,
  type CarrierFileRunBody,
  type DeliveryIdParams,
  type DeliveryLogData,
  type DeliveryLogQuery,
  type PolicyCancelBody,
  type PolicyCancelData,
  type PolicyIdParams,
} from '../../../schemas/api/carrier-files';
import { envelopeOf } from '../../../schemas/api/common';
import { CARRIER_FILE_MESSAGES as M } from '../../../schemas/messages';
import { ApiError, fieldError } from '../../plugins/envelope';
import { cancelPolicyPlans, carriersOfPolicy } from '../../repositories/carrier-coverages';
import { countDeliveries, listDeliveries } from '../../repositories/carrier-files';
import { planIdsOfCarrier } from '../../repositories/staff';
import { cancelDelivery, confirmHeld, deliveryInScope } from '../../services/carrier-file-deliveries';
import { deliveryEntry, startCarrierFile, stopSilentCarrierRuns } from '../../services/carrier-files';
import { backgroundRuns, carrierFilesContext } from '../../services/carrier-schedule';
import { deliveryErrorCode } from '../../services/outbox-worker';
import { adminGuard } from '../wizard/admin-guard';
import { carrierProfileRoutes, carrierScope as carrierScopeOf, requireCarrier } from './carrier-profiles';

/**
 * The staff console's carrier files (schemas/api/carrier-files.ts, docs/decisions/0110-carrier-834-files.md):
 * profiles (carrier-profiles.ts), the delivery log, runs, confirming or cancelling a held file, and
 * cancelling a policy's plans. Staff and the ADMIN_TOKEN reach every carrier; a carrier admin only their own.
 */

export async function carrierFileRoutes(app: FastifyInstance): Promise<void> {
  const guard = adminGuard(app);
  const runs = backgroundRuns(app);
  const ctx = { ...carrierFilesContext(app), stopping: runs.stopping };

  const carrierScope = (request: FastifyRequest) => carrierScopeOf(app, request);
  carrierProfileRoutes(app, guard, ctx);

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
      await requireCarrier(app, request, request.body.carrier_id);
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
