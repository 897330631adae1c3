/**
 * Bundles on /plans (000 section 4): bundle plans are bucketed by bundle_plan_count 2, 3, 4 and 5,
 * each bucket under its own heading (categories.ts BUNDLE_HEADINGS); other plans list as
 * returned. The plan listing page groups its cards with it.
 */

const BUNDLE_SIZES = [2, 3, 4, 5] as const;
type BundleSize = (typeof BUNDLE_SIZES)[number];

interface BundleBuckets<P> {
  /** Buckets in size order, only the non-empty ones. */
  buckets: Array<{ size: BundleSize; plans: P[] }>;
  /** Plans that are not bundles, in their given order. */
  others: P[];
}

/** True for a bundle size the specification names (2 to 5). */
function isBundleSize(n: unknown): n is BundleSize {
  return typeof n === 'number' && (BUNDLE_SIZES as readonly number[]).includes(n);
}

/** Splits plans into bundle buckets by bundle_plan_count (keeping order inside each) and the rest. */
export function bucketBundles<P extends { bundle_plan_count: number | null }>(plans: readonly P[]): BundleBuckets<P> {
  const bySize = new Map<BundleSize, P[]>();
  const others: P[] = [];
  for (const plan of plans) {
    const n = plan.bundle_plan_count;
    if (isBundleSize(n)) bySize.set(n, [...(bySize.get(n) ?? []), plan]);
    else others.push(plan);
  }
  return {
    buckets: BUNDLE_SIZES.flatMap((size) => {
      const sized = bySize.get(size);
      return sized ? [{ size, plans: sized }] : [];
    }),
    others,
  };
}
