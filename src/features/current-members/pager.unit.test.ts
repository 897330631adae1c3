import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cursorOf, pageCountOf, pageNumberOf, shownRange } from './pager';

describe('the keyset pager of the member tables', () => {
  it('numbers pages by the cursors opened and takes the newest as the current one', () => {
    expect(pageNumberOf([])).toBe(1);
    expect(cursorOf([])).toBeUndefined();
    expect(pageNumberOf(['a', 'b'])).toBe(3);
    expect(cursorOf(['a', 'b'])).toBe('b');
  });

  it('says which rows a page shows, 5 to a page', () => {
    expect(shownRange([], 5)).toEqual({ from: 1, to: 5 });
    expect(shownRange(['a'], 5)).toEqual({ from: 6, to: 10 });
    expect(shownRange(['a', 'b'], 2)).toEqual({ from: 11, to: 12 });
    expect(shownRange(['a'], 0)).toBeNull();
    expect(pageCountOf(12)).toBe(3);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(70_000, 50)).toBe(1_400);
  });

  it('the ranges of consecutive full pages meet without gap or overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 1, max: 200 }), (opened, size) => {
        const trail = Array.from({ length: opened }, (_, i) => `c${i}`);
        const here = shownRange(trail, size, size)!;
        const next = shownRange([...trail, 'n'], 1, size)!;
        expect(next.from).toBe(here.to + 1);
      }),
    );
  });
});
