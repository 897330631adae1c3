import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isPlainObject } from '../../schemas/field-values';
import { apiGet } from '../../src/lib/api-client';

type Beneficiary = Record<string, unknown>;

/** Existing-user beneficiaries first (dob mapped to birthdate); on error, the saved temp info (001 section 4). */
export async function getSavedBeneficiaries(enrollmentId: string, signal?: AbortSignal): Promise<Beneficiary[]> {
  try {
    const existing = await apiGet<{ result: Beneficiary[] }>(
      '/get-beneficiaries-existing-user-enrollment',
      { enrollment_id: enrollmentId },
      { signal },
    );
    if (existing.result.length > 0)
      return existing.result.map(({ dob, ...rest }) => ({ ...rest, birthdate: rest.birthdate ?? dob }));
  } catch {
    // 'if that call errors, saved temp info is loaded instead'.
  }
  try {
    const saved = await apiGet<{ result: unknown }>(
      '/get-enrollment-temp-info',
      { enrollment_id: enrollmentId, column: 'benificiary_info' },
      { signal },
    );
    const list = isPlainObject(saved.result) ? saved.result.beneficiaries : undefined;
    return Array.isArray(list) ? list.filter(isPlainObject) : [];
  } catch {
    return [];
  }
}

export const savedBeneficiariesQueryKey = (enrollmentId: string) => ['saved-beneficiaries', enrollmentId] as const;

export function savedBeneficiariesQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: savedBeneficiariesQueryKey(enrollmentId),
    queryFn: ({ signal }) => getSavedBeneficiaries(enrollmentId, signal),
    staleTime: 30_000,
  });
}

export function useSavedBeneficiaries(enrollmentId: string) {
  return useSuspenseQuery(savedBeneficiariesQueryOptions(enrollmentId));
}
