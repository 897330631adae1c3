/**
 * Builds an ANSI X12 834 Benefit Enrollment and Maintenance file (005010X220A1) as text (node-x12
 * parses it strictly in check-834): one interchange (ISA/IEA), one functional group BE (GS/GE), one
 * transaction set per sponsor (ST/SE), member loops 2000/2100A/2300, delimiters * ~ : ^ with a new
 * line after each segment but the last. The trailers count what was written (SE01, GE01, IEA01).
 * Mapping table: docs/decisions/0110-carrier-834-files.md.
 */

export type MaintenanceType = '021' | '024' | '001' | '030';
export type CoverageLevel = 'EMP' | 'ESP' | 'ECH' | 'FAM';

export interface Envelope834 {
  senderQualifier: string;
  senderId: string;
  receiverQualifier: string;
  receiverId: string;
  /** ISA13 and GS06, 1 to 999999999. */
  controlNumber: number;
  createdAt: Date;
  /** ISA15: P production, T test. */
  usage: 'P' | 'T';
}

export interface Coverage834 {
  maintenance: MaintenanceType;
  /** HD03, e.g. DEN. */
  lineOfBusiness: string;
  /** HD04. */
  planCode: string;
  level: CoverageLevel;
  /** DTP*348, ISO date. */
  begin: string;
  /** DTP*349 on a cancellation, ISO date. */
  end?: string | undefined;
}

/** A member reporting category (loop 2700/2750): N1*75 its name, REF*17 the value, DTP*007 where it is a date. */
export interface ReportingCategory834 {
  category: string;
  value: string;
  /** ISO date, where the answer is a date. */
  date?: string | undefined;
}

export interface Member834 {
  subscriber: boolean;
  /** INS02: 18 self, 01 spouse, 19 child. */
  relationship: '18' | '01' | '19';
  maintenance: MaintenanceType;
  /** INS08 for a subscriber: FT, PT or AC. */
  employmentStatus?: 'FT' | 'PT' | 'AC' | undefined;
  /** REF*0F: the subscriber's id (the same on the dependents' loops). */
  subscriberId: string;
  /** REF*1L: group or policy number. */
  groupOrPolicyNumber: string;
  /** DTP*356, ISO date. */
  eligibilityBegin: string;
  /** DTP*357 on a cancellation, ISO date. */
  eligibilityEnd?: string | undefined;
  lastName: string;
  firstName: string;
  middleName?: string | null | undefined;
  /** Nine digits, or absent (a dependent without one). */
  ssn?: string | null | undefined;
  /** Ten digits; PER*IP on the subscriber. */
  phone?: string | null | undefined;
  address1?: string | null | undefined;
  address2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  /** ISO date. */
  dob: string;
  gender: 'M' | 'F' | 'U';
  coverages: Coverage834[];
  /** Loop 2700: a carrier's questions answered (decision 0270), after the coverages. */
  reportingCategories?: ReportingCategory834[] | undefined;
}

export interface Sponsor834 {
  name: string;
  /** N103: 94 (code assigned by the sponsor's platform), FI (tax id) or 24 (employer id). */
  idQualifier: '94' | 'FI' | '24';
  id: string;
  /** REF*38 master policy number. */
  policyNumber: string;
  members: Member834[];
}

export interface File834 {
  envelope: Envelope834;
  mode: 'change' | 'full';
  payer: { name: string; id: string };
  sponsors: Sponsor834[];
}

const MAINTENANCE_REASON: Record<MaintenanceType, string> = {
  '021': '28', // initial enrollment into coverage
  '024': '07', // termination of benefits
  '001': '25', // change in identifying data elements
  '030': 'XN', // notification only (a full file's audit)
};

