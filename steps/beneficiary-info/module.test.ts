import { describe, expect, it } from 'vitest';
import type { FieldDescriptor } from '../../schemas/descriptors';
import { normalizeDescriptors } from '../../schemas/descriptors';
import { MESSAGES } from '../../schemas/messages';
import { beneficiaryListErrors, canContinueBeneficiaries, hideBeneficiaryMiddleName } from './module';

const req = (...names: string[]): FieldDescriptor[] =>
  names.map((field_name) => ({ field_name, value: null, required: 1, read_only: 0 }));

describe('beneficiaries', () => {
  const b = (p: string) => ({ first_name: 'A', beneficiary_percentage: p });
  it('answers the list rules with the specification messages', () => {
    expect(beneficiaryListErrors([])).toEqual([
      { target_element: 'beneficiaries', error_message: MESSAGES.addBeneficiariesFirst },
    ]);
    expect(beneficiaryListErrors([b('60'), b('40')])).toEqual([]);
    expect(beneficiaryListErrors([b('60'), b('50')]).map((e) => e.error_message)).toEqual([
      'Your total Beneficiary Percentage is 110 and it Should not be more than 100%',
    ]);
    expect(beneficiaryListErrors([b('10'), b('10'), b('10')]).map((e) => e.error_message)).toEqual([
      MESSAGES.maxBeneficiaries,
      'Your total Beneficiary Percentage is 30 and it Should not be less than 100%',
    ]);
    expect(beneficiaryListErrors([b('25'), b('25'), b('25'), b('25')]).map((e) => e.error_message)).toEqual([
      MESSAGES.maxBeneficiaries,
    ]);
  });
  it('decides when Add and Next show', () => {
    expect(canContinueBeneficiaries([b('100')])).toBe(true);
    expect(canContinueBeneficiaries([b('99')])).toBe(false);
  });
  it('never shows the middle name', () => {
    const list = hideBeneficiaryMiddleName(normalizeDescriptors(req('first_name', 'middle_name')));
    expect(list.find((x) => x.field_name === 'middle_name')?.visible).toBe(false);
  });
});
