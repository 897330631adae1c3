import type { TierCode } from '../../schemas/categories';

/** What the quote form knows about the family (000 section 4, quote form). */
export interface FamilyShape {
  /** A spouse is added (Add Spouse, or a spouse date of birth is given). */
  hasSpouse: boolean;
  /** Number of dependent children; never below 0. */
  children: number;
}

/** The quote form's tier rule: spouse and children IF, spouse only IS, children only IC, else IO. */
export function deriveTier({ hasSpouse, children }: FamilyShape): TierCode {
  const hasChildren = children > 0;
  if (hasSpouse && hasChildren) return 'IF';
  if (hasSpouse) return 'IS';
  if (hasChildren) return 'IC';
  return 'IO';
}

/** Most children the dependent dialog offers: 1 to 8 for Family, 1 to 9 otherwise (000 section 5). */
export function maxChildrenFor(tier: TierCode): number {
  return tier === 'IF' ? 8 : 9;
}

/** Whether a tier covers a spouse (IS, IF) and children (IC, IF). */
export function tierCovers(tier: TierCode): { spouse: boolean; children: boolean } {
  return { spouse: tier === 'IS' || tier === 'IF', children: tier === 'IC' || tier === 'IF' };
}
