import { describe, expect, it } from 'vitest';
import { withReadOnlyValues } from './read-only';

describe('withReadOnlyValues', () => {
  it('replaces read-only fields with the descriptor value and leaves the rest', () => {
    const descriptors = [
      { field_name: 'gender', value: '1', read_only: true },
      { field_name: 'birthdate', value: null, read_only: 1 },
      { field_name: 'first_name', value: 'Server', read_only: false },
    ];
    expect(withReadOnlyValues(descriptors, { gender: '0', birthdate: '01/01/1990', first_name: 'Ana' })).toEqual({
      gender: '1',
      birthdate: '01/01/1990',
      first_name: 'Ana',
    });
  });
});
