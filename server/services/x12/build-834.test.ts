import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Writer834, x12Text, type File834, type Member834 } from './build-834';
import { check834 } from './check-834';

/** The expected files are written by hand from the 005010X220A1 implementation guide. */
const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/x12/${name}`, import.meta.url), 'utf8');
const segments = (text: string) =>
  text
    .split('~')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** A whole file as one text, written as the carrier-file build writes it (a set per sponsor). */
function build834(file: File834): string {
  const writer = new Writer834(file);
  const parts = [writer.open()];
  for (const sponsor of file.sponsors) {
    parts.push(writer.startSet(sponsor));
    for (const m of sponsor.members) parts.push(writer.member(m));
    parts.push(writer.endSet());
  }
  parts.push(writer.close());
  return parts.join('');
}

const family = (base: Omit<Member834, 'subscriber' | 'relationship' | 'firstName' | 'dob' | 'gender' | 'ssn'>) =>
  [
    {
      ...base,
      subscriber: true,
      relationship: '18',
      employmentStatus: 'FT',
      firstName: 'Ana',
      middleName: 'm',
      ssn: '123-45-6789',
      phone: '(404) 555-0101',
      address1: '1 Main St',
      address2: 'Apt 2',
      city: 'Atlanta',
      state: 'GA',
      zip: '30301',
      dob: '1990-04-05',
      gender: 'F',
    },
    {
      ...base,
      subscriber: false,
      relationship: '01',
      firstName: 'Luis',
      ssn: '321549876',
      dob: '1988-02-11',
      gender: 'M',
    },
    { ...base, subscriber: false, relationship: '19', firstName: 'Eva', ssn: null, dob: '2015-06-07', gender: 'F' },
    {
      ...base,
      subscriber: false,
      relationship: '19',
      firstName: 'Tomas',
      ssn: '401223334',
      dob: '2018-09-20',
      gender: 'M',
    },
  ] satisfies Member834[];

const CHANGE: File834 = {
  envelope: {
    senderQualifier: 'ZZ',
    senderId: 'OPENENROLL',
    receiverQualifier: 'ZZ',
    receiverId: 'BSD834',
    controlNumber: 42,
    createdAt: new Date('2031-01-02T09:05:30Z'),
    usage: 'P',
  },
  mode: 'change',
  payer: { name: 'Brightsmile Dental Mutual', id: 'BSD834' },
  sponsors: [
    {
      name: 'Acme Manufacturing',
      idQualifier: '94',
      id: '2001',
      policyNumber: 'GRP2001',
      members: family({
        maintenance: '021',
        subscriberId: 'P700001',
        groupOrPolicyNumber: 'GRP2001',
        eligibilityBegin: '2031-01-01',
        lastName: 'Diaz',
        coverages: [
          { maintenance: '021', lineOfBusiness: 'DEN', planCode: 'BSD101', level: 'FAM', begin: '2031-01-01' },
        ],
      }),
    },
    {
      name: 'Employee Benefits Platform',
      idQualifier: '94',
      id: 'EMPLOYEE',
      policyNumber: 'EMPLOYEE',
      members: [
        {
          subscriber: true,
          relationship: '18',
          maintenance: '024',
          subscriberId: 'P700002',
          groupOrPolicyNumber: '700002',
          eligibilityBegin: '2031-01-01',
          eligibilityEnd: '2031-01-31',
          lastName: 'Okafor',
          firstName: 'Chidi',
          ssn: '234567890',
          address1: '9 Peachtree Rd',
          city: 'Atlanta',
          state: 'GA',
          zip: '30301',
          dob: '1975-12-30',
          gender: 'M',
          coverages: [
            {
              maintenance: '024',
              lineOfBusiness: 'DEN',
              planCode: 'BSD102',
              level: 'EMP',
              begin: '2031-01-01',
              end: '2031-01-31',
            },
          ],
        },
      ],
    },
  ],
};

const FULL: File834 = {
  envelope: {
    senderQualifier: '30',
    senderId: '591234567',
    receiverQualifier: 'ZZ',
    receiverId: 'CVV834',
    controlNumber: 7,
    createdAt: new Date('2031-03-01T23:59:59Z'),
    usage: 'T',
  },
  mode: 'full',
  payer: { name: 'ClearView Vision Company', id: 'CVV834' },
  sponsors: [
    {
      name: 'Employee Benefits Platform',
      idQualifier: '94',
      id: 'EMPLOYEE',
      policyNumber: 'EMPLOYEE',
      members: [
        {
          subscriber: true,
          relationship: '18',
          maintenance: '030',
          employmentStatus: 'PT',
          subscriberId: 'U3001',
          groupOrPolicyNumber: '700010',
          eligibilityBegin: '2031-02-01',
          lastName: 'Morgan',
          firstName: 'Pat',
          middleName: 'J',
          ssn: '555-66-7777',
          phone: '404555',
          address1: '12 Elm St',
          city: 'Decatur',
          state: 'GA',
          zip: '30030',
          dob: '1985-01-01',
          gender: 'U',
          coverages: [
            { maintenance: '030', lineOfBusiness: 'VIS', planCode: 'CVV-Eye Plus', level: 'ESP', begin: '2031-02-01' },
          ],
        },
        {
          subscriber: false,
          relationship: '01',
          maintenance: '030',
          subscriberId: 'U3001',
          groupOrPolicyNumber: '700010',
          eligibilityBegin: '2031-02-01',
          lastName: 'Morgan',
          firstName: 'Sam',
          dob: '1986-02-02',
          gender: 'F',
          coverages: [
            { maintenance: '030', lineOfBusiness: 'VIS', planCode: 'CVV-Eye Plus', level: 'ESP', begin: '2031-02-01' },
          ],
        },
      ],
    },
  ],
};

describe('build834', () => {
  it.each([
    ['a change file: a family added to a group, an individual cancelled', CHANGE, 'change-family-and-cancellation.834'],
    ['a full file: one subscriber and a spouse, test usage, ids qualified 30', FULL, 'full-one-member.834'],
  ])('%s matches the hand-written file segment by segment', (_name, file, expected) => {
    const built = segments(build834(file));
    const wanted = segments(fixture(expected));
    for (let i = 0; i < Math.max(built.length, wanted.length); i++)
      expect(built[i], `segment ${i + 1}`).toBe(wanted[i]);
  });

  it.each([CHANGE, FULL])('round-trips through the X12 parser with right SE/GE/IEA counts', (file) => {
    const text = build834(file);
    const checked = check834(text);
    expect(checked.problems).toEqual([]);
    const members = file.sponsors.flatMap((s) => s.members);
    expect(checked.members).toBe(members.length);
    expect(checked.subscribers).toBe(members.filter((m) => m.subscriber).length);
    expect(
      checked.interchange.toString({ elementDelimiter: '*', segmentTerminator: '~', endOfLine: '\n', format: true }),
    ).toBe(text);
  });

  it('refuses a tampered file: a wrong segment count or group count', () => {
    const text = build834(FULL);
    expect(() => check834(text.replace('SE*25*0001', 'SE*24*0001'))).toThrow(/SE01/);
    expect(() => check834(text.replace('GE*1*7', 'GE*2*7'))).toThrow(/GE01/);
    expect(() => check834(text.replace('GE*1*7', 'GE*1*8'))).toThrow(/GE02/);
  });

  it('refuses a control number out of range and a malformed date', () => {
    expect(() => build834({ ...FULL, envelope: { ...FULL.envelope, controlNumber: 0 } })).toThrow(/control number/);
    expect(() => build834({ ...FULL, envelope: { ...FULL.envelope, controlNumber: 1_000_000_000 } })).toThrow(
      /control number/,
    );
    const badDate = {
      ...FULL,
      sponsors: [{ ...FULL.sponsors[0]!, members: [{ ...FULL.sponsors[0]!.members[0]!, dob: '01/01/1985' }] }],
    };
    expect(() => build834(badDate)).toThrow(/YYYY-MM-DD/);
  });

  it('keeps delimiters and control characters out of element values', () => {
    expect(x12Text('Smith*Jones~ Jr:^\n', 60)).toBe('SMITH JONES JR');
    expect(x12Text('  ab  ', 1)).toBe('A');
  });
});
