import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isPlainObject } from '../../schemas/field-values';
import { apiGet } from '../../src/lib/api-client';
import { storage } from '../../src/lib/storage';
import { getHealthQuestions } from './api-get-health-questions';
import { saveHealthInfo } from './api-save-health-info';

/** GET /get-form-fields-primary-health-info: a carrier's questions on the health step (form-field rules with definitions). */
export const CARRIER_QUESTIONS_CALL = 'primary-health-info';

const readSaved = async (enrollmentId: string, signal?: AbortSignal) => {
  const saved = await apiGet<{ result: unknown }>(
    '/get-enrollment-temp-info',
    { enrollment_id: enrollmentId, column: 'health_info' },
    { signal },
  );
  return isPlainObject(saved.result) ? saved.result : null;
};

/**
 * The saved answers (get-enrollment-temp-info column health_info). An existing member without the
 * health-track flag (first_track) first has the last enrollment's answers fetched and saved, then
 * the flag set and the temp info read again (002 section 4).
 */
export async function getSavedHealthInfo(
  enrollmentId: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  if (storage.get('enroll_type') === 'existing-member' && !storage.get('first_track')) {
    try {
      const existing = await apiGet<{ result: unknown }>(
        '/get-existing-primary-health-info',
        { enrollment_id: enrollmentId },
        { signal },
      );
      if (isPlainObject(existing.result)) await saveHealthInfo(enrollmentId, existing.result);
      storage.set('first_track', true);
    } catch {
      // 'Fetch errors ... are only logged; nothing is shown' (002 section 8): the step opens with the saved answers.
    }
  }
  try {
    return await readSaved(enrollmentId, signal);
  } catch {
    // Nothing saved yet reads the same as a failed read: every question starts on No.
    return null;
  }
}

/** The applicant's questions (a dependent's are the dependent form's). */
export const healthQuestionsQueryKey = (enrollmentId: string) => ['health-questions', 'primary', enrollmentId] as const;
export const savedHealthInfoQueryKey = (enrollmentId: string) => ['saved-health-info', enrollmentId] as const;

export function healthQuestionsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: healthQuestionsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getHealthQuestions(enrollmentId, signal),
    staleTime: 5 * 60_000,
  });
}

export function savedHealthInfoQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: savedHealthInfoQueryKey(enrollmentId),
    queryFn: ({ signal }) => getSavedHealthInfo(enrollmentId, signal),
    staleTime: 30_000,
  });
}

export function useHealthQuestions(enrollmentId: string) {
  return useSuspenseQuery(healthQuestionsQueryOptions(enrollmentId));
}

export function useSavedHealthInfo(enrollmentId: string) {
  return useSuspenseQuery(savedHealthInfoQueryOptions(enrollmentId));
}
