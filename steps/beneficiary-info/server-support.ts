import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../schemas/envelope';
import { isPlainObject } from '../../schemas/field-values';
import { entriesWithId, listIdOf, prefixErrors, restoreMasked } from '../../server/domain/masked-secrets';
import { fieldError } from '../../server/plugins/envelope';
import { writeStep, type EnrollmentRow } from '../../server/repositories/enrollments';
import { memberBeneficiaryRows } from '../../server/repositories/wizard-prefill';
import type { SaveEnrollmentContext } from '../../server/routes/save-enrollment';
import { objectData, partialRecord, shapeErrors } from '../../server/routes/wizard/save-later';
import { assertNoFieldErrors, maskSources, resolveStepDescriptors } from '../../server/routes/wizard/step-support';
import { anyMasked, filedSsns } from '../../server/routes/wizard/stored-ssns';
import { ssnFields } from '../../server/services/step-crypto';
import { beneficiaryInfoStep } from './module';

/** The beneficiaries' server half beside their routes: their stored SSNs and their save for later. */

type Row = Record<string, unknown>;

const TAB = 'beneficiary_info';
const BENEFICIARY_SSNS = ssnFields(beneficiaryInfoStep);

/** Beneficiaries (flat records, beneficiary_id included) with masked SSNs put back; `errors[i]` are item i's, targets unprefixed. */
export async function restoreBeneficiarySsns(
  app: FastifyInstance,
  enrollment: EnrollmentRow | null,
  items: readonly Row[],
): Promise<{ items: Row[]; errors: FieldError[][] }> {
  if (!anyMasked(items, BENEFICIARY_SSNS)) return { items: items.map((i) => ({ ...i })), errors: items.map(() => []) };
  const stored = enrollment
    ? (await maskSources(app, enrollment.id, TAB)).flatMap((r) =>
        Array.isArray(r.beneficiaries) ? r.beneficiaries : [],
      )
    : [];
  const filed = enrollment?.memberId
    ? filedSsns(await memberBeneficiaryRows(app.db, enrollment.memberId), app.config.encryptionKey)
    : new Map<string, Row>();
  const results = items.map((item, i) => {
    const id = listIdOf(item.beneficiary_id, i);
    return restoreMasked(
      item,
      [...entriesWithId(stored, ['beneficiary_id'], id), filed.get(String(id))],
      BENEFICIARY_SSNS,
    );
  });
  return { items: results.map((r) => r.data), errors: results.map((r) => r.errors) };
}

/** Save for later: the beneficiary list as far as it goes, each beneficiary's present values valid. */
export async function saveBeneficiariesLater({ app, enrollment, data }: SaveEnrollmentContext): Promise<void> {
  const body = objectData(data);
  const list = body.beneficiaries ?? [];
  // The body schema's bound of the list (save-beneficiary-info: 10), not the step's most (3): a draft may go over it.
  if (!Array.isArray(list) || list.length > 10 || !list.every(isPlainObject))
    throw fieldError(400, 'beneficiaries', 'Field is required');
  const [descriptors, restored] = await Promise.all([
    resolveStepDescriptors(app, enrollment, TAB),
    restoreBeneficiarySsns(app, enrollment, list),
  ]);
  const items = restored.items;
  assertNoFieldErrors(
    items.flatMap((item, i) =>
      prefixErrors(`beneficiaries.${i}.`, [...(restored.errors[i] ?? []), ...shapeErrors(TAB, descriptors, item)]),
    ),
  );
  const beneficiaries = items.map((item, i) => ({
    ...partialRecord(TAB, descriptors, item, app.config.encryptionKey),
    beneficiary_id: i + 1,
  }));
  await writeStep(app.db, enrollment.id, 'benificiary_info', { beneficiaries }, { draft: true });
}
