const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Money as US dollars with cents: 38 -> '$38.00'. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}
