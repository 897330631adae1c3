import type { FastifyInstance, FastifyRequest } from 'fastify';
import { envelopeOf, enrollmentIdQuery } from '../../schemas/api/common';
import {
  existingBeneficiariesData,
  messageData,
  saveBeneficiaryBody,
  saveStepData,
  validateSingleBeneficiaryBody,
  type ExistingBeneficiariesData,
  type SaveBeneficiaryBody,
  type ValidateSingleBeneficiaryBody,
} from '../../schemas/api/wizard';
import { normalizeDate } from '../../schemas/dates';
import type { NormalizedDescriptor } from '../../schemas/descriptors';
import type { FieldError } from '../../schemas/envelope';
import { maskSsn } from '../../schemas/input-formatters';
import { beneficiaryInfoStep, beneficiaryListErrors } from './module';
import { adjustStepDescriptors } from '../../schemas/steps';
import { toSavePayload } from '../../schemas/to-save-payload';
import { validateStepData } from '../../schemas/validate-step-data';
import { normalizeDescriptors } from '../../schemas/descriptors';
import { resolveFormFields } from '../../server/domain/form-rules';
import { listIdOf, prefixErrors } from '../../server/domain/masked-secrets';
import { fieldError } from '../../server/plugins/envelope';
import { enrollmentOf } from '../../server/plugins/enrollment';
import { belongsToSession } from '../../server/plugins/enrollment-scope';
import { forbidden, requireSession, sessionOf } from '../../server/plugins/session';
import { findEnrollment, updateEnrollment, writeStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { listFormRules } from '../../server/repositories/form-rules';
import { memberInScope } from '../../server/repositories/members';
import { memberBeneficiaryRows, memberContact } from '../../server/repositories/wizard-prefill';
import { decryptField } from '../../server/services/field-crypto';
import { rulesWatcherOf } from '../../server/services/rules-file';
import { sealFields, sensitiveFields } from '../../server/services/step-crypto';
import { registerFormFields, stepFieldsOf, wizardGuard } from '../../server/routes/wizard/step-routes';
import { assertNoFieldErrors, resolveStepDescriptors } from '../../server/routes/wizard/step-support';
import type { StepKindServer } from '../../server/routes/wizard/step-kinds';
import { onlyRestored } from '../../server/routes/wizard/stored-ssns';
import { restoreBeneficiarySsns, saveBeneficiariesLater } from './server-support';

const TAB = 'beneficiary_info';

/** One beneficiary's field errors, targeted `beneficiaries.<i>.<field>` when it is part of a list. */
function beneficiaryErrors(
  descriptors: readonly NormalizedDescriptor[],
  item: Record<string, unknown>,
  index?: number,
): FieldError[] {
  const errors = validateStepData(
    beneficiaryInfoStep,
    descriptors.map((d) => ({ ...d })),
    item,
  );
  return index === undefined
    ? errors
    : errors.map((e) => ({ ...e, target_element: `beneficiaries.${index}.${e.target_element}` }));
}

/** A beneficiary as stored: the descriptors' fields of its save payload plus its id, SSN sealed. */
function storedBeneficiary(
  descriptors: readonly NormalizedDescriptor[],
  item: Record<string, unknown>,
  index: number,
  key: Buffer,
) {
  const payload = toSavePayload(beneficiaryInfoStep, item);
  const record: Record<string, unknown> = {};
  for (const d of descriptors) if (payload[d.field_name] !== undefined) record[d.field_name] = payload[d.field_name];
  record.beneficiary_id = listIdOf(item.beneficiary_id, index);
  return sealFields(record, sensitiveFields(beneficiaryInfoStep), key);
}

/** Beneficiary Information (001 section 7). */
async function beneficiaryInfoRoutes(app: FastifyInstance): Promise<void> {
  registerFormFields(app, TAB, '/get-form-fields-beneficiary-info');

  app.post(
    '/save-beneficiary-info',
    { preHandler: wizardGuard, schema: { body: saveBeneficiaryBody, response: { 200: envelopeOf(saveStepData) } } },
    async (request: FastifyRequest<{ Body: SaveBeneficiaryBody }>, reply) => {
      const enrollment = enrollmentOf(request);
      const [descriptors, restored] = await Promise.all([
        resolveStepDescriptors(app, enrollment, TAB),
        restoreBeneficiarySsns(
          app,
          enrollment,
          request.body.beneficiaries.map((b) => ({ ...b }) as Record<string, unknown>),
        ),
      ]);
      const items = restored.items;
      assertNoFieldErrors([
        ...restored.errors.flatMap((errors, i) => prefixErrors(`beneficiaries.${i}.`, errors)),
        ...items.flatMap((item, i) => beneficiaryErrors(descriptors, item, i)),
        ...beneficiaryListErrors(items),
      ]);
      const beneficiaries = items.map((item, i) => storedBeneficiary(descriptors, item, i, app.config.encryptionKey));
      await writeStep(app.db, enrollment.id, 'benificiary_info', { beneficiaries });
      await updateEnrollment(app.db, enrollment.id, { savedTab: 'benificiary_info' });
      return reply.ok({ message: 'Saved', saved_tab: 'benificiary_info' });
    },
  );

  app.post(
    '/validate-single-beneficiary',
    {
      preHandler: requireSession(),
      schema: { body: validateSingleBeneficiaryBody, response: { 200: envelopeOf(messageData) } },
    },
    async (request: FastifyRequest<{ Body: ValidateSingleBeneficiaryBody }>, reply) => {
      let descriptors: NormalizedDescriptor[];
      let enrollment: EnrollmentRow | null = null;
      const id = request.body.enrollment_id;
      if (typeof id === 'string') {
        enrollment = await findEnrollment(app.db, id);
        if (!enrollment || !belongsToSession(enrollment, sessionOf(request)))
          throw fieldError(404, 'enrollment_id', 'Enrollment not found or expired');
        descriptors = await resolveStepDescriptors(app, enrollment, TAB);
      } else {
        await rulesWatcherOf(app).refresh();
        const defaults = resolveFormFields(await listFormRules(app.db, TAB), TAB, {
          carrierIds: [],
          planIds: [],
          groupId: null,
        });
        descriptors = adjustStepDescriptors(TAB, normalizeDescriptors(defaults.map((f) => ({ ...f, value: null }))));
      }
      // The edited beneficiary's id finds its stored SSN when the form sent the mask back unchanged.
      const restored = await restoreBeneficiarySsns(app, enrollment, [stepFieldsOf(request.body)]);
      const { item, errors } = onlyRestored(restored);
      const { beneficiary_id: _id, ...fields } = item;
      assertNoFieldErrors([...errors, ...beneficiaryErrors(descriptors, fields)]);
      return reply.ok({ message: 'Valid' });
    },
  );

  app.get(
    '/get-beneficiaries-existing-user-enrollment',
    {
      preHandler: wizardGuard,
      schema: { querystring: enrollmentIdQuery, response: { 200: envelopeOf(existingBeneficiariesData) } },
    },
    async (request, reply) => {
      const enrollment = enrollmentOf(request);
      const session = sessionOf(request);
      if (!enrollment.memberId) return reply.ok({ result: [] } satisfies ExistingBeneficiariesData);
      // Member data only for a signed-in rep or group administrator whose member this is (security.md).
      const member = session.signed_in ? await memberContact(app.db, enrollment.memberId) : null;
      const scope =
        session.kind === 'rep' && session.agent_id
          ? { kind: 'rep' as const, agentId: session.agent_id }
          : session.group_id
            ? { kind: 'group' as const, groupId: session.group_id }
            : null;
      if (!member || !scope || !memberInScope(member, scope)) throw forbidden();
      const rows = await memberBeneficiaryRows(app.db, enrollment.memberId);
      const result: ExistingBeneficiariesData['result'] = rows.map((r) => ({
        beneficiary_id: r.id,
        first_name: r.firstName,
        last_name: r.lastName,
        dob: r.birthdate ? normalizeDate(r.birthdate) : null,
        ssn: r.ssnEncrypted ? maskSsn(decryptField(r.ssnEncrypted, app.config.encryptionKey)) : null,
        relationship: r.relationship,
        beneficiary_percentage: String(r.percentage),
      }));
      return reply.ok({ result });
    },
  );
}

/** The beneficiaries' kind on the server: its routes and its save for later (a list, not flat fields). */
export const beneficiaryInfoServer: StepKindServer = {
  tab: 'beneficiary_info',
  routes: beneficiaryInfoRoutes,
  saveLater: saveBeneficiariesLater,
};
