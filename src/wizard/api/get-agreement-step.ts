import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { AgreementTextsData } from '../../../schemas/api/agreement';
import { apiGet } from '../../lib/api-client';
import { formFieldsQueryOptions, useFormFields } from './get-form-fields';

/** The agreement step's calls are named by its tab (…-agreement-info), not by its route (agreement-signature). */
export const AGREEMENT_API_NAME = 'agreement-info';

/** GET /get-agreement-texts?enrollment_id: the texts to accept, the carriers' message and the L713 net price. */
export function getAgreementTexts(enrollmentId: string, signal?: AbortSignal): Promise<AgreementTextsData> {
  return apiGet<AgreementTextsData>('/get-agreement-texts', { enrollment_id: enrollmentId }, { signal });
}

export const agreementTextsQueryKey = (enrollmentId: string) => ['agreement-texts', enrollmentId] as const;

export function agreementTextsQueryOptions(enrollmentId: string) {
  return queryOptions({ queryKey: agreementTextsQueryKey(enrollmentId), queryFn: ({ signal }) => getAgreementTexts(enrollmentId, signal), staleTime: 30_000 });
}

export function useAgreementTexts(enrollmentId: string) {
  return useSuspenseQuery(agreementTextsQueryOptions(enrollmentId));
}

/** GET /get-form-fields-agreement-info through the shared descriptor query. */
export const agreementFieldsQueryOptions = (enrollmentId: string) => formFieldsQueryOptions(AGREEMENT_API_NAME, enrollmentId);
export const useAgreementFields = (enrollmentId: string) => useFormFields(AGREEMENT_API_NAME, enrollmentId);
