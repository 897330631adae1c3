import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageRows, pagerItems } from './pager';

describe('pagerItems', () => {
  it('abbreviates long page lists around the current page', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pagerItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(pagerItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('always lists first, last and current page in order, never two gaps in a row', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 }), (total, raw) => {
        const current = Math.min(raw, total);
        const items = pagerItems(current, total);
        const pages = items.filter((i): i is number => i !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(items.some((i, k) => i === 'gap' && items[k + 1] === 'gap')).toBe(false);
      }),
    );
  });
});

describe('pageRows', () => {
  it('slices 5 rows per page', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(pageRows(rows, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageRows(rows, 3)).toEqual([10, 11]);
    expect(pageRows(rows, 9)).toEqual([10, 11]);
  });
});
