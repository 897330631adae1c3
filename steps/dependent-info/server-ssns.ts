import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../schemas/envelope';
import { isPlainObject } from '../../schemas/field-values';
import { dependentInfoStep } from './module';
import { entriesWithId, listIdOf, restoreMasked } from '../../server/domain/masked-secrets';
import type { EnrollmentRow } from '../../server/repositories/enrollments';
import { memberDependentRows } from '../../server/repositories/member-dependents';
import { maskSources } from '../../server/routes/wizard/step-support';
import { anyMasked, filedSsns } from '../../server/routes/wizard/stored-ssns';
import { ssnFields } from '../../server/services/step-crypto';

type Row = Record<string, unknown>;
/** A dependent as the calls send it (primary_info, and health_info when the questions are asked). */
type DependentItem = { primary_info: Row; health_info?: Row };

const DEPENDENT_SSNS = ssnFields(dependentInfoStep);

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
