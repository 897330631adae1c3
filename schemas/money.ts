/** Money is kept in integer cents everywhere; these convert it for the contract and the screen. */

/** Cents as a dollar number with two decimals (the contract's price fields): 3987 -> 39.87. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

// One formatter for every call: building an Intl.NumberFormat costs far more than formatting with it.
const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** Cents as US dollars with cents for display: 123456 -> '$1,234.56'. */
export function formatUsd(cents: number): string {
  return USD.format(Math.round(cents) / 100);
}

/** A contract dollar amount (number) for display: 39.87 -> '$39.87'. */
export function formatDollars(dollars: number): string {
  return formatUsd(Math.round(dollars * 100));
}
