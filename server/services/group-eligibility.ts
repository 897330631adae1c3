import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { enrollmentWindow } from '../domain/enrollment-window';
import { ApiError } from '../plugins/envelope';
import { enrollmentOf } from '../plugins/enrollment';
import { enrollmentWindowOf } from '../repositories/group-admin';
import { hasEmployeeList, matchEmployee } from '../repositories/group-employees';
import { isoDayOf } from './employee-csv';

/**
 * Who may enroll in a group (issue 30, decision 0290). Starting an enrollment in a group's storefront
 * (add-filter-*) is refused outside the open-enrollment window unless the group has an employee list,
 * where a new hire may still qualify; saving Personal Information then matches the applicant on the
 * list (last name, any case, and date of birth) and applies the window with their hire date. A
 * group without plan years or a list is not limited.
 */

export const NOT_ON_LIST =
  "We could not find you on your employer's list of eligible employees. Check that your last name and date of birth are as your employer has them, or ask your HR office to add you.";

const todayIso = () => new Date().toISOString().slice(0, 10);

/** The refusal, if any, of starting an enrollment in group `groupId` today. */
export async function startRefusal(db: Db, groupId: number, today = todayIso()): Promise<string | null> {
  const { name, years } = await enrollmentWindowOf(db, groupId);
  const verdict = enrollmentWindow(years, today, null, name);
  if (verdict.ok || (await hasEmployeeList(db, groupId))) return null;
  return verdict.message;
}

/** The refusal, if any, of this applicant (last name, birth date as typed) in group `groupId` today. */
export async function applicantRefusal(
  db: Db,
  groupId: number,
  applicant: { lastName: string; birthdate: string },
  today = todayIso(),
): Promise<{ field: string; message: string } | null> {
  if (!(await hasEmployeeList(db, groupId))) return null;
  const dob = isoDayOf(applicant.birthdate);
  const match =
    dob && applicant.lastName.trim() ? await matchEmployee(db, groupId, applicant.lastName, dob) : undefined;
  if (!match) return { field: 'last_name', message: NOT_ON_LIST };
  const { name, years } = await enrollmentWindowOf(db, groupId);
  const verdict = enrollmentWindow(years, today, match.hireDate, name);
  return verdict.ok ? null : { field: 'last_name', message: verdict.message };
}

/** preHandler of save-personal-info (after the wizard guard): a group enrollment's applicant must be eligible. */
export function eligibleApplicant(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const enrollment = enrollmentOf(request);
    if (enrollment.groupId === null) return;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    const refusal = await applicantRefusal(db, enrollment.groupId, {
      lastName: text(body.last_name),
      // The quote's date of birth is the step's (read-only) birth date; a typed one only where none was given.
      birthdate: enrollment.dob ?? text(body.birthdate),
    });
    if (refusal) throw new ApiError(400, [{ target_element: refusal.field, error_message: refusal.message }]);
  };
}
