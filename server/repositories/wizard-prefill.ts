import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollerCodes, groups, memberBeneficiaries, members } from '../db/schema';

/** The group's name, phone and address: the employer step's prefill and GET /get-group-info. */
export async function groupContact(db: Db, groupId: number) {
  const [row] = await db
    .select({
      name: groups.name,
      phone: groups.displayPhone,
      address1: groups.address1,
      address2: groups.address2,
      city: groups.city,
      state: groups.state,
      zip: groups.zip,
    })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row ?? null;
}

/** An existing member's name and contact details (never the SSN), for prefilling their enrollment. */
export async function memberContact(db: Db, memberId: number) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      middleName: members.middleName,
      lastName: members.lastName,
      email: members.email,
      phone: members.phone,
      address1: members.address1,
      address2: members.address2,
      city: members.city,
      state: members.state,
      zip: members.zip,
      agentId: members.agentId,
      groupId: members.groupId,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}

/** The beneficiaries on file for an existing member (SSNs still sealed). */
export async function memberBeneficiaryRows(db: Db, memberId: number) {
  return db
    .select({
      id: memberBeneficiaries.id,
      firstName: memberBeneficiaries.firstName,
      lastName: memberBeneficiaries.lastName,
      birthdate: memberBeneficiaries.birthdate,
      ssnEncrypted: memberBeneficiaries.ssnEncrypted,
      relationship: memberBeneficiaries.relationship,
      percentage: memberBeneficiaries.percentage,
    })
    .from(memberBeneficiaries)
    .where(eq(memberBeneficiaries.memberId, memberId))
    .orderBy(asc(memberBeneficiaries.id));
}

/** Whether the group needs an enroller code (gid 2556 and 2512 in the demo). */
export async function groupRequiresEnrollerCode(db: Db, groupId: number | null): Promise<boolean> {
  if (groupId === null) return false;
  const [row] = await db
    .select({ requires: groups.requiresEnrollerCode })
    .from(groups)
    .where(eq(groups.id, groupId))
    .limit(1);
  return row?.requires === true;
}

/** The active enroller-code hashes of a group, or of every group when none is given. */
export async function enrollerCodeHashes(
  db: Db,
  groupId: number | null,
): Promise<Array<{ id: number; codeHash: string }>> {
  const active = eq(enrollerCodes.active, true);
  return db
    .select({ id: enrollerCodes.id, codeHash: enrollerCodes.codeHash })
    .from(enrollerCodes)
    .where(groupId === null ? active : and(active, eq(enrollerCodes.groupId, groupId)));
}
