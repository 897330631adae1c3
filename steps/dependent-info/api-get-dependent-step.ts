import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { ExistingDependentsData } from '../../schemas/api/dependents';
import type { MoreRequirement } from '../../schemas/api/pricing';
import type { CartPlanInfoData, CheckTabRequiredData } from '../../schemas/api/wizard';
import type { FormFields } from '../../schemas/descriptors';
import { isPlainObject } from '../../schemas/field-values';
import type { DependentContext } from './module-list';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';
import { apiGet } from '../../src/lib/api-client';
import { linearPatternsFor } from '../../src/lib/linear-patterns';
import { storage } from '../../src/lib/storage';
import { getDependentQuestions } from './api-get-health-questions';

/**
 * What the Dependent Information step reads before it renders (002 section 7): the form fields with
 * the disclaimer, the plan context of the tier rules, and the dependents already kept.
 */

/** A dependent as the calls send it; health_info when the health questions are asked. */
export type DependentItem = { primary_info: Record<string, unknown>; health_info?: Record<string, unknown> };

export interface SavedDependents {
  dependents: DependentItem[];
  /** The spouse set aside by the premier question's No (new-member flow). */
  stashedSpouse: DependentItem | null;
}

export const dependentFormFieldsQueryKey = (enrollmentId: string) =>
  ['form-fields', 'dependent-primary-info', enrollmentId] as const;

/** GET /get-form-fields-dependent-primary-info: data.result and data.disclaimer. */
export const dependentFormFieldsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: dependentFormFieldsQueryKey(enrollmentId),
    queryFn: async ({ signal }) => {
      const fields = await apiGet<FormFields>(
        '/get-form-fields-dependent-primary-info',
        { enrollment_id: enrollmentId },
        { signal },
      );
      await linearPatternsFor(fields.result);
      return fields;
    },
    staleTime: 30_000,
  });

/** Tier (temp filter_info), premier flag (get-more-requirement), IHA (get-cart-plan-info). */
async function getDependentContext(enrollmentId: string, signal?: AbortSignal): Promise<DependentContext> {
  const q = { enrollment_id: enrollmentId };
  const [filter, more, cart] = await Promise.all([
    apiGet<{ result: unknown }>('/get-enrollment-temp-info', { ...q, column: 'filter_info' }, { signal }),
    apiGet<MoreRequirement>('/get-more-requirement', q, { signal }),
    apiGet<CartPlanInfoData>('/get-cart-plan-info', q, { signal }),
  ]);
  const tier = isPlainObject(filter.result) && typeof filter.result.tier === 'string' ? filter.result.tier : null;
  return {
    tier,
    premier: more.result,
    iha: cart.is_IHA,
    existingMember: storage.get('enroll_type') === 'existing-member',
  };
}

export const dependentContextQueryKey = (enrollmentId: string) => ['dependent-context', enrollmentId] as const;

export const dependentContextQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: dependentContextQueryKey(enrollmentId),
    queryFn: ({ signal }) => getDependentContext(enrollmentId, signal),
    staleTime: 30_000,
  });

/**
 * The questions each dependent answers: asked only when check-tab-required says the health tab is
 * required (002 sections 3 and 7), then get-health-questions-dependent-info; otherwise null.
 */
async function getDependentHealthQuestions(
  enrollmentId: string,
  signal?: AbortSignal,
): Promise<HealthQuestionSet | null> {
  const check = await apiGet<CheckTabRequiredData>(
    '/check-tab-required',
    { enrollment_id: enrollmentId, tab_name: 'primary_health_info' },
    { signal },
  );
  return check.result.required ? getDependentQuestions(enrollmentId, signal) : null;
}

export const dependentHealthQuestionsQueryKey = (enrollmentId: string) =>
  ['dependent-health-questions', enrollmentId] as const;

export const dependentHealthQuestionsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: dependentHealthQuestionsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getDependentHealthQuestions(enrollmentId, signal),
    staleTime: 30_000,
  });

const itemsOf = (value: unknown): DependentItem[] =>
  Array.isArray(value)
    ? value.filter((d): d is DependentItem => isPlainObject(d) && isPlainObject(d.primary_info))
    : [];

/**
 * The kept list: the temp store first (what this enrollment saved); an existing member with nothing
 * saved yet loads the dependents on file, as does a temp-info fetch error (002 section 4).
 */
async function getSavedDependents(enrollmentId: string, signal?: AbortSignal): Promise<SavedDependents> {
  const q = { enrollment_id: enrollmentId };
  const existing = async () =>
    storage.get('enroll_type') === 'existing-member'
      ? (await apiGet<ExistingDependentsData>('/get-dependents-existing-user-enrollment', q, { signal })).result
          .dependents
      : [];
  try {
    const saved = await apiGet<{ result: unknown }>(
      '/get-enrollment-temp-info',
      { ...q, column: 'dependent_info' },
      { signal },
    );
    const record = isPlainObject(saved.result) ? saved.result : {};
    const stash =
      isPlainObject(record.stashed_spouse) && isPlainObject(record.stashed_spouse.primary_info)
        ? (record.stashed_spouse as DependentItem)
        : null;
    if (Array.isArray(record.dependents)) return { dependents: itemsOf(record.dependents), stashedSpouse: stash };
    return { dependents: itemsOf(await existing()), stashedSpouse: null };
  } catch {
    try {
      return { dependents: itemsOf(await existing()), stashedSpouse: null };
    } catch {
      return { dependents: [], stashedSpouse: null };
    }
  }
}

export const savedDependentsQueryKey = (enrollmentId: string) => ['saved-dependents', enrollmentId] as const;

export const savedDependentsQueryOptions = (enrollmentId: string) =>
  queryOptions({
    queryKey: savedDependentsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getSavedDependents(enrollmentId, signal),
    staleTime: 30_000,
  });

/** What the route loader prefetches for the step. */
export function dependentStepQueries(enrollmentId: string) {
  return [
    dependentFormFieldsQueryOptions(enrollmentId),
    dependentContextQueryOptions(enrollmentId),
    savedDependentsQueryOptions(enrollmentId),
    dependentHealthQuestionsQueryOptions(enrollmentId),
  ] as const;
}

/** The four reads together (the route loader prefetched them). */
export function useDependentStep(enrollmentId: string) {
  const fields = useSuspenseQuery(dependentFormFieldsQueryOptions(enrollmentId)).data;
  const context = useSuspenseQuery(dependentContextQueryOptions(enrollmentId)).data;
  const saved = useSuspenseQuery(savedDependentsQueryOptions(enrollmentId)).data;
  const healthQuestions = useSuspenseQuery(dependentHealthQuestionsQueryOptions(enrollmentId)).data;
  return { fields, context, saved, healthQuestions };
}
