import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketBundles } from './bundles';

const plan = (id: number, n: number | null) => ({ plan_id: id, bundle_plan_count: n });

describe('bundle buckets', () => {
  it('buckets bundles by bundle_plan_count 2, 3, 4 and 5 in size order, keeping order inside', () => {
    const { buckets, others } = bucketBundles([
      plan(1, 5),
      plan(2, 2),
      plan(3, null),
      plan(4, 3),
      plan(5, 2),
      plan(6, 4),
    ]);
    expect(buckets.map((b) => [b.size, b.plans.map((p) => p.plan_id)])).toEqual([
      [2, [2, 5]],
      [3, [4]],
      [4, [6]],
      [5, [1]],
    ]);
    expect(others.map((p) => p.plan_id)).toEqual([3]);
  });

  it('leaves out empty buckets and lists counts outside 2-5 with the other plans', () => {
    const { buckets, others } = bucketBundles([plan(1, 3), plan(2, 6), plan(3, 1)]);
    expect(buckets.map((b) => b.size)).toEqual([3]);
    expect(others.map((p) => p.plan_id)).toEqual([2, 3]);
  });

  it('loses and duplicates no plan', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 7 }), { nil: null })), (counts) => {
        const plans = counts.map((n, i) => plan(i, n));
        const { buckets, others } = bucketBundles(plans);
        const ids = [...buckets.flatMap((b) => b.plans), ...others].map((p) => p.plan_id).sort((a, b) => a - b);
        expect(ids).toEqual(plans.map((p) => p.plan_id));
        for (const b of buckets) expect(b.plans.every((p) => p.bundle_plan_count === b.size)).toBe(true);
      }),
    );
  });
});
