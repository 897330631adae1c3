/** Demo carriers (all fictional). `message` is the carrier's cart/agreement special message. */
export const CARRIERS = [
  { id: 1, code: 'BSD', name: 'Brightsmile Dental Mutual' },
  { id: 2, code: 'CVV', name: 'ClearView Vision Company' },
  { id: 3, code: 'KHA', name: 'Keystone Health Assurance' },
  {
    id: 4,
    code: 'PBP',
    name: 'Premier Benefit Partners',
    message:
      'Premier (L713) plans are billed together with their companion benefit; the net price shown is the amount you pay each month.',
  },
  {
    id: 5,
    code: 'TUB',
    name: 'Trades United Benefit Trust',
    message:
      'The monthly price of this union plan includes: union dues $25.00, annuity fund $10.00, billing fees $30.00, association member fees (Single $50, Member+Spouse $100, Member+Child(ren) $100, Family $150) and marketer fees averaging $77.00 to $150.00.',
  },
  { id: 6, code: 'HBL', name: 'Harborline Life Insurance Company' },
  {
    id: 7,
    code: 'MML',
    name: 'Meridian Mutual Life',
    message:
      'Quotes, prices and/or rates displayed include 3% Administrative fees. Optional Life plans are dependent on Medical Underwriting Approval.',
  },
  { id: 8, code: 'IHA', name: 'Independent Health Alliance' },
  { id: 9, code: 'RXS', name: 'RxSaver Network' },
  { id: 10, code: 'TCN', name: 'TeleCare Now' },
  { id: 11, code: 'SFS', name: 'Sunfield Supplemental Insurance' },
  { id: 12, code: 'SIP', name: 'Steadfast Income Protection' },
  { id: 13, code: 'PAW', name: 'Pawsure Pet Insurance' },
  { id: 14, code: 'NWA', name: 'National Wellness Association' },
  { id: 15, code: 'OEB', name: 'OpenEnroll Benefit Bundles' },
] as const satisfies ReadonlyArray<{ id: number; code: string; name: string; message?: string }>;

export type CarrierCode = (typeof CARRIERS)[number]['code'];

/** The carrier's logo file under public/img/carriers. */
export function carrierLogo(code: CarrierCode): string {
  return `/img/carriers/${code.toLowerCase()}.svg`;
}

/** Carrier id by code. */
export function carrierId(code: CarrierCode): number {
  const found = CARRIERS.find((c) => c.code === code);
  if (!found) throw new Error(`unknown carrier ${code}`);
  return found.id;
}
