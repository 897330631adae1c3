import { usDateToIso } from './filters';

/**
 * Who a completed enrollment enrolled, as the enroller's book of members keeps them (issue 26: a
 * member enrolled on a rep's or group's storefront appears in that rep's or group's current-member
 * table). Pure: the enrollment's columns and its saved Personal and Contact records in, the book
 * and the person out.
 */

/** The enrollment's columns the book needs. */
interface EnrolledBy {
  agentId: number | null;
  groupId: number | null;
  portalId: number | null;
  memberId: number | null;
  dob: string | null;
  gender: number | null;
}

/** Whose book a member belongs to: the enrolling rep, and the group when the enrollment was a group's. */
export interface Book {
  agentId: number;
  groupId: number | null;
  portalId: number | null;
}

/** What a completed enrollment knows of its person (the SSN apart: sealed before it is stored). */
export interface BookPerson {
  firstName: string;
  middleName: string | null;
  lastName: string;
  dob: string;
  gender: number | null;
  email: string;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface BookEntry {
  /** The rep whose book it is, and the group when a group enrolled them. */
  book: Book;
  person: BookPerson;
  /** The SSN's nine digits (sealed before it is stored); an existing member's may be absent (kept on file). */
  ssn: string;
  /** The member an existing member's enrollment was for; null for a new person. */
  memberId: number | null;
}

type StepRecord = Readonly<Record<string, unknown>> | null;

const textOf = (record: StepRecord, key: string): string | null => {
  const value = record?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
};

const digitsOf = (value: string | null): string => (value ?? '').replace(/\D/g, '');

/** The last ten digits of a US number, as the book keeps phones ('(404) 555-0101' -> '4045550101'). */
function phoneOf(value: string | null): string | null {
  const digits = digitsOf(value);
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/**
 * The book entry of a completed enrollment, or null when it has no rep behind it or its person
 * lacks a name, a birth date or (a new person) a full SSN (nothing the book could match them by).
 */
export function bookEntryOf(enrollment: EnrolledBy, primary: StepRecord, contact: StepRecord): BookEntry | null {
  const firstName = textOf(primary, 'first_name');
  const lastName = textOf(primary, 'last_name');
  const birthdate = textOf(primary, 'birthdate');
  const dob = (birthdate ? usDateToIso(birthdate) : null) ?? enrollment.dob;
  const ssn = digitsOf(textOf(primary, 'ssn'));
  // An existing member is known by their id; anyone else only by birth date and SSN.
  const known = enrollment.memberId !== null;
  if (enrollment.agentId === null || !firstName || !lastName || !dob || (!known && ssn.length !== 9)) return null;
  return {
    book: { agentId: enrollment.agentId, groupId: enrollment.groupId, portalId: enrollment.portalId },
    person: {
      firstName,
      middleName: textOf(primary, 'middle_name'),
      lastName,
      dob,
      gender: enrollment.gender,
      email: textOf(contact, 'email_address') ?? '',
      phone: phoneOf(textOf(contact, 'phone_number')),
      address1: textOf(contact, 'address1'),
      address2: textOf(contact, 'address2'),
      city: textOf(contact, 'city'),
      state: textOf(contact, 'state'),
      zip: textOf(contact, 'zip'),
    },
    ssn,
    memberId: enrollment.memberId,
  };
}

/** True when a sealed-then-opened SSN on file is this entry's (digits compared). */
export function sameSsn(onFile: string, entry: Pick<BookEntry, 'ssn'>): boolean {
  return digitsOf(onFile) === entry.ssn;
}
