import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AgreementTextsData } from '../../schemas/api/agreement';
import { isPlainObject } from '../../schemas/field-values';
import { getStepTempInfo } from '../../src/wizard/api/get-step-temp-info';
import { apiGet } from '../../src/lib/api-client';
import { formFieldsQueryOptions, useFormFields } from '../../src/wizard/api/get-form-fields';

/** The agreement step's calls are named by its tab (…-agreement-info), not by its route (agreement-signature). */
export const AGREEMENT_API_NAME = 'agreement-info';

/** GET /get-agreement-texts?enrollment_id: the texts to accept, the carriers' message and the L713 net price. */
export function getAgreementTexts(enrollmentId: string, signal?: AbortSignal): Promise<AgreementTextsData> {
  return apiGet<AgreementTextsData>('/get-agreement-texts', { enrollment_id: enrollmentId }, { signal });
}

export const agreementTextsQueryKey = (enrollmentId: string) => ['agreement-texts', enrollmentId] as const;

export function agreementTextsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: agreementTextsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getAgreementTexts(enrollmentId, signal),
    staleTime: 30_000,
  });
}

export function useAgreementTexts(enrollmentId: string) {
  return useSuspenseQuery(agreementTextsQueryOptions(enrollmentId));
}

/** GET /get-form-fields-agreement-info through the shared descriptor query. */
export const agreementFieldsQueryOptions = (enrollmentId: string) =>
  formFieldsQueryOptions(AGREEMENT_API_NAME, enrollmentId);
export const useAgreementFields = (enrollmentId: string) => useFormFields(AGREEMENT_API_NAME, enrollmentId);

/** The texts accepted by the last save (get-enrollment-temp-info column aggrement_info), so a return from review keeps them. */
export async function getAcceptedAgreements(enrollmentId: string, signal?: AbortSignal): Promise<number[]> {
  try {
    const saved = await getStepTempInfo(enrollmentId, 'aggrement_info', signal);
    const list = isPlainObject(saved) ? saved.accepted_agreements : undefined;
    return Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    // Nothing saved reads the same as a failed read: every box starts unchecked.
    return [];
  }
}

export const acceptedAgreementsQueryKey = (enrollmentId: string) => ['agreement-accepted', enrollmentId] as const;

export function acceptedAgreementsQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: acceptedAgreementsQueryKey(enrollmentId),
    queryFn: ({ signal }) => getAcceptedAgreements(enrollmentId, signal),
    staleTime: 30_000,
  });
}

export function useAcceptedAgreements(enrollmentId: string) {
  return useSuspenseQuery(acceptedAgreementsQueryOptions(enrollmentId));
}
