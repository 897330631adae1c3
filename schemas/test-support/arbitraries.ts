import fc from 'fast-check';
import type { FieldDescriptor } from '../descriptors';
import { sampleStep } from './sample-step';

/** Test-only fast-check generators for descriptors and form data over sampleStep's fields. */

const UNKNOWN_NAMES = ['custom_note', 'carrier_code', 'x_1', 'rider'];
export const FIELD_NAMES = [...Object.keys(sampleStep.fields), ...UNKNOWN_NAMES];

const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (d: Date) => `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}`;
const shift = (years: number, days: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() + years);
  d.setDate(d.getDate() + days);
  return usDate(d);
};

/** Values near every rule's edges, valid and not, plus today-relative dates for the age rules. */
export const INTERESTING = [
  ...[
    '30301',
    '3030',
    '303011',
    '1234',
    '123-45-6789',
    '123456789',
    '12345678',
    '(404) 555-0101',
    '4045550101',
    '404555010',
  ],
  ...[
    'jo@example.com',
    'jo@example',
    'jo @x.com',
    '02/29/2024',
    '02/29/2023',
    '2024-03-05',
    '2024-03-05T00:00:00Z',
    '13/01/2020',
  ],
  ...[
    '01/01/2000',
    '3/5/1990',
    'Mary',
    "O'Brien",
    'Mary-Ann',
    'Jo@',
    'GA',
    'ga',
    'G1',
    '150',
    '0',
    '000',
    '11',
    '12',
    '9',
    '10',
  ],
  ...[
    '021000021',
    '4111111111111111',
    '411111111111',
    '123',
    '12345',
    '50',
    '100',
    '101',
    'AB12',
    'ab12',
    '1',
    '2',
    '3',
    '4',
  ],
  ...[' ', '  30301 ', '', 'x'.repeat(20), 'x'.repeat(21), '\u{1F600}'.repeat(20), 'true', 'false'],
  ...[
    shift(-18, 0),
    shift(-18, 1),
    shift(-18, -1),
    shift(-100, 0),
    shift(-101, 1),
    shift(-101, 0),
    shift(0, 0),
    shift(0, 1),
    shift(0, -1),
  ],
];

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...INTERESTING) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 200_000 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(1.5, 0.5, 99.9, 100_000.5, 100_001, -1, 0, 1, 2, 1e21, -0) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, [], {}, ['a']) },
  {
    weight: 1,
    arbitrary: fc.record(
      { Standard_6: fc.constantFrom(0, 1, 2, '1'), Birthday: fc.constantFrom(0, 1) },
      { requiredKeys: [] },
    ),
  },
);

const flagValue = fc.constantFrom<boolean | 0 | 1>(0, 1, true, false);

/** A descriptor list over distinct field names (known and unknown), with random flags and values. */
export const descriptorList: fc.Arbitrary<FieldDescriptor[]> = fc
  .uniqueArray(fc.constantFrom(...FIELD_NAMES), { maxLength: FIELD_NAMES.length })
  .chain((names) =>
    fc.tuple(
      ...names.map((field_name) =>
        fc.record(
          {
            field_name: fc.constant(field_name),
            value: anyValue,
            required: flagValue,
            read_only: flagValue,
            visible: fc.boolean(),
          },
          { requiredKeys: ['field_name', 'value', 'required', 'read_only'] },
        ),
      ),
    ),
  )
  .map((list) => list as FieldDescriptor[]);

/** Form data over the same names, each present or not (and a few extra keys the step ignores). */
export const formData: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries([...FIELD_NAMES, 'not_a_descriptor', '__proto__'].map((name) => [name, anyValue])),
  { requiredKeys: [] },
);
