import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import {
  deleteDependentsBody,
  existingDependentsData,
  saveDependentsBody,
  validateSingleDependentBody,
  type ExistingDependentsData,
  type SaveDependentsBody,
  type ValidateSingleDependentBody,
} from '../../schemas/api/dependents';
import { healthQuestionsData, healthQuestionsResult } from '../../schemas/api/health';
import { messageData, saveStepData } from '../../schemas/api/wizard';
import { normalizeDate } from '../../schemas/dates';
import { formFieldsData } from '../../schemas/descriptors';
import { isPlainObject } from '../../schemas/field-values';
import { maskSsn } from '../../schemas/input-formatters';
import { DEPENDENT_EMPLOYED } from './module';
import { dependentListErrors, dependentSsnErrors, keepForTier, numberedDependentErrors, tierKind } from './module-list';
import { prefixErrors } from '../../server/domain/masked-secrets';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { forbidden, sessionOf } from '../../server/plugins/session';
import type { EnrollmentRow } from '../../server/repositories/enrollments';
import { updateEnrollment, writeStep } from '../../server/repositories/enrollments';
import { healthQuestionSet } from '../../server/repositories/health-questions';
import { memberDependentRows } from '../../server/repositories/member-dependents';
import { memberInScope } from '../../server/repositories/members';
import { memberContact } from '../../server/repositories/wizard-prefill';
import { decryptField } from '../../server/services/field-crypto';
import type { SaveEnrollmentContext } from '../../server/routes/save-enrollment';
import { memberScopeOf } from '../../server/routes/filter-scope';
import {
  DEPENDENT_DISCLAIMER,
  dependentContextOf,
  dependentHealthErrors,
  dependentHealthSet,
  dependentsHealthComplete,
  itemsOf,
  partialPrimaryInfoErrors,
  primaryInfoErrors,
  storedDependent,
  type Item,
} from './server-support';
import { onlyRestored } from '../../server/routes/wizard/stored-ssns';
import { restoreDependentSsns } from './server-ssns';
import type { StepKindServer } from '../../server/routes/wizard/step-kinds';
import { wizardGuard } from '../../server/routes/wizard/step-routes';
import {
  assertNoFieldErrors,
  describeStepForBrowser,
  maskSources,
  resolveStepDescriptors,
} from '../../server/routes/wizard/step-support';

const TAB = 'dependent_info';

/** A body's dependent as a fresh item (health_info kept when sent). */
const itemOf = (d: { primary_info: Record<string, unknown>; health_info?: Record<string, unknown> }): Item =>
  d.health_info
    ? { primary_info: { ...d.primary_info }, health_info: { ...d.health_info } }
    : { primary_info: { ...d.primary_info } };

/** The applicant's SSN as Personal Information holds it (a save for later over the finished step first), or null. */
async function applicantSsnOf(app: FastifyInstance, enrollment: EnrollmentRow): Promise<unknown> {
  const records = await maskSources(app, enrollment.id, 'primary_info');
  return records.find((r) => typeof r.ssn === 'string' && r.ssn !== '')?.ssn ?? null;
}

/**
 * Validates the list (each dependent with the step module, then the tier rules: `complete` adds
 * the tier's minimum) and stores it sealed under dependent_info. Durable once it resolves.
 */
