import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { planQuestionAnswers, planQuestionOptions, planQuestions } from '../db/schema';
import { questionsChangedSince } from '../domain/plan-questions';
import { decryptField, encryptField } from '../services/field-crypto';

export type QuestionKind = 'health' | 'aflac';
export type QuestionRow = typeof planQuestions.$inferSelect;
export type OptionRow = typeof planQuestionOptions.$inferSelect;

/** A plan's questions of one kind in order, each with its options. */
export async function questionsOf(
  db: Db,
  planId: number,
  kind: QuestionKind,
): Promise<Array<QuestionRow & { options: OptionRow[] }>> {
  const questions = await db
    .select()
    .from(planQuestions)
    .where(and(eq(planQuestions.planId, planId), eq(planQuestions.kind, kind)))
    .orderBy(asc(planQuestions.sort), asc(planQuestions.id));
  if (questions.length === 0) return [];
  const options = await db
    .select()
    .from(planQuestionOptions)
    .where(
      inArray(
        planQuestionOptions.questionId,
        questions.map((q) => q.id),
      ),
    )
    .orderBy(asc(planQuestionOptions.sort), asc(planQuestionOptions.id));
  return questions.map((q) => ({ ...q, options: options.filter((o) => o.questionId === q.id) }));
}

export interface StoredAnswers {
  outcome: 'accepted' | 'declined';
  /** The question ids the answers covered (read by the newQuestionsError rule). */
  questionIds: number[];
  answers: unknown;
  message: string | null;
}

/** Saved answers of an enrollment for a plan (decrypted), or null. */
export async function readAnswers(
  db: Db,
  key: Buffer,
  enrollmentId: string,
  planId: number,
  kind: QuestionKind,
): Promise<StoredAnswers | null> {
  const [row] = await db
    .select()
    .from(planQuestionAnswers)
    .where(
      and(
        eq(planQuestionAnswers.enrollmentId, enrollmentId),
        eq(planQuestionAnswers.planId, planId),
        eq(planQuestionAnswers.kind, kind),
      ),
    )
    .limit(1);
  if (!row) return null;
  const sealed = JSON.parse(decryptField(row.answersEncrypted, key)) as Omit<StoredAnswers, 'outcome'>;
  return { ...sealed, outcome: row.outcome };
}

/** Saves (replaces) the answers for a plan, encrypted; durable once resolved. */
export async function writeAnswers(
  db: Db,
  key: Buffer,
  enrollmentId: string,
  planId: number,
  kind: QuestionKind,
  stored: StoredAnswers,
  now = new Date(),
): Promise<void> {
  const answersEncrypted = encryptField(
    JSON.stringify({ questionIds: stored.questionIds, answers: stored.answers, message: stored.message }),
    key,
  );
  await db
    .insert(planQuestionAnswers)
    .values({ enrollmentId, planId, kind, answersEncrypted, outcome: stored.outcome, answeredAt: now })
    .onConflictDoUpdate({
      target: [planQuestionAnswers.enrollmentId, planQuestionAnswers.planId, planQuestionAnswers.kind],
      set: { answersEncrypted, outcome: stored.outcome, answeredAt: now },
    });
}

/** The answer status of a plan's questions for an enrollment: none asked, pending, changed, accepted or declined. */
export async function questionStatus(
  db: Db,
  key: Buffer,
  enrollmentId: string,
  planId: number,
): Promise<'none' | 'pending' | 'changed' | 'accepted' | 'declined'> {
  for (const kind of ['health', 'aflac'] as const) {
    const questions = await db
      .select({ id: planQuestions.id })
      .from(planQuestions)
      .where(and(eq(planQuestions.planId, planId), eq(planQuestions.kind, kind)));
    if (questions.length === 0) continue;
    const stored = await readAnswers(db, key, enrollmentId, planId, kind);
    if (!stored) return 'pending';
    if (
      questionsChangedSince(
        questions.map((q) => q.id),
        stored.questionIds,
      )
    )
      return 'changed';
    return stored.outcome;
  }
  return 'none';
}
