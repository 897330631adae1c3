import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { enrollmentDocuments } from '../db/schema';

/** Queries of the uploaded documents (server/routes/wizard/documents.ts). */

export type DocumentRow = typeof enrollmentDocuments.$inferSelect;

export async function insertDocument(db: Db, row: typeof enrollmentDocuments.$inferInsert): Promise<void> {
  await db.insert(enrollmentDocuments).values(row);
}

/** How many files the enrollment has uploaded to a field. */
export async function documentCount(db: Db, enrollmentId: string, tab: string, fieldName: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enrollmentDocuments)
    .where(
      and(
        eq(enrollmentDocuments.enrollmentId, enrollmentId),
        eq(enrollmentDocuments.tab, tab),
        eq(enrollmentDocuments.fieldName, fieldName),
      ),
    );
  return row?.n ?? 0;
}

/** One of the enrollment's documents (another enrollment's id reads as none). */
export async function documentOf(db: Db, enrollmentId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(enrollmentDocuments)
    .where(and(eq(enrollmentDocuments.enrollmentId, enrollmentId), eq(enrollmentDocuments.id, id)));
  return row;
}

/** The enrollment's documents without their bytes, oldest first. */
export async function documentsOf(db: Db, enrollmentId: string) {
  return db
    .select({
      id: enrollmentDocuments.id,
      tab: enrollmentDocuments.tab,
      fieldName: enrollmentDocuments.fieldName,
      sealedName: enrollmentDocuments.sealedName,
      type: enrollmentDocuments.type,
      size: enrollmentDocuments.size,
      createdAt: enrollmentDocuments.createdAt,
    })
    .from(enrollmentDocuments)
    .where(eq(enrollmentDocuments.enrollmentId, enrollmentId))
    .orderBy(asc(enrollmentDocuments.createdAt));
}