async function saveDependents(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  body: SaveDependentsBody,
  complete: boolean,
): Promise<void> {
  const [descriptors, ctx, health, applicantSsn] = await Promise.all([
    resolveStepDescriptors(app, enrollment, TAB),
    dependentContextOf(app, enrollment),
    dependentHealthSet(app, enrollment),
    applicantSsnOf(app, enrollment),
  ]);
  const restored = await restoreDependentSsns(app, enrollment, body.dependents.map(itemOf));
  const items = restored.items;
  const infos = items.map((d) => d.primary_info);
  assertNoFieldErrors([
    ...restored.errors.flatMap((errors, i) => prefixErrors(`dependents.${i}.primary_info.`, errors)),
    ...items.flatMap((d, i) => [
      ...primaryInfoErrors(descriptors, d.primary_info, i),
      ...dependentHealthErrors(health, d, i),
    ]),
    ...dependentListErrors(ctx, infos, { complete }),
    ...dependentSsnErrors(applicantSsn, infos),
  ]);
  const key = app.config.encryptionKey;
  const record: Record<string, unknown> = {
    dependents: items.map((d, i) => storedDependent(descriptors, d, i, key, health)),
  };
  const stash = body.stashed_spouse;
  if (stash) {
    const kept = onlyRestored(await restoreDependentSsns(app, enrollment, [itemOf(stash)], { stash: true }));
    const spouse = kept.item;
    const errors = [
      ...prefixErrors('primary_info.', kept.errors),
      ...primaryInfoErrors(descriptors, spouse.primary_info),
      ...dependentHealthErrors(health, spouse, undefined, true),
      ...dependentSsnErrors(applicantSsn, [spouse.primary_info], () => 'primary_info.ssn'),
    ];
    assertNoFieldErrors(errors.map((e) => ({ ...e, target_element: `stashed_spouse.${e.target_element}` })));
    record.stashed_spouse = storedDependent(descriptors, spouse, 0, key, health);
  }
  await writeStep(app.db, enrollment.id, TAB, record, { draft: !complete });
}

