import { normalizeDate } from '../../schemas/dates';
import { centsToDollars } from '../../schemas/money';
import type { InvoiceData } from '../../schemas/api/review';
import type { Db } from '../db/client';
import { cartTotals } from '../domain/totals';
import { usDateToIso } from '../domain/filters';
import {
  findInvoice,
  insertInvoiceOnce,
  policyPlanPrices,
  type InvoiceRow,
  type PolicyRow,
} from '../repositories/policies';

/**
 * Invoice generation (the contract's autoInvoiceGeneration, 002 section 7): one invoice per policy
 * per effective date, for the first month's total of the policy's plans. A deployment with a
 * billing system replaces this module behind the same two functions.
 */

export type InvoiceOutcome = { ok: true; invoice: InvoiceRow } | { ok: false; reason: 'date-mismatch' };

/** 'mm/dd/yyyy' or 'yyyy-mm-dd' as the date column's 'yyyy-mm-dd' (null when it is not a real date). */
function isoDay(value: string): string | null {
  return usDateToIso(normalizeDate(value));
}

/** True when the receipt should still ask for the invoice of this policy's effective date. */
export async function invoicePending(db: Db, policy: PolicyRow): Promise<boolean> {
  return (await findInvoice(db, policy.id, policy.effectiveDate)) === null;
}

/**
 * Generates (or finds) the invoice of a policy for its effective date; another date is refused,
 * because a policy is billed from the date it was enrolled for.
 */
export async function generateInvoice(db: Db, policy: PolicyRow, effectiveDate: string): Promise<InvoiceOutcome> {
  if (isoDay(effectiveDate) !== policy.effectiveDate) return { ok: false, reason: 'date-mismatch' };
  const totals = cartTotals((await policyPlanPrices(db, policy.id)).map((cents) => ({ monthly_cents: cents })));
  return {
    ok: true,
    invoice: await insertInvoiceOnce(db, policy.id, policy.effectiveDate, totals.initial_month_cents),
  };
}

/** The invoice as the answer shows it (amount in dollars, date mm/dd/yyyy). */
export function invoiceView(invoice: InvoiceRow): InvoiceData {
  return {
    invoice_id: invoice.id,
    policy_id: invoice.policyId,
    effective_date: normalizeDate(invoice.effectiveDate),
    amount: centsToDollars(invoice.amountCents),
    status: invoice.status,
  };
}
