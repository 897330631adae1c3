import { describe, expect, it } from 'vitest';
import { coverageRows, coveredDependents, dollarsOf, type CensusCoverage } from './census';

const family: CensusCoverage = {
  groupId: 2001,
  subscriberId: 'U3001',
  subscriber: { firstName: 'Pat', lastName: 'Morgan', dob: '1984-06-02' },
  dependents: [
    { firstName: 'Chris', lastName: 'Morgan', dob: '02/17/1985', relationship: 'spouse' },
    { firstName: 'Sam', lastName: 'Morgan', dob: '2014-03-09', relationship: 'child' },
  ],
  tier: 'IF',
  effectiveDate: '2025-01-01',
  plans: [{ planName: 'Dental Plus', category: 'DENTAL', monthlyCents: 4205 }],
};

describe('census rows', () => {
  it('writes one row per covered person with the premium on the subscriber row only', () => {
    expect(coverageRows(family)).toEqual([
      [
        2001,
        'U3001',
        'Subscriber',
        'Morgan',
        'Pat',
        '06/02/1984',
        'Self (18)',
        'Dental Plus',
        'Dental',
        'Family',
        '01/01/2025',
        '42.05',
      ],
      [
        2001,
        'U3001',
        'Spouse',
        'Morgan',
        'Chris',
        '02/17/1985',
        'Spouse (01)',
        'Dental Plus',
        'Dental',
        'Family',
        '01/01/2025',
        '',
      ],
      [
        2001,
        'U3001',
        'Child',
        'Morgan',
        'Sam',
        '03/09/2014',
        'Child (19)',
        'Dental Plus',
        'Dental',
        'Family',
        '01/01/2025',
        '',
      ],
    ]);
  });

  it('covers the dependents the tier names, and repeats the people per plan', () => {
    const spouseOnly = coverageRows({
      ...family,
      tier: 'IS',
      plans: [...family.plans, { planName: 'Vision Basic', category: 'VISION', monthlyCents: 900 }],
    });
    expect(spouseOnly.map((r) => [r[2], r[7], r[11]])).toEqual([
      ['Subscriber', 'Dental Plus', '42.05'],
      ['Spouse', 'Dental Plus', ''],
      ['Subscriber', 'Vision Basic', '9.00'],
      ['Spouse', 'Vision Basic', ''],
    ]);
    expect(coveredDependents('IC', family.dependents).map((d) => d.firstName)).toEqual(['Sam']);
    expect(coveredDependents('IO', family.dependents)).toEqual([]);
  });

  it('writes cents as dollars with two decimals', () => {
    expect([dollarsOf(0), dollarsOf(5), dollarsOf(1999), dollarsOf(123456)]).toEqual([
      '0.00',
      '0.05',
      '19.99',
      '1234.56',
    ]);
  });
});
