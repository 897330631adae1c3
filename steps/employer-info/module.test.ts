import { describe, expect, it } from 'vitest';
import { employerSkipRecord } from './module';

describe('employer-info', () => {
  it('skip keeps only holiday flags and with_validation', () => {
    expect(employerSkipRecord({ name: 'Acme', holiday_policy: { Birthday: 1 }, with_validation: 1 })).toEqual({
      holiday_policy: {
        Standard_6: 0,
        Presendents_Day: 0,
        Columbus_Day: 0,
        Religious_Days: 0,
        Birthday: 1,
        Floating_Day: 0,
      },
      with_validation: 1,
    });
  });
});
