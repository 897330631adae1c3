import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../schemas/envelope';
import { isPlainObject } from '../../../schemas/field-values';
import { isMaskedSsn } from '../../../schemas/masked-values';
import { beneficiaryInfoStep } from '../../../schemas/steps/beneficiary-info';
import { dependentInfoStep } from '../../../schemas/steps/dependent-info';
import { entriesWithId, listIdOf, restoreMasked } from '../../domain/masked-secrets';
import type { EnrollmentRow } from '../../repositories/enrollments';
import { memberDependentRows } from '../../repositories/member-dependents';
import { memberBeneficiaryRows } from '../../repositories/wizard-prefill';
import { decryptField } from '../../services/field-crypto';
import { ssnFields } from '../../services/step-crypto';
import { maskSources } from './step-support';

/**
 * The list steps' side of "a masked SSN sent back means unchanged": each beneficiary or dependent
 * is matched to what is stored (the list the form showed, then the finished one) by its id (as the steps store them: its own id, else its position
 * from 1), then, for an existing member, to the person on file with that id (the lists the
 * browser loads from get-*-existing-user-enrollment carry their SSNs masked too).
 */

type Row = Record<string, unknown>;
/** A dependent as the calls send it (primary_info, and health_info when the questions are asked). */
type DependentItem = { primary_info: Row; health_info?: Row };

const BENEFICIARY_SSNS = ssnFields(beneficiaryInfoStep);
const DEPENDENT_SSNS = ssnFields(dependentInfoStep);

const anyMasked = (rows: readonly Row[], fields: readonly string[]) =>
  rows.some((r) => fields.some((f) => isMaskedSsn(r[f])));

/** Filed people of an existing member as { id -> { ssn } }, decrypted; empty for a new member. */
function filedSsns(rows: ReadonlyArray<{ id: number; ssnEncrypted: string | null }>, key: Buffer): Map<string, Row> {
  return new Map(
    rows.flatMap((r): Array<[string, Row]> =>
      r.ssnEncrypted ? [[String(r.id), { ssn: decryptField(r.ssnEncrypted, key) }]] : [],
    ),
  );
}

/** What restoreBeneficiarySsns / restoreDependentSsns give back for a single item: that item and its errors. */
export function onlyRestored<T>(restored: { items: T[]; errors: FieldError[][] }): { item: T; errors: FieldError[] } {
  const [item] = restored.items;
  if (item === undefined) throw new Error('one item was restored, none came back');
  return { item, errors: restored.errors[0] ?? [] };
}

/** Beneficiaries (flat records, beneficiary_id included) with masked SSNs put back; `errors[i]` are item i's, targets unprefixed. */
export async function restoreBeneficiarySsns(
  app: FastifyInstance,
  enrollment: EnrollmentRow | null,
  items: readonly Row[],
): Promise<{ items: Row[]; errors: FieldError[][] }> {
  if (!anyMasked(items, BENEFICIARY_SSNS)) return { items: items.map((i) => ({ ...i })), errors: items.map(() => []) };
  const stored = enrollment
    ? (await maskSources(app, enrollment.id, 'beneficiary_info')).flatMap((r) =>
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

/**
 * Dependents with masked SSNs put back, from the stored list and stashed spouse (the same person
 * moves between them when the spouse question changes; `stash` looks at the stashed one first),
 * then the member's dependents on file; `errors[i]` are item i's, targets unprefixed ('ssn').
 */
export async function restoreDependentSsns(
  app: FastifyInstance,
  enrollment: EnrollmentRow,
  items: readonly DependentItem[],
  options: { stash?: boolean } = {},
): Promise<{ items: DependentItem[]; errors: FieldError[][] }> {
  if (
    !anyMasked(
      items.map((d) => d.primary_info),
      DEPENDENT_SSNS,
    )
  )
    return { items: [...items], errors: items.map(() => []) };
  const sources = await maskSources(app, enrollment.id, 'dependent_info');
  const list = sources.flatMap((r) => (Array.isArray(r.dependents) ? r.dependents : []));
  const stash = sources.flatMap((r) => (isPlainObject(r.stashed_spouse) ? [r.stashed_spouse] : []));
  const entries = options.stash ? [...stash, ...list] : [...list, ...stash];
  const filed = enrollment.memberId
    ? filedSsns(await memberDependentRows(app.db, enrollment.memberId), app.config.encryptionKey)
    : new Map<string, Row>();
  const results = items.map((item, i) => {
    const id = listIdOf(item.primary_info.dependent_id, i);
    const stored = entriesWithId(entries, ['primary_info', 'dependent_id'], id).map((e) =>
      isPlainObject(e.primary_info) ? e.primary_info : null,
    );
    const restored = restoreMasked(item.primary_info, [...stored, filed.get(String(id))], DEPENDENT_SSNS);
    return { item: { ...item, primary_info: restored.data }, errors: restored.errors };
  });
  return { items: results.map((r) => r.item), errors: results.map((r) => r.errors) };
}
