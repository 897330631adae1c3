import { eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { agents, groupAdmins, sessionRevocations, sessionRevocationVersion, staffUsers } from '../db/schema';

/** The channel a revocation is NOTIFYed on (the new version as payload). */
export const SESSION_REVOCATION_CHANNEL = 'session_revocation';

interface Revocation {
  /** `jti:<token id>` or `account:<kind>:<id>`. */
  subject: string;
  /** Tokens of an account issued at or before this are refused (a token id is refused whatever its age). */
  notBefore: Date;
  /** After this no token the row names can be valid any more. */
  keepUntil: Date;
}

/**
 * Writes revocations and bumps the version in one transaction (the version row's lock orders
 * them, so a process that read version n has read every revocation up to n), then NOTIFYs it.
 */
export async function insertRevocations(db: Db, rows: Revocation[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .insert(sessionRevocations)
      .values(rows)
      .onConflictDoUpdate({
        target: sessionRevocations.subject,
        set: {
          notBefore: sql`greatest(${sessionRevocations.notBefore}, excluded.not_before)`,
          keepUntil: sql`greatest(${sessionRevocations.keepUntil}, excluded.keep_until)`,
        },
      });
    const [row] = await tx
      .update(sessionRevocationVersion)
      .set({ version: sql`${sessionRevocationVersion.version} + 1` })
      .where(eq(sessionRevocationVersion.id, 1))
      .returning({ version: sessionRevocationVersion.version });
    const version = Number(row?.version ?? 0);
    await tx.execute(sql`SELECT pg_notify(${SESSION_REVOCATION_CHANNEL}, ${String(version)})`);
    return version;
  });
}

/** The revocations version (0 before the first). */
export async function readRevocationVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: sessionRevocationVersion.version })
    .from(sessionRevocationVersion)
    .where(eq(sessionRevocationVersion.id, 1));
  return Number(row?.version ?? 0);
}

/** Every revocation that can still refuse a token at `now`. */
export async function readRevocations(db: Db, now: Date): Promise<Revocation[]> {
  return db
    .select({
      subject: sessionRevocations.subject,
      notBefore: sessionRevocations.notBefore,
      keepUntil: sessionRevocations.keepUntil,
    })
    .from(sessionRevocations)
    .where(gt(sessionRevocations.keepUntil, now));
}

/** Deletes revocations no token can need any more (the retention round); answers the count. */
export async function deleteExpiredRevocations(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(sessionRevocations)
    .where(lt(sessionRevocations.keepUntil, now))
    .returning({ subject: sessionRevocations.subject });
  return gone.length;
}

/** The id of the account (active or not) signing in with this e-mail (case-insensitive), or null. */
export async function accountIdByEmail(db: Db, kind: 'staff' | 'rep' | 'group_admin', email: string) {
  const address = email.trim().toLowerCase();
  const [row] =
    kind === 'rep'
      ? await db
          .select({ id: agents.id })
          .from(agents)
          .where(sql`lower(${agents.signInEmail}) = ${address}`)
          .limit(1)
      : kind === 'group_admin'
        ? await db
            .select({ id: groupAdmins.id })
            .from(groupAdmins)
            .where(sql`lower(${groupAdmins.email}) = ${address}`)
            .limit(1)
        : await db
            .select({ id: staffUsers.id })
            .from(staffUsers)
            .where(sql`lower(${staffUsers.email}) = ${address}`)
            .limit(1);
  return row?.id ?? null;
}
