import type { PlanCart } from '../../schemas/api/cart';

/** The quote e-mail (000 section 2, Save Cart): the cart's lines and totals with the sender's note. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface QuoteInput {
  name: string;
  message: string;
  cart: Pick<PlanCart, 'result' | 'initial_month_cost' | 'recurring_month_cost' | 'special_message'>;
}

export const QUOTE_SUBJECT = 'Your benefits quote';

/** The quote as HTML; every value from a user or the catalogue is escaped. */
export function quoteHtml({ name, message, cart }: QuoteInput): string {
  const rows = cart.result
    .map((l) => `<tr><td>${escapeHtml(l.plan_name)}</td><td align="right">${usd.format(l.price)}</td></tr>`)
    .join('');
  const note = message.trim() ? `<p>${escapeHtml(message.trim()).replace(/\n/g, '<br>')}</p>` : '';
  const special = cart.special_message
    ? `<p><small>${escapeHtml(cart.special_message).replace(/\n/g, '<br>')}</small></p>`
    : '';
  return [
    `<p>Hello ${escapeHtml(name)},</p>`,
    note,
    '<p>Here is the quote for the plans in your cart:</p>',
    `<table><thead><tr><th align="left">Plan</th><th align="right">Monthly price</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>First month cost: ${usd.format(cart.initial_month_cost)}<br>Recurring monthly cost: ${usd.format(cart.recurring_month_cost)}</p>`,
    special,
  ].join('');
}

/** The same quote as plain text. */
export function quoteText({ name, message, cart }: QuoteInput): string {
  const lines = cart.result.map((l) => `- ${l.plan_name}: ${usd.format(l.price)} per month`);
  return [
    `Hello ${name},`,
    ...(message.trim() ? ['', message.trim()] : []),
    '',
    'Here is the quote for the plans in your cart:',
    ...lines,
    '',
    `First month cost: ${usd.format(cart.initial_month_cost)}`,
    `Recurring monthly cost: ${usd.format(cart.recurring_month_cost)}`,
    ...(cart.special_message ? ['', cart.special_message] : []),
  ].join('\n');
}
