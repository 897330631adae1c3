import { describe, expect, it } from 'vitest';
import { administrativeFeeCents, membershipRequired, withAdministrativeFee } from './fees';
import { demoPlan } from '../../tests/helpers/demo-catalogue';

describe('administrative fee', () => {
  it('adds 3% to prudential-type plans only, rounded to the cent', () => {
    expect(administrativeFeeCents(demoPlan(133), 2900)).toBe(87);
    expect(withAdministrativeFee(demoPlan(133), 2900)).toBe(2987);
    expect(administrativeFeeCents(demoPlan(133), 1050)).toBe(32); // 31.5 rounds up
    expect(withAdministrativeFee(demoPlan(131), 2400)).toBe(2400);
  });
});

describe('membership', () => {
  it('requires a membership for 133 until one is in the cart', () => {
    expect(membershipRequired(demoPlan(133), [demoPlan(101)])).toBe(true);
    expect(membershipRequired(demoPlan(133), [demoPlan(261)])).toBe(false);
    expect(membershipRequired(demoPlan(131), [])).toBe(false);
  });
});
