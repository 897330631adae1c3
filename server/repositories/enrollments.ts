import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollments, enrollmentSteps } from '../db/schema';
import { newEnrollmentId, isEnrollmentId } from '../services/ids';

export type EnrollmentRow = typeof enrollments.$inferSelect;
export type NewEnrollment = Omit<typeof enrollments.$inferInsert, 'id' | 'expiresAt' | 'createdAt' | 'updatedAt'>;

/** How long an untouched temporary enrollment stays usable (matches the save-later code life). */
export const ENROLLMENT_TTL_DAYS = 30;

function expiryFrom(now: Date): Date {
  return new Date(now.getTime() + ENROLLMENT_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Creates a temporary enrollment and answers its id (128 random bits). */
export async function createEnrollment(db: Db, values: NewEnrollment, now = new Date()): Promise<string> {
  const id = newEnrollmentId();
  await db.insert(enrollments).values({ ...values, id, expiresAt: expiryFrom(now) });
  return id;
}

/** The enrollment with this id if it exists and has not expired; null otherwise. */
export async function findEnrollment(db: Db, id: string, now = new Date()): Promise<EnrollmentRow | null> {
  if (!isEnrollmentId(id)) return null;
  const [row] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.id, id), gt(enrollments.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Updates filter or state columns; every write also extends the enrollment's life. */
export async function updateEnrollment(
  db: Db,
  id: string,
  patch: Partial<NewEnrollment>,
  now = new Date(),
): Promise<void> {
  await db
    .update(enrollments)
    .set({ ...patch, updatedAt: now, expiresAt: expiryFrom(now) })
    .where(eq(enrollments.id, id));
}

/**
 * The saved data of one wizard tab (as stored: sensitive values still sealed), or null. With
 * `withDraft`, a save for later kept beside a finished step is laid over it (what the person typed
 * last shows in the form); without it, the finished values alone (completion, review).
 */
export async function readStep(
  db: Db,
  enrollmentId: string,
  tab: string,
  options: { withDraft?: boolean } = {},
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ data: enrollmentSteps.data, draftData: enrollmentSteps.draftData })
    .from(enrollmentSteps)
    .where(and(eq(enrollmentSteps.enrollmentId, enrollmentId), eq(enrollmentSteps.tab, tab)))
    .limit(1);
  if (!row) return null;
  return options.withDraft && row.draftData ? { ...row.data, ...row.draftData } : row.data;
}

/**
 * Saves one tab's data (upsert); durable once this resolves. A full save replaces the step and
 * drops any draft; a draft (save for later) replaces a draft, but beside a step already saved in
 * full it is kept in `draft_data` and never replaces the finished values.
 */
export async function writeStep(
  db: Db,
  enrollmentId: string,
  tab: string,
  data: Record<string, unknown>,
  options: { draft?: boolean; rulesVersion?: number } = {},
): Promise<void> {
  const now = new Date();
  const draft = options.draft ?? false;
  const rulesVersion = options.rulesVersion ?? null;
  await db
    .insert(enrollmentSteps)
    .values({ enrollmentId, tab, data, draft, rulesVersion: draft ? null : rulesVersion, updatedAt: now })
    .onConflictDoUpdate({
      target: [enrollmentSteps.enrollmentId, enrollmentSteps.tab],
      set: draft
        ? {
            data: sql`CASE WHEN ${enrollmentSteps.draft} THEN excluded.data ELSE ${enrollmentSteps.data} END`,
            draftData: sql`CASE WHEN ${enrollmentSteps.draft} THEN NULL ELSE excluded.data END`,
            updatedAt: now,
          }
        : { data, draft: false, draftData: null, rulesVersion, updatedAt: now },
    });
  await db
    .update(enrollments)
    .set({ updatedAt: now, expiresAt: sql`GREATEST(${enrollments.expiresAt}, ${expiryFrom(now)})` })
    .where(eq(enrollments.id, enrollmentId));
}

/**
 * The saved-tab names whose step was saved in full and has no save for later pending beside it:
 * a person who changed a finished step and saved for later saves it again before completing, so
 * nothing they typed is silently dropped (and nothing finished was lost meanwhile).
 */
export async function finishedTabsOf(db: Db, enrollmentId: string): Promise<Set<string>> {
  const rows = await db
    .select({ tab: enrollmentSteps.tab })
    .from(enrollmentSteps)
    .where(
      and(
        eq(enrollmentSteps.enrollmentId, enrollmentId),
        eq(enrollmentSteps.draft, false),
        isNull(enrollmentSteps.draftData),
      ),
    );
  return new Set(rows.map((r) => r.tab));
}
