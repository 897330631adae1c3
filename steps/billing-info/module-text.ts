/**
 * The billing texts of 002 section 9: the EFT authorization shown above the bank fields and the
 * merchant billing text (GET /get-billing-text). The constants are the specification's; the
 * merchant name is the storefront's.
 */
/** The name charges appear under on statements. */
export const BILLING_MERCHANT = 'OpenEnroll Benefits';

export const BILLING_CONSTANTS = {
  /** 'EFT initial payment within 5 days of enrollment'. */
  eftInitialPaymentDays: 5,
  /** '$30 insufficient-funds fee'. */
  insufficientFundsFee: '$30',
  /** 'stop payment three business days before'. */
  stopPaymentBusinessDays: 'three',
} as const;

/** The authorization text of the EFT section. */
export function eftAuthorizationText(merchant: string): string {
  const c = BILLING_CONSTANTS;
  return (
    `I authorize ${merchant} to draft my first payment from the account below within ${c.eftInitialPaymentDays} days of enrollment, ` +
    `and each month's premium on the billing date I choose, until I cancel in writing. There is no monthly charge for EFT.`
  );
}

/** The merchant billing text (data.text of get-billing-text). */
export function merchantBillingText(merchant: string): string {
  const c = BILLING_CONSTANTS;
  return (
    `Charges appear on your statement as ${merchant}. Your initial EFT payment is drafted within ${c.eftInitialPaymentDays} days of enrollment; ` +
    `there is no monthly charge for EFT. A ${c.insufficientFundsFee} fee applies to any payment returned for insufficient funds. ` +
    `To stop a payment, contact us at least ${c.stopPaymentBusinessDays} business days before the billing date.`
  );
}

/**
 * The merchant billing text for a card (card_text of get-billing-text): the same statement name and
 * stop-payment notice, without the EFT draft, its monthly charge or the returned-payment fee.
 */
export function merchantCardBillingText(merchant: string): string {
  const c = BILLING_CONSTANTS;
  return (
    `Charges appear on your statement as ${merchant}. Your card is charged each month's premium on the billing date you choose. ` +
    `To stop a payment, contact us at least ${c.stopPaymentBusinessDays} business days before the billing date.`
  );
}
