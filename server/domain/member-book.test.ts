import { describe, expect, it } from 'vitest';
import { bookEntryOf, sameSsn } from './member-book';

const enrollment = { agentId: 1001, groupId: null, portalId: 502, memberId: null, dob: '1990-04-05', gender: 1 };
const primary = { first_name: ' Ana ', last_name: 'Diaz', ssn: '123-45-6789' };
const contact = { email_address: 'ana@mail.com', phone_number: '(404) 555-0101', city: 'Atlanta', state: 'GA' };

describe('bookEntryOf', () => {
  it("takes the rep's book, the names, the SSN's digits and the contact's details", () => {
    expect(bookEntryOf(enrollment, primary, contact)).toMatchObject({
      book: { agentId: 1001, groupId: null, portalId: 502 },
      person: { firstName: 'Ana', lastName: 'Diaz', dob: '1990-04-05', phone: '4045550101', email: 'ana@mail.com' },
      ssn: '123456789',
      memberId: null,
    });
  });

  it('prefers the Personal step birth date over the filter one', () => {
    expect(bookEntryOf(enrollment, { ...primary, birthdate: '01/02/1991' }, contact)?.person.dob).toBe('1991-01-02');
  });

  it('answers null without a rep, a name or a full SSN', () => {
    expect(bookEntryOf({ ...enrollment, agentId: null }, primary, contact)).toBeNull();
    expect(bookEntryOf(enrollment, { ...primary, last_name: ' ' }, contact)).toBeNull();
    expect(bookEntryOf(enrollment, { ...primary, ssn: '***-**-6789' }, contact)).toBeNull();
    expect(bookEntryOf(enrollment, null, contact)).toBeNull();
  });

  it("an existing member's enrollment needs no SSN: the member is known by id", () => {
    expect(bookEntryOf({ ...enrollment, memberId: 100001 }, { ...primary, ssn: undefined }, contact)?.memberId).toBe(
      100001,
    );
  });
});

describe('sameSsn', () => {
  it('compares digits only', () => {
    expect(sameSsn('123456789', { ssn: '123456789' })).toBe(true);
    expect(sameSsn('123-45-6789', { ssn: '123456789' })).toBe(true);
    expect(sameSsn('123456780', { ssn: '123456789' })).toBe(false);
  });
});
