import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { entriesWithId, listIdOf, prefixErrors, restoreMasked } from './masked-secrets';

describe('restoreMasked', () => {
  const stored = { first_name: 'Ana', ssn: '123456789' };

  it('puts the stored SSN back for its mask', () => {
    expect(restoreMasked({ first_name: 'Ana', ssn: '***-**-6789' }, [stored], ['ssn'])).toEqual({
      data: { first_name: 'Ana', ssn: '123456789' },
      errors: [],
    });
  });

  it('keeps a new full value and leaves other fields alone', () => {
    expect(restoreMasked({ ssn: '987-65-4321', first_name: 'Bo' }, [stored], ['ssn']).data).toEqual({
      ssn: '987-65-4321',
      first_name: 'Bo',
    });
  });

  it('refuses a mask with no stored value or other last four', () => {
    const error = [{ target_element: 'ssn', error_message: MESSAGES.fullSsnRequired }];
    expect(restoreMasked({ ssn: '***-**-6789' }, [null], ['ssn']).errors).toEqual(error);
    expect(restoreMasked({ ssn: '***-**-0000' }, [stored], ['ssn']).errors).toEqual(error);
  });

  it('takes the first candidate the mask stands for (the stored record, then one on file)', () => {
    expect(restoreMasked({ ssn: '***-**-1111' }, [stored, { ssn: '222331111' }], ['ssn']).data.ssn).toBe('222331111');
  });
});

describe('list matching', () => {
  it('uses an entry id when well-formed, else its position from 1', () => {
    expect(listIdOf(7, 0)).toBe(7);
    expect(listIdOf('b2', 0)).toBe('b2');
    expect(listIdOf(undefined, 2)).toBe(3);
    expect(listIdOf('not ok!', 0)).toBe(1);
  });

  it('finds stored entries by id at a path', () => {
    const list = [{ primary_info: { dependent_id: 1, ssn: 'a' } }, { primary_info: { dependent_id: '2', ssn: 'b' } }];
    expect(entriesWithId(list, ['primary_info', 'dependent_id'], 2)).toEqual([list[1]]);
    expect(entriesWithId(undefined, ['beneficiary_id'], 1)).toEqual([]);
  });

  it('prefixes targets', () => {
    expect(prefixErrors('beneficiaries.1.', [{ target_element: 'ssn', error_message: 'x' }])).toEqual([
      { target_element: 'beneficiaries.1.ssn', error_message: 'x' },
    ]);
  });
});
