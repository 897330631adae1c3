import type { PlanCart } from '../../schemas/api/cart';

/**
 * The quote e-mail (000 section 2, Save Cart): the cart's lines and totals with the sender's note, the
 * coverage tier and effective date, and links back to the plans on the storefront it was made on.
 */

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
  /** What the quote is for: the coverage tier's label, the effective date (mm/dd/yyyy) and whether it is chosen yet. */
  coverage: { tier: string | null; effectiveDate: string | null; chosen: boolean };
  /** The storefront the quote was made on (origin and landing, no trailing slash): the way back to its plans. */
  storefrontUrl: string;
}

/** The coverage lines of a quote: tier and effective date. */
function coverageLines({ tier, effectiveDate, chosen }: QuoteInput['coverage']): string[] {
  return [
    ...(tier ? [`Coverage tier: ${tier}`] : []),
    ...(effectiveDate ? [`${chosen ? 'Coverage starts' : 'Coverage can start'} ${effectiveDate}`] : []),
  ];
}

const planUrl = (storefrontUrl: string, planId: number) => `${storefrontUrl}/plan/${planId}`;
const plansUrl = (storefrontUrl: string) => `${storefrontUrl}/plans`;

export const QUOTE_SUBJECT = 'Your benefits quote';

/** The quote as HTML; every value from a user or the catalogue is escaped. */
export function quoteHtml({ name, message, cart, coverage, storefrontUrl }: QuoteInput): string {
  const rows = cart.result
    .map(
      (l) =>
        `<tr><td><a href="${escapeHtml(planUrl(storefrontUrl, l.plan_id))}">${escapeHtml(l.plan_name)}</a></td>` +
        `<td align="right">${usd.format(l.price)}</td></tr>`,
    )
    .join('');
  const covers = coverageLines(coverage).map(escapeHtml).join('<br>');
  const note = message.trim() ? `<p>${escapeHtml(message.trim()).replace(/\n/g, '<br>')}</p>` : '';
  const special = cart.special_message
    ? `<p><small>${escapeHtml(cart.special_message).replace(/\n/g, '<br>')}</small></p>`
    : '';
  return [
    `<p>Hello ${escapeHtml(name)},</p>`,
    note,
    '<p>Here is the quote for the plans in your cart:</p>',
    covers ? `<p>${covers}</p>` : '',
    `<table><thead><tr><th align="left">Plan</th><th align="right">Monthly price</th></tr></thead><tbody>${rows}</tbody></table>`,
    `<p>First month cost: ${usd.format(cart.initial_month_cost)}<br>Recurring monthly cost: ${usd.format(cart.recurring_month_cost)}</p>`,
    special,
    `<p><a href="${escapeHtml(plansUrl(storefrontUrl))}">See these plans and enroll</a>: ${escapeHtml(plansUrl(storefrontUrl))}</p>`,
  ].join('');
}

/** The same quote as plain text. */
export function quoteText({ name, message, cart, coverage, storefrontUrl }: QuoteInput): string {
  const lines = cart.result.map(
    (l) => `- ${l.plan_name}: ${usd.format(l.price)} per month (${planUrl(storefrontUrl, l.plan_id)})`,
  );
  return [
    `Hello ${name},`,
    ...(message.trim() ? ['', message.trim()] : []),
    '',
    'Here is the quote for the plans in your cart:',
    ...coverageLines(coverage),
    ...lines,
    '',
    `First month cost: ${usd.format(cart.initial_month_cost)}`,
    `Recurring monthly cost: ${usd.format(cart.recurring_month_cost)}`,
    ...(cart.special_message ? ['', cart.special_message] : []),
    '',
    `See these plans and enroll: ${plansUrl(storefrontUrl)}`,
  ].join('\n');
}
