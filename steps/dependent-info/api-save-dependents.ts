import type { SaveStepData } from '../../schemas/api/wizard';
import { apiPost } from '../../src/lib/api-client';
import type { DependentItem } from './api-get-dependent-step';

/** POST /validate-single-dependent: the server's verdict on one dependent before it joins the list. */
export function validateSingleDependent(enrollmentId: string, item: DependentItem): Promise<unknown> {
  return apiPost('/validate-single-dependent', {
    enrollment_id: enrollmentId,
    primary_info: item.primary_info,
    ...(item.health_info ? { health_info: item.health_info } : {}),
  });
}

/** POST /save-dependent-info (Next) or /save-dependent-info-to-temp (after each add, edit or delete). */
export function saveDependents(
  enrollmentId: string,
  dependents: readonly DependentItem[],
  { temp, stashedSpouse }: { temp: boolean; stashedSpouse?: DependentItem | null },
): Promise<SaveStepData> {
  const body = {
    enrollment_id: enrollmentId,
    dependents,
    ...(temp && stashedSpouse ? { stashed_spouse: stashedSpouse } : {}),
  };
  return apiPost<SaveStepData>(temp ? '/save-dependent-info-to-temp' : '/save-dependent-info', body);
}
