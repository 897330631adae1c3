import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agreementTextsData, saveAgreementBody, type SaveAgreementBody } from '../../schemas/api/agreement';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import { saveStepData } from '../../schemas/api/wizard';
import { normalizeDate } from '../../schemas/dates';
import { formFieldsData } from '../../schemas/descriptors';
import { isEmptyValue, isPlainObject } from '../../schemas/field-values';
import { SAVED_TAB_OF } from '../../schemas/steps/tabs';
import { centsToDollars, l713NetCents, specialMessageOf } from '../../server/domain/cart-summary';
import { clientHasSigned } from '../../server/domain/signing';
import { fieldError } from '../../server/plugins/envelope';
import { MESSAGES } from '../../schemas/messages';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { sessionOf } from '../../server/plugins/session';
import { agreementTextsFor } from '../../server/repositories/agreement-texts';
import { cartLinesOf } from '../../server/repositories/cart';
import { readStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { cartProfile } from '../../server/repositories/form-rules';
import { findAgentById, findGroupById } from '../../server/repositories/identity';
import { memberInScope } from '../../server/repositories/members';
import { memberContact } from '../../server/repositories/wizard-prefill';
import { registerSaveEnrollmentTab, type SaveEnrollmentContext } from '../../server/routes/save-enrollment';
import { memberScopeOf } from '../../server/routes/filter-scope';
import { stepFieldsOf, wizardGuard } from '../../server/routes/wizard/step-routes';
import type { StepKindServer } from '../../server/routes/wizard/step-kinds';
import {
  assertNoFieldErrors,
  describeStep,
  stepRecordOf,
  storeStep,
  type DescriptorOut,
} from '../../server/routes/wizard/step-support';
import {
  adjustAgreementDescriptors,
  agreementAcceptanceErrors,
  resolveEprocess,
  VERIFICATION_QUESTION,
} from './module';

/**
 * Agreement & Signature (002 section 7): the verification fields filled by the server from the
 * enrollment's scope, the agreement texts of the cart, and the save that stores the signature,
 * the accepted texts and the process the fields resolve to.
 */

const TAB = 'agreement_info';
const SAVED_TAB = SAVED_TAB_OF[TAB];

/** A short code the rep or group reads back to the applicant; derived, so it is stable without being stored. */
function verificationCode(app: FastifyInstance, enrollmentId: string): string {
  return createHmac('sha256', app.config.sessionSecret)
    .update(`agreement-verification:${enrollmentId}`)
    .digest('hex')
    .slice(0, 8)
    .toUpperCase();
}

/** The signed-in rep's or group administrator's own member's name, for an existing member's enrollment. */
async function memberName(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<string | null> {
  const scope = memberScopeOf(sessionOf(request));
  if (!enrollment.memberId || !scope) return null;
  const member = await memberContact(app.db, enrollment.memberId);
  if (!member || !memberInScope(member, scope)) return null;
  return [member.firstName, member.lastName].filter(Boolean).join(' ');
}

/** The read-only values: the question, today's date, and the names and codes of the enrollment's process. */
async function verificationValues(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {
    question_id: VERIFICATION_QUESTION.id,
    question: VERIFICATION_QUESTION.text,
    verification_code: verificationCode(app, enrollment.id),
    date: normalizeDate(new Date().toISOString()),
  };
  const session = sessionOf(request);
  // The enroller's verification stands in for the client's signature: only the enrollment's own rep or
  // group administrator, signed in, gives it (an access code or a resumed link alone signs as applicant).
  const enroller = session.signed_in === true;
  if (
    enrollment.eprocess === 'rep' &&
    enrollment.agentId !== null &&
    enroller &&
    session.kind === 'rep' &&
    session.agent_id === enrollment.agentId
  ) {
    const agent = await findAgentById(app.db, enrollment.agentId);
    if (agent) Object.assign(out, { agent_name: `${agent.firstName} ${agent.lastName}`, agent_code: agent.agentCode });
  } else if (
    enrollment.eprocess === 'group' &&
    enrollment.groupId !== null &&
    enroller &&
    session.kind === 'group' &&
    session.group_id === enrollment.groupId
  ) {
    const found = await findGroupById(app.db, enrollment.groupId);
    if (found)
      Object.assign(out, {
        group_name: found.group.name,
        group_code: found.group.groupCode,
        agent_code: found.agentCode,
      });
  } else {
    // A new applicant has no name on file to verify by: they sign the pad (sigapplicant).
    const name = await memberName(app, request, enrollment);
    if (name) out.user_name = name;
  }
  return out;
}

/** The step's descriptors: read-only ones hold the server's values, then the process's adjustments. */
async function describeAgreement(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<DescriptorOut[]> {
  const [described, values] = await Promise.all([
    describeStep(app, request, enrollment, TAB),
    verificationValues(app, request, enrollment),
  ]);
  const filled = described.map((d) =>
    d.read_only ? { ...d, value: isEmptyValue(values[d.field_name]) ? null : values[d.field_name] } : d,
  );
  return adjustAgreementDescriptors(filled);
}

/** The fields a save keeps from the browser: read-only ones always take the server's value, even when it has none. */
function editableFields(
  described: readonly DescriptorOut[],
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const readOnly = new Set(described.filter((d) => d.read_only).map((d) => d.field_name));
  return Object.fromEntries(Object.entries(data).filter(([name]) => !readOnly.has(name)));
}

async function textsOf(app: FastifyInstance, enrollmentId: string) {
  return agreementTextsFor(app.db, await cartProfile(app.db, enrollmentId));
}

/** Save for later: any present value must be valid, nothing is required yet. */
async function saveLaterHandler({ app, request, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  if (data !== undefined && data !== null && !isPlainObject(data)) throw fieldError(400, 'data', 'Field is required');
  const described = (await describeAgreement(app, request, enrollment)).map((d) => ({ ...d, required: false }));
  const { errors, record } = stepRecordOf(TAB, described, editableFields(described, data ?? {}));
  // The rule asking for a signature judges completeness; a draft may still be unsigned.
  assertNoFieldErrors(errors.filter((e) => e.target_element !== 'signature' || !isEmptyValue(record.signature)));
  await storeStep(app, enrollment, TAB, record, { draft: true });
}

async function agreementInfoRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentTab(SAVED_TAB, saveLaterHandler);

  app.get(
    '/get-form-fields-agreement-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(formFieldsData) } },
    },
    async (request, reply) => reply.ok({ result: await describeAgreement(app, request, enrollmentOf(request)) }),
  );

  app.get(
    '/get-agreement-texts',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(agreementTextsData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const [texts, lines] = await Promise.all([textsOf(app, enrollment.id), cartLinesOf(app.db, enrollment.id)]);
      return reply.ok({
        result: texts,
        special_message: specialMessageOf(lines),
        l713_net_price: centsToDollars(l713NetCents(lines)),
        has_l713: lines.some((l) => l.isPremier),
      });
    },
  );

  app.post(
    '/save-agreement-info',
    { preHandler: wizardGuard, schema: { body: saveAgreementBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveAgreementBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const accepted = request.body.accepted_agreements ?? [];
      const [described, texts] = await Promise.all([
        describeAgreement(app, request, enrollment),
        textsOf(app, enrollment.id),
      ]);
      const fields = editableFields(
        described,
        stepFieldsOf(request.body, ['enrollment_id', 'eprocess', 'accepted_agreements']),
      );
      const { errors, record } = stepRecordOf(TAB, described, fields);
      assertNoFieldErrors([...errors, ...agreementAcceptanceErrors(texts, accepted)]);
      // The process comes from the server's own values, never from the eprocess the browser sent.
      const eprocess = resolveEprocess(record);
      // The step's rules require a signature, so a valid record always names its process.
      if (eprocess === null) throw fieldError(400, 'signature', MESSAGES.fieldRequired);
      const known = new Set(texts.map((t) => t.id));
      // An applicant who signed on the pad is a sigapplicant from here on (receipt home, review rules);
      // the enrollment's process changes in the step's own statement.
      const becomes =
        eprocess !== enrollment.eprocess && (eprocess === 'applicant' || eprocess === 'sigapplicant')
          ? { eprocess }
          : {};
      await storeStep(
        app,
        enrollment,
        TAB,
        { ...record, eprocess, accepted_agreements: accepted.filter((id) => known.has(id)) },
        becomes,
      );
      return reply.ok({ message: 'Saved', saved_tab: SAVED_TAB });
    },
  );
}

/**
 * Whether the client signed on this step themselves: the saved record under either spelling the contract
 * uses (aggrement_info, as the step saves it, or agreement_info).
 */
async function clientSigned(app: FastifyInstance, enrollmentId: string): Promise<boolean> {
  for (const tab of [SAVED_TAB, TAB]) {
    const record = await readStep(app.db, enrollmentId, tab);
    if (record) return clientHasSigned(record);
  }
  return false;
}

/** The kind's server part, as the server's registry (steps/servers.ts) lists it: its routes and signing check. */
export const agreementInfoServer: StepKindServer = { tab: TAB, routes: agreementInfoRoutes, clientSigned };
