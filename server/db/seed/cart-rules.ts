import { singlePlanCategories } from '../schema';
import type { SeedContext } from './context';

/**
 * One plan per coverage in a cart: the primary coverages a person holds one of. Two dental or two
 * vision plans pay twice for one set of teeth or eyes (the second carrier coordinates benefits
 * down to little or nothing); a major medical plan and an HSA-qualified one are both the
 * person's medical insurance; limited medical plans, guaranteed-issue or not, are the same kind.
 * Supplemental, indemnity, life, disability, pet, Rx and telemedicine plans stack by design and
 * are not listed.
 */
export async function seedCartRules({ tx }: SeedContext): Promise<void> {
  await tx.insert(singlePlanCategories).values([
    { category: 'DENTAL', coverage: 'dental' },
    { category: 'VISION', coverage: 'vision' },
    { category: 'MEDICAL', coverage: 'major medical' },
    { category: 'hsa', coverage: 'major medical' },
    { category: 'LIMITEDMED', coverage: 'limited medical' },
    { category: 'GUARANTEED', coverage: 'limited medical' },
  ]);
}
