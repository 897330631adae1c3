import type { InvoiceData } from '../../../../schemas/api/review';
import { apiPost } from '../../../lib/api-client';

/** POST /autoInvoiceGeneration {effectiveDate, policy_id}: the invoice of the policy (one per effective date). */
export function autoInvoiceGeneration(policyId: number, effectiveDate: string): Promise<InvoiceData> {
  return apiPost<InvoiceData>('/autoInvoiceGeneration', { effectiveDate, policy_id: policyId });
}
