import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import {
  existingHealthInfoData,
  healthQuestionsData,
  healthQuestionsResult,
  saveHealthInfoBody,
  type SaveHealthInfoBody,
} from '../../schemas/api/health';
import { saveStepData } from '../../schemas/api/wizard';
import { isPlainObject } from '../../schemas/field-values';
import {
  healthInfoErrors,
  questionsFor,
  storedHealthInfo,
  type HealthQuestionSet,
} from '../../schemas/steps/health-info';
import { SAVED_TAB_OF } from '../../schemas/steps/tabs';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { forbidden, sessionOf } from '../../server/plugins/session';
import { updateEnrollment, writeStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { healthQuestionSet, memberHealthInfoSealed } from '../../server/repositories/health-questions';
import { memberInScope } from '../../server/repositories/members';
import { memberContact } from '../../server/repositories/wizard-prefill';
import { decryptField } from '../../server/services/field-crypto';
import { sealDocument } from '../../server/services/step-crypto';
import { registerSaveEnrollmentTab, type SaveEnrollmentContext } from '../../server/routes/save-enrollment';
import { memberScopeOf } from '../../server/routes/filter-scope';
import type { StepKindServer } from '../../server/routes/wizard/step-kinds';
import { registerFormFields, stepFieldsOf, wizardGuard } from '../../server/routes/wizard/step-routes';
import {
  assertNoFieldErrors,
  describeStep,
  savedStepData,
  withStoredSensitive,
} from '../../server/routes/wizard/step-support';
import { carrierHealthAnswers, carrierHealthErrors } from './module';

const SAVED_TAB = SAVED_TAB_OF.primary_health_info;

/** The questions asked of the applicant: those for the other gender than the enrollment's are left out. */
export async function applicantQuestionSet(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
): Promise<HealthQuestionSet> {
  return questionsFor(await healthQuestionSet(app.db), enrollment.gender);
}

/**
 * Checks the answers with the SAME step module as the browser (complete, or shape only for save
 * for later), and a carrier's questions with their descriptors, then stores both sealed as one
 * document under health_info. Durable once it resolves.
 */
async function saveHealthInfo(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
  data: Readonly<Record<string, unknown>>,
  partial: boolean,
): Promise<void> {
  const [set, described] = await Promise.all([
    applicantQuestionSet(app, enrollment),
    describeStep(app, request, enrollment, 'primary_health_info'),
  ]);
  // A carrier's sensitive answer sent back as its mask stands for the stored one.
  const fields = await withStoredSensitive(app, enrollment.id, 'primary_health_info', described, { ...data });
  assertNoFieldErrors([
    ...healthInfoErrors(fields, { questions: set, partial }),
    ...carrierHealthErrors(described, fields, { partial }),
  ]);
  const document = { ...storedHealthInfo(fields, set), ...carrierHealthAnswers(described, fields) };
  await writeStep(
    app.db,
    enrollment.id,
    SAVED_TAB,
    { ...sealDocument(document, app.config.encryptionKey) },
    { draft: partial },
  );
}

/** Whether the saved answers are complete for the questions asked now (a save-for-later draft may not be). */
export async function healthInfoComplete(
  app: FastifyInstance,
  request: FastifyRequest,
  enrollment: EnrollmentRow,
): Promise<boolean> {
  const [saved, set, described] = await Promise.all([
    savedStepData(app, enrollment.id, 'primary_health_info'),
    applicantQuestionSet(app, enrollment),
    describeStep(app, request, enrollment, 'primary_health_info'),
  ]);
  return (
    saved !== null &&
    healthInfoErrors(saved, { questions: set }).length === 0 &&
    carrierHealthErrors(described, saved).length === 0
  );
}

async function saveLaterHandler({ app, request, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  if (data !== undefined && data !== null && !isPlainObject(data)) throw fieldError(400, 'data', 'Field is required');
  const fields = data ?? {};
  if (fields.condition_questions !== undefined && !Array.isArray(fields.condition_questions))
    throw fieldError(400, 'condition_questions', 'Field is required');
  await saveHealthInfo(app, request, enrollment, fields, true);
}

/** Primary Health Questions (002 section 7). */
async function healthInfoRoutes(app: FastifyInstance): Promise<void> {
  registerSaveEnrollmentTab(SAVED_TAB, saveLaterHandler);
  // A carrier's questions on this step (form-field rules with definitions), with the saved answers.
  registerFormFields(app, 'primary_health_info', '/get-form-fields-primary-health-info');

  const questionsRoute = {
    preHandler: wizardGuard,
    schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(healthQuestionsData) } },
  };
  // The applicant's questions: none for the other gender than the enrollment's (a man is not asked whether he is pregnant).
  app.get('/get-health-questions-primary-health-info', questionsRoute, async (request, reply) =>
    reply.ok({ result: healthQuestionsResult(await applicantQuestionSet(app, enrollmentOf(request))) }),
  );

  app.get(
    '/get-existing-primary-health-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(existingHealthInfoData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      if (!enrollment.memberId) return reply.ok({ result: null });
      // Health answers are member data: only a signed-in rep or group administrator whose member this is (security.md).
      const scope = memberScopeOf(sessionOf(request));
      const member = scope ? await memberContact(app.db, enrollment.memberId) : null;
      if (!member || !scope || !memberInScope(member, scope)) throw forbidden();
      const sealed = await memberHealthInfoSealed(app.db, enrollment.memberId);
      if (!sealed) return reply.ok({ result: null });
      // The last answers to the questions asked now: a question this applicant is no longer asked is left out.
      const set = await applicantQuestionSet(app, enrollment);
      return reply.ok({
        result: storedHealthInfo(
          JSON.parse(decryptField(sealed, app.config.encryptionKey)) as Record<string, unknown>,
          set,
        ),
      });
    },
  );

  app.post(
    '/save-primary-health-info',
    { preHandler: wizardGuard, schema: { body: saveHealthInfoBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveHealthInfoBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      await saveHealthInfo(app, request, enrollment, stepFieldsOf(request.body), false);
      await updateEnrollment(app.db, enrollment.id, { savedTab: SAVED_TAB });
      return reply.ok({ message: 'Saved', saved_tab: SAVED_TAB });
    },
  );
}

/** The health questions' kind on the server (its module and page still live in schemas/steps and src/wizard). */
export const healthInfoServer: StepKindServer = {
  tab: 'primary_health_info',
  routes: healthInfoRoutes,
  complete: healthInfoComplete,
};
