import { confirmationNumber, MESSAGES, receiptGreeting } from '../../schemas/messages';
import { formatUsd } from '../../schemas/money';
import { normalizeDate } from '../../schemas/dates';
import { cartTotals } from '../domain/totals';
import type { CartLineView } from '../repositories/cart';
import type { PolicyRow } from '../repositories/policies';
import { escapeHtml } from './quote-content';
import type { MailMessage } from './mail';

/**
 * The 'Enrollment Receipt' e-mail (002 section 2: sent to the customer and client; a completion
 * e-mail is promised within 10 minutes of finishing). Built from the policy and the cart it came from.
 */

export interface ReceiptMailInput {
  name: string;
  /** The policy's id (its confirmation number) and effective date: known before the policy is written. */
  policy: Pick<PolicyRow, 'id' | 'effectiveDate'>;
  lines: readonly Pick<CartLineView, 'planName' | 'monthlyCents'>[];
}

/** Subject, text and HTML of the receipt for one recipient. */
export function receiptMail(to: string, input: ReceiptMailInput): MailMessage {
  const totals = cartTotals(input.lines.map((l) => ({ monthly_cents: l.monthlyCents })));
  const effective = normalizeDate(input.policy.effectiveDate);
  const confirmation = confirmationNumber(input.policy.id);
  const rows = input.lines.map((l) => `${l.planName}: ${formatUsd(l.monthlyCents)}`);
  const text = [
    `${receiptGreeting(input.name)} for your enrollment.`,
    `Confirmation number: ${confirmation}`,
    `Effective date: ${effective}`,
    '',
    ...rows,
    '',
    `First Month Total Cost: ${formatUsd(totals.initial_month_cents)}`,
    `Recurring Monthly Cost: ${formatUsd(totals.recurring_month_cents)}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(receiptGreeting(input.name))} for your enrollment.</p>`,
    `<p>Confirmation number: <strong>${escapeHtml(confirmation)}</strong><br>Effective date: ${escapeHtml(effective)}</p>`,
    '<table>',
    ...input.lines.map(
      (l) => `<tr><td>${escapeHtml(l.planName)}</td><td align="right">${formatUsd(l.monthlyCents)}</td></tr>`,
    ),
    `<tr><th align="left">First Month Total Cost</th><td align="right">${formatUsd(totals.initial_month_cents)}</td></tr>`,
    `<tr><th align="left">Recurring Monthly Cost</th><td align="right">${formatUsd(totals.recurring_month_cents)}</td></tr>`,
    '</table>',
  ].join('\n');
  return { to, kind: 'receipt', subject: `${MESSAGES.enrollmentReceipt} ${confirmation}`, text, html };
}
