import { describe, expect, it } from 'vitest';
import { createAjv } from './ajv';
import { FORMATS } from './formats';

const schema = {
  type: 'object',
  required: ['zip', 'ssn'],
  properties: {
    zip: { type: 'string', format: 'oe-zip' },
    ssn: { type: 'string', format: 'oe-ssn' },
    city: { type: 'string', maxLength: 5 },
  },
} as const;

const valid = { zip: '30301', ssn: '123456789', city: 'Rome' };
const badZip = { zip: '3030', ssn: '123-45-6789' };
// maxLength counts code points: five emoji are five characters, not ten.
const emojiCity = { zip: '30301', ssn: '123456789', city: '\u{1F600}'.repeat(5) };
const longCity = { zip: '30301', ssn: '123456789', city: 'Athens' };

type Validate = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null };

function expectVerdicts(validate: Validate): void {
  expect(validate(valid)).toBe(true);
  expect(validate(badZip)).toBe(false);
  expect(validate.errors?.map((e) => e.instancePath)).toEqual(['/zip']);
  expect(validate(emojiCity)).toBe(true);
  expect(validate(longCity)).toBe(false);
}

describe('createAjv', () => {
  it('registers every oe-* format and reports all errors', () => {
    const ajv = createAjv();
    for (const name of Object.keys(FORMATS)) expect(ajv.formats[name]).toBe(FORMATS[name as keyof typeof FORMATS]);
    const validate = ajv.compile(schema);
    expect(validate({ zip: 'x', ssn: 'y' })).toBe(false);
    expect(validate.errors).toHaveLength(2);
    expectVerdicts(validate);
  });
});