/** A value safe inside an element: no delimiter or control character, upper case, at most `max` characters. */
export function x12Text(value: string | null | undefined, max: number): string {
  return (value ?? '')
    .replace(/[*~:^\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

/** CCYYMMDD of an ISO date. */
function d8(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error('834: a date must be YYYY-MM-DD');
  return iso.replaceAll('-', '');
}

/** Element values without the empty ones at the end (X12 drops trailing separators). */
function trimmed(values: readonly string[]): string[] {
  const out = [...values];
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out;
}

function pad(value: string, length: number): string {
  return value.padEnd(length, ' ').slice(0, length);
}

function utcParts(at: Date): { ccyymmdd: string; yymmdd: string; hhmm: string } {
  const iso = at.toISOString();
  const ccyymmdd = iso.slice(0, 10).replaceAll('-', '');
  return { ccyymmdd, yymmdd: ccyymmdd.slice(2), hhmm: iso.slice(11, 16).replace(':', '') };
}

function digits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** One segment as written: the tag and its values without the empty ones at the end, then the terminator. */
function segment(tag: string, values: readonly string[]): string {
  return [tag, ...trimmed(values)].join('*') + '~';
}

/**
 * Writes an 834 a piece at a time (issue 27: a file of 100,000 members never sits whole in memory):
 * open() gives the ISA and GS, each sponsor's transaction set is startSet(), member() per member and
 * endSet(), and close() the GE and IEA. Each call answers its text; the trailers count what was
 * written (SE01 the set's segments with ST and SE, GE01 the sets, IEA01 the one group). Segments end
 * with ~ and a new line between them, as node-x12 formats them (check-834 parses the result strictly).
 */
export class Writer834 {
  private readonly control: string;
  private readonly at: { ccyymmdd: string; yymmdd: string; hhmm: string };
  private sets = 0;
  private inSet = 0;
  private started = false;
  /** INS segments written (members) and those of subscribers. */
  members = 0;
  subscribers = 0;

  constructor(private readonly file: Omit<File834, 'sponsors'>) {
    const { controlNumber } = file.envelope;
    if (!Number.isInteger(controlNumber) || controlNumber < 1 || controlNumber > 999_999_999)
      throw new Error('834: the control number must be 1 to 999999999');
    this.control = String(controlNumber);
    this.at = utcParts(file.envelope.createdAt);
  }

  private line(tag: string, values: readonly string[]): string {
    const text = (this.started ? '\n' : '') + segment(tag, values);
    this.started = true;
    return text;
  }

  private add(out: string[], tag: string, values: readonly string[]): void {
    out.push(this.line(tag, values));
    this.inSet += 1;
  }

  open(): string {
    const { envelope } = this.file;
    const { at, control } = this;
    return (
      this.line('ISA', [
        '00',
        pad('', 10),
        '00',
        pad('', 10),
        envelope.senderQualifier,
        pad(envelope.senderId, 15),
        envelope.receiverQualifier,
        pad(envelope.receiverId, 15),
        at.yymmdd,
        at.hhmm,
        '^',
        '00501',
        control.padStart(9, '0'),
        '0',
        envelope.usage,
        ':',
      ]) +
      this.line('GS', [
        'BE',
        envelope.senderId,
        envelope.receiverId,
        at.ccyymmdd,
        at.hhmm,
        control,
        'X',
        '005010X220A1',
      ])
    );
  }

  private setControl(): string {
    return String(this.sets).padStart(4, '0');
  }

  startSet(sponsor: Omit<Sponsor834, 'members'>): string {
    const { file, at, control } = this;
    this.sets += 1;
    this.inSet = 0;
    const setControl = this.setControl();
    const out: string[] = [];
    this.add(out, 'ST', ['834', setControl, '005010X220A1']);
    // BGN08: 2 change (update), 4 verify (a full file the carrier compares with its records).
    this.add(out, 'BGN', [
      '00',
      `OE${control}${setControl}`,
      at.ccyymmdd,
      at.hhmm,
      '',
      '',
      '',
      file.mode === 'full' ? '4' : '2',
    ]);
    this.add(out, 'REF', ['38', x12Text(sponsor.policyNumber, 50)]);
    if (file.mode === 'full') this.add(out, 'DTP', ['007', 'D8', at.ccyymmdd]);
    this.add(out, 'N1', ['P5', x12Text(sponsor.name, 60), sponsor.idQualifier, x12Text(sponsor.id, 80)]);
    this.add(out, 'N1', ['IN', x12Text(file.payer.name, 60), '94', x12Text(file.payer.id, 80)]);
    return out.join('');
  }

  member(m: Member834): string {
    const out: string[] = [];
    addMember((tag, values) => this.add(out, tag, values), m);
    this.members += 1;
    if (m.subscriber) this.subscribers += 1;
    return out.join('');
  }

  endSet(): string {
    return this.line('SE', [String(this.inSet + 1), this.setControl()]);
  }

  close(): string {
    return this.line('GE', [String(this.sets), this.control]) + this.line('IEA', ['1', this.control.padStart(9, '0')]);
  }
}

type AddSegment = (tag: string, values: readonly string[]) => void;

function addMember(add: AddSegment, m: Member834): void {
  // Loop 2000: member level detail.
  add('INS', [
    m.subscriber ? 'Y' : 'N',
    m.relationship,
    m.maintenance,
    MAINTENANCE_REASON[m.maintenance],
    'A',
    '',
    '',
    m.subscriber ? (m.employmentStatus ?? 'AC') : '',
  ]);
  add('REF', ['0F', x12Text(m.subscriberId, 50)]);
  add('REF', ['1L', x12Text(m.groupOrPolicyNumber, 50)]);
  add('DTP', ['356', 'D8', d8(m.eligibilityBegin)]);
  if (m.eligibilityEnd) add('DTP', ['357', 'D8', d8(m.eligibilityEnd)]);
  // Loop 2100A: member name, SSN, contact, address, demographics.
  const ssn = digits(m.ssn);
  add('NM1', [
    'IL',
    '1',
    x12Text(m.lastName, 60),
    x12Text(m.firstName, 35),
    x12Text(m.middleName, 25),
    '',
    '',
    ssn.length === 9 ? '34' : '',
    ssn.length === 9 ? ssn : '',
  ]);
  const phone = digits(m.phone);
  if (m.subscriber && phone.length === 10) add('PER', ['IP', '', 'HP', phone]);
  if (m.subscriber && m.address1 && m.city && m.state && m.zip) {
    add('N3', [x12Text(m.address1, 55), x12Text(m.address2, 55)]);
    add('N4', [x12Text(m.city, 30), x12Text(m.state, 2), digits(m.zip).slice(0, 9)]);
  }
  add('DMG', ['D8', d8(m.dob), m.gender]);
  // Loop 2300: health coverage.
  for (const c of m.coverages) {
    add('HD', [c.maintenance, '', x12Text(c.lineOfBusiness, 3), x12Text(c.planCode, 50), c.level]);
    add('DTP', ['348', 'D8', d8(c.begin)]);
    if (c.end) add('DTP', ['349', 'D8', d8(c.end)]);
  }
  // Loop 2700 (LS/LE 2700): member reporting categories, each LX, then loop 2750 N1*75, REF, DTP.
  const categories = (m.reportingCategories ?? []).filter((c) => x12Text(c.category, 60) && x12Text(c.value, 50));
  if (categories.length === 0) return;
  add('LS', ['2700']);
  categories.forEach((c, i) => {
    add('LX', [String(i + 1)]);
    add('N1', ['75', x12Text(c.category, 60)]);
    add('REF', ['17', x12Text(c.value, 50)]);
    if (c.date) add('DTP', ['007', 'D8', d8(c.date)]);
  });
  add('LE', ['2700']);
}
