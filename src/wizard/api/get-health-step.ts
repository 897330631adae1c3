import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { HealthQuestionsData } from '../../../schemas/api/health';
import { isPlainObject } from '../../../schemas/field-values';
import type { HealthQuestionSet } from '../../../schemas/steps/health-info';
import { apiGet } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { saveHealthInfo } from './save-health-info';

/** Whose questions: the applicant's (primary-health-info) or a dependent's (dependent-info, the same shape). */
export type HealthQuestionsFor = 'primary' | 'dependent';

const QUESTIONS_PATH: Readonly<Record<HealthQuestionsFor, string>> = {
  primary: '/get-health-questions-primary-health-info',
  dependent: '/get-health-questions-dependent-info',
};

/** GET /get-form-fields-primary-health-info: a carrier's questions on the health step (form-field rules with definitions). */
export const CARRIER_QUESTIONS_CALL = 'primary-health-info';

/** GET /get-health-questions-{primary-health,dependent}-info: the asked questions ('codition_questions' in the contract). */
export async function getHealthQuestions(
  enrollmentId: string,
  who: HealthQuestionsFor = 'primary',
  signal?: AbortSignal,
): Promise<HealthQuestionSet> {
  const { result } = await apiGet<HealthQuestionsData>(
    QUESTIONS_PATH[who],
    { enrollment_id: enrollmentId },
    { signal },
  );
  // applies_to_gender (beside the contract's fields): the dependent form draws such a question by the dependent's gender.
  const pick = ({
    question_id,
    question_text,
    applies_to_gender,
  }: {
    question_id: number;
    question_text: string;
    applies_to_gender?: string | null;
  }) => (applies_to_gender ? { question_id, question_text, applies_to_gender } : { question_id, question_text });
  return {
    condition_questions: result.codition_questions.map(pick),
    medication_question: result.medication_question ? pick(result.medication_question) : null,
  };
}

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

export const healthQuestionsQueryKey = (enrollmentId: string, who: HealthQuestionsFor = 'primary') =>
  ['health-questions', who, enrollmentId] as const;
export const savedHealthInfoQueryKey = (enrollmentId: string) => ['saved-health-info', enrollmentId] as const;

export function healthQuestionsQueryOptions(enrollmentId: string, who: HealthQuestionsFor = 'primary') {
  return queryOptions({
    queryKey: healthQuestionsQueryKey(enrollmentId, who),
    queryFn: ({ signal }) => getHealthQuestions(enrollmentId, who, signal),
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

export function useHealthQuestions(enrollmentId: string, who: HealthQuestionsFor = 'primary') {
  return useSuspenseQuery(healthQuestionsQueryOptions(enrollmentId, who));
}

export function useSavedHealthInfo(enrollmentId: string) {
  return useSuspenseQuery(savedHealthInfoQueryOptions(enrollmentId));
}
