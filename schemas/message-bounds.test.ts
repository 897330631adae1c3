import { describe, expect, it } from 'vitest';
import { failureMessage } from './format-messages';
import { carrierField } from './field-definition';
import { boundNameProblem, withBounds } from './message-bounds';

describe('messages that name their bounds', () => {
  const schema = { type: 'integer' as const, minimum: 1, maximum: 60, maxLength: undefined };

  it('fills each named bound from the schema checked against, and leaves unknown names as written', () => {
    expect(withBounds('No more than {max} hours, please.', schema)).toBe('No more than 60 hours, please.');
    expect(withBounds('Between {min} and {maximum}', schema)).toBe('Between 1 and 60');
    expect(withBounds('{maxLength} or {other}', schema)).toBe('{maxLength} or {other}');
  });

  it('names the problem of a name that is no bound or a bound the field does not set', () => {
    expect(boundNameProblem('At most {max}', schema)).toBeNull();
    expect(boundNameProblem('At most {maxLength}', schema)).toBe('{maxLength} names a bound this field does not set');
    expect(boundNameProblem('At most {limit}', schema)).toMatch(
      /^\{limit\} names no bound; a message may name \{min\}/,
    );
  });

  it("is how the one validator words a carrier's failure, so browser and server say the same", () => {
    const field = carrierField({
      label: 'Hours',
      widget: 'number',
      schema: { type: 'integer', maximum: 60 },
      messages: { maximum: 'No more than {max} hours, please.' },
    });
    expect(failureMessage(field, 'maximum', 70)).toBe('No more than 60 hours, please.');
  });
});