/** Save for later: each dependent's present values must be valid ('Dependent #N message'), nothing is required yet. */
async function saveLaterHandler({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  const items = itemsOf(
    isPlainObject(data) ? (data.dependents ?? []) : data === undefined || data === null ? [] : undefined,
  );
  if (!items) throw fieldError(400, 'dependents', 'Field is required');
  const [descriptors, health, applicantSsn] = await Promise.all([
    resolveStepDescriptors(app, enrollment, TAB),
    dependentHealthSet(app, enrollment),
    applicantSsnOf(app, enrollment),
  ]);
  const restored = await restoreDependentSsns(app, enrollment, items);
  const filed = restored.items;
  assertNoFieldErrors([
    ...filed.flatMap((d, i) => [
      ...numberedDependentErrors(i, prefixErrors('primary_info.', restored.errors[i] ?? [])),
      ...partialPrimaryInfoErrors(descriptors, d.primary_info, i),
      ...dependentHealthErrors(health, d, i, true),
    ]),
    ...filed.flatMap((d, i) =>
      numberedDependentErrors(
        i,
        dependentSsnErrors(applicantSsn, [d.primary_info], () => 'primary_info.ssn'),
      ),
    ),
  ]);
  const key = app.config.encryptionKey;
  await writeStep(
    app.db,
    enrollment.id,
    TAB,
    { dependents: filed.map((d, i) => storedDependent(descriptors, d, i, key, health)) },
    { draft: true },
  );
}

/** Dependent Information (002 section 7). */
async function dependentInfoRoutes(app: FastifyInstance): Promise<void> {
  // The dependent form asks the health questions of each dependent (002 sections 3 and 7): all of them, each
  // marked with applies_to_gender, as the form draws them by the gender chosen for that dependent.
  app.get(
    '/get-health-questions-dependent-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(healthQuestionsData) } },
    },
    async (_request, reply) => reply.ok({ result: healthQuestionsResult(await healthQuestionSet(app.db)) }),
  );

  app.get(
    '/get-form-fields-dependent-primary-info',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(formFieldsData) } },
    },
    async (request, reply) => {
      const result = await describeStepForBrowser(app, request, enrollmentOf(request), TAB);
      return reply.ok({ result, disclaimer: DEPENDENT_DISCLAIMER });
    },
  );

  app.post(
    '/validate-single-dependent',
    {
      preHandler: wizardGuard,
      schema: { body: validateSingleDependentBody, response: { 200: envelopeOf(messageData) } },
    },
    async (request: FastifyRequest<{ Body: ValidateSingleDependentBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const [descriptors, health, applicantSsn] = await Promise.all([
        resolveStepDescriptors(app, enrollment, TAB),
        dependentHealthSet(app, enrollment),
        applicantSsnOf(app, enrollment),
      ]);
      const { item, errors } = onlyRestored(await restoreDependentSsns(app, enrollment, [itemOf(request.body)]));
      assertNoFieldErrors([
        ...prefixErrors('primary_info.', errors),
        ...primaryInfoErrors(descriptors, item.primary_info),
        ...dependentHealthErrors(health, item),
        ...dependentSsnErrors(applicantSsn, [item.primary_info], () => 'primary_info.ssn'),
      ]);
      return reply.ok({ message: 'Valid' });
    },
  );

  app.post(
    '/save-dependent-info',
    { preHandler: wizardGuard, schema: { body: saveDependentsBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveDependentsBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      await saveDependents(app, enrollment, request.body, true);
      await updateEnrollment(app.db, enrollment.id, { savedTab: TAB });
      return reply.ok({ message: 'Saved', saved_tab: TAB });
    },
  );

  app.post(
    '/save-dependent-info-to-temp',
    { preHandler: wizardGuard, schema: { body: saveDependentsBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveDependentsBody }>, reply) => {
      await saveDependents(app, enrollmentOf(request), request.body, false);
      return reply.ok({ message: 'Saved', saved_tab: TAB });
    },
  );

  app.post(
    '/delete-dependent-in-IO',
    { preHandler: wizardGuard, schema: { body: deleteDependentsBody, response: { 200: envelopeOf(messageData) } } },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      // Only a member-only enrollment drops its dependents; any other tier keeps them.
      if (tierKind(enrollment.tier) !== 'IO')
        throw fieldError(409, 'enrollment_id', 'Dependents are kept for this tier');
      await writeStep(app.db, enrollment.id, TAB, { dependents: [] });
      return reply.ok({ message: 'Dependents deleted' });
    },
  );

  app.get(
    '/get-dependents-existing-user-enrollment',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(existingDependentsData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      if (!enrollment.memberId) return reply.ok({ result: { dependents: [] } } satisfies ExistingDependentsData);
      // Member data only for a signed-in rep or group administrator whose member this is (security.md).
      const scope = memberScopeOf(sessionOf(request));
      const member = scope ? await memberContact(app.db, enrollment.memberId) : null;
      if (!member || !scope || !memberInScope(member, scope)) throw forbidden();
      const rows = keepForTier(enrollment.tier, await memberDependentRows(app.db, enrollment.memberId));
      const text = (n: number | null) => (n === null ? null : String(n));
      const dependents: ExistingDependentsData['result']['dependents'] = rows.map((r) => ({
        primary_info: {
          dependent_id: r.id,
          first_name: r.firstName,
          middle_name: r.middleName,
          last_name: r.lastName,
          birthdate: normalizeDate(r.birthdate),
          ssn: r.ssnEncrypted ? maskSsn(decryptField(r.ssnEncrypted, app.config.encryptionKey)) : null,
          relationship: r.relationship,
          gender: text(r.gender),
          weight: text(r.weight),
          height_feet: text(r.heightFeet),
          height_inch: text(r.heightInch),
          employed: DEPENDENT_EMPLOYED,
        },
      }));
      return reply.ok({ result: { dependents } });
    },
  );
}

/**
 * The dependents' kind on the server: its routes, its save for later, and whether the saved list is
 * complete (each dependent's health answers, when asked).
 */
export const dependentInfoServer: StepKindServer = {
  tab: 'dependent_info',
  routes: dependentInfoRoutes,
  saveLater: saveLaterHandler,
  complete: (app, _request, enrollment) => dependentsHealthComplete(app, enrollment),
};
