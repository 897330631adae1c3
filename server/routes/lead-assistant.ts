import type { FastifyInstance } from 'fastify';
import {
  assistAddBody,
  assistData,
  assistGetQuery,
  checkLeadData,
  checkLeadQuery,
  decryptDetailBody,
  decryptDetailData,
  getLeadData,
  getLeadQuery,
  type AssistAddBody,
  type AssistGetQuery,
  type CheckLead,
  type CheckLeadQuery,
  type DecryptDetail,
  type GetLeadQuery,
} from '../../schemas/api/assistant';
import { envelopeOf } from '../../schemas/api/common';
import { MESSAGES } from '../../schemas/messages';
import { fieldError } from '../plugins/envelope';
import { forbidden, requireSession, sessionOf } from '../plugins/session';
import { assistantState, isActiveQuestion, saveAnswer } from '../repositories/assistant';
import { findAgentById } from '../repositories/identity';
import { findLeadZip, saveLead } from '../repositories/leads';
import { packageZipLookup, type ZipLookup } from '../services/zip-lookup';

/** Lead and assistant (000 section 7): the location banner's zip and the help widget's questions. */
export async function leadAssistantRoutes(app: FastifyInstance, opts: { zips?: ZipLookup } = {}): Promise<void> {
  const zips = opts.zips ?? packageZipLookup;
  const any = requireSession();

  app.get<{ Querystring: CheckLeadQuery }>(
    '/check-lead-information',
    { schema: { querystring: checkLeadQuery, response: { 200: envelopeOf(checkLeadData) } }, preHandler: any },
    async (request, reply) => {
      const zip = await findLeadZip(app.db, request.query.device_id, sessionOf(request).agent_id);
      const data: CheckLead = { status: zip !== null, zip_code: zip };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: GetLeadQuery }>(
    '/get-lead-information',
    { schema: { querystring: getLeadQuery, response: { 200: envelopeOf(getLeadData) } }, preHandler: any },
    async (request, reply) => {
      const session = sessionOf(request);
      const [lat, lon] = request.query.store_information.split(',').map(Number) as [number, number];
      const place = zips.nearest(lat, lon);
      // Only the zip is kept: the coordinates themselves are never stored.
      if (!place) throw fieldError(400, 'store_information', MESSAGES.zipInvalid);
      await saveLead(app.db, {
        deviceId: request.query.device_id,
        agentId: session.agent_id,
        groupId: session.group_id,
        webUrl: request.query.web_url ?? null,
        zipCode: place.zip,
      });
      return reply.ok({ result: { zip_code: place.zip } });
    },
  );

  app.post<{ Body: { agentId: string } }>(
    '/decrypt-detail',
    { schema: { body: decryptDetailBody, response: { 200: envelopeOf(decryptDetailData) } }, preHandler: any },
    async (request, reply) => {
      const session = sessionOf(request);
      // The contract's agentId names the storefront's rep; any other rep is refused, never looked up.
      if (session.agent_id === null || request.body.agentId.trim() !== String(session.agent_id)) throw forbidden();
      const agent = await findAgentById(app.db, session.agent_id);
      if (!agent) throw forbidden();
      const data: DecryptDetail = { agent_id: agent.id, agent_code: agent.agentCode, display_name: agent.displayName };
      return reply.ok(data);
    },
  );

  app.get<{ Querystring: AssistGetQuery }>(
    '/assist/get',
    { schema: { querystring: assistGetQuery, response: { 200: envelopeOf(assistData) } }, preHandler: any },
    async (request, reply) =>
      reply.ok(await assistantState(app.db, request.query.device_id, sessionOf(request).agent_id)),
  );

  app.post<{ Body: AssistAddBody }>(
    '/assist/add',
    { schema: { body: assistAddBody, response: { 200: envelopeOf(assistData) } }, preHandler: any },
    async (request, reply) => {
      const session = sessionOf(request);
      const body = request.body;
      if (body.agent_id !== undefined && body.agent_id !== session.agent_id) throw forbidden();
      const answer = body.answer.trim();
      if (answer === '') throw fieldError(400, 'answer', MESSAGES.fieldRequired);
      if (!(await isActiveQuestion(app.db, body.question_id)))
        throw fieldError(400, 'question_id', MESSAGES.fieldRequired);
      await saveAnswer(app.db, {
        questionId: body.question_id,
        answer,
        deviceId: body.device_id,
        agentId: session.agent_id,
        webUrl: body.web_url ?? null,
      });
      return reply.ok(await assistantState(app.db, body.device_id, session.agent_id));
    },
  );
}
