import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { deriveTier, maxChildrenFor, tierCovers } from './tier';

describe('deriveTier', () => {
  it('follows the quote form rule', () => {
    expect(deriveTier({ hasSpouse: true, children: 2 })).toBe('IF');
    expect(deriveTier({ hasSpouse: true, children: 0 })).toBe('IS');
    expect(deriveTier({ hasSpouse: false, children: 1 })).toBe('IC');
    expect(deriveTier({ hasSpouse: false, children: 0 })).toBe('IO');
  });

  it('always answers a tier that covers exactly the family it was given', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 12 }), (hasSpouse, children) => {
        const covers = tierCovers(deriveTier({ hasSpouse, children }));
        expect(covers).toEqual({ spouse: hasSpouse, children: children > 0 });
      }),
    );
  });
});

describe('maxChildrenFor', () => {
  it('offers 8 children for Family and 9 otherwise', () => {
    expect(maxChildrenFor('IF')).toBe(8);
    expect(maxChildrenFor('IC')).toBe(9);
  });
});
