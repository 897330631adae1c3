import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BillDateData,
  BillingTextData,
  ExistingBankData,
  ExistingCardData,
  PaymentMethodData,
  RoutingLookupData,
} from './module-api';
import type { SaveStepData } from '../../schemas/api/wizard';
import { apiGet, apiPost } from '../../src/lib/api-client';
import { formFieldsQueryOptions } from '../../src/wizard/api/get-form-fields';

/** The Billing Information calls (002 section 7), one small fetcher and query each. */

/** The descriptors' call is get-form-fields-billing-info, not the route's name (billing-information). */
export const BILLING_FIELDS_CALL = 'billing-info';

const byEnrollment = (enrollmentId: string) => ({ enrollment_id: enrollmentId });

export const billingQueryKey = (enrollmentId: string, call: string) => ['billing', enrollmentId, call] as const;

/** GET /get-payment-method: the enrollment's method and the payment types it offers. */
export function paymentMethodQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: billingQueryKey(enrollmentId, 'payment-method'),
    queryFn: ({ signal }) => apiGet<PaymentMethodData>('/get-payment-method', byEnrollment(enrollmentId), { signal }),
  });
}

/** GET /get-bill-date: 'Nth of month' options and the default. */
export const billDatesQueryKey = ['bill-dates'] as const;

export function billDatesQueryOptions() {
  return queryOptions({
    queryKey: billDatesQueryKey,
    queryFn: ({ signal }) => apiGet<BillDateData>('/get-bill-date', undefined, { signal }),
    staleTime: Infinity,
  });
}

/** GET /get-billing-text: merchant billing text and the EFT authorization. */
export function billingTextQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: billingQueryKey(enrollmentId, 'text'),
    queryFn: ({ signal }) => apiGet<BillingTextData>('/get-billing-text', byEnrollment(enrollmentId), { signal }),
  });
}

// Existing banks and cards are a signed-in rep's or group administrator's to see: any refusal is an empty list.
async function orEmpty<T>(load: Promise<{ result: T[] }>): Promise<T[]> {
  try {
    return (await load).result;
  } catch {
    return [];
  }
}

/** GET /get-existing-bank-info and /get-existing-card-info, masked by the server. */
export function existingPaymentQueryOptions(enrollmentId: string) {
  return queryOptions({
    queryKey: billingQueryKey(enrollmentId, 'existing'),
    queryFn: async ({ signal }) => {
      const [banks, cards] = await Promise.all([
        orEmpty(apiGet<ExistingBankData>('/get-existing-bank-info', byEnrollment(enrollmentId), { signal })),
        orEmpty(apiGet<ExistingCardData>('/get-existing-card-info', byEnrollment(enrollmentId), { signal })),
      ]);
      return { banks, cards };
    },
  });
}

export const usePaymentMethod = (enrollmentId: string) => useQuery(paymentMethodQueryOptions(enrollmentId));
export const useBillDates = () => useQuery(billDatesQueryOptions());
export const useBillingText = (enrollmentId: string) => useQuery(billingTextQueryOptions(enrollmentId));
export const useExistingPayment = (enrollmentId: string) => useQuery(existingPaymentQueryOptions(enrollmentId));

/** GET /routing-number-bank-lookup?q: the bank's name, or an ApiRequestError with the server's message. */
export async function lookupRoutingBank(routing: string): Promise<string> {
  const data = await apiGet<RoutingLookupData>('/routing-number-bank-lookup', { q: routing });
  return data.response.name;
}

/** GET /get-enrollment-temp-info column contact_info: the address 'Choose physical address' copies. */
export async function getContactInfo(enrollmentId: string): Promise<Record<string, unknown> | null> {
  const data = await apiGet<{ result: Record<string, unknown> | null }>('/get-enrollment-temp-info', {
    enrollment_id: enrollmentId,
    column: 'contact_info',
  });
  return data.result;
}

/** POST /save-billing-info: payment method, bill date and the bank or card fields. */
export function saveBillingInfo(enrollmentId: string, payload: Record<string, unknown>): Promise<SaveStepData> {
  return apiPost<SaveStepData>('/save-billing-info', { ...payload, enrollment_id: enrollmentId });
}

/** POST /save-billing-info-existing: a bank or card on file. */
export function saveBillingInfoExisting(enrollmentId: string, payload: Record<string, unknown>): Promise<SaveStepData> {
  return apiPost<SaveStepData>('/save-billing-info-existing', { ...payload, enrollment_id: enrollmentId });
}

/** What the route loader prefetches for the billing page (descriptors, payment method, texts). */
export function billingStepQueries(enrollmentId: string) {
  return [
    formFieldsQueryOptions(BILLING_FIELDS_CALL, enrollmentId),
    paymentMethodQueryOptions(enrollmentId),
    billingTextQueryOptions(enrollmentId),
    billDatesQueryOptions(),
  ];
}
