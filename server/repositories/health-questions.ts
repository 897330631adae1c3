import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { healthConditionQuestions, members } from '../db/schema';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';

/** The active primary-health questions in order: the condition questions and the (first) medication question. */
export async function healthQuestionSet(db: Db): Promise<HealthQuestionSet> {
  const rows = await db
    .select({ id: healthConditionQuestions.id, kind: healthConditionQuestions.kind, text: healthConditionQuestions.questionText })
    .from(healthConditionQuestions)
    .where(eq(healthConditionQuestions.active, true))
    .orderBy(asc(healthConditionQuestions.sort), asc(healthConditionQuestions.id));
  const medication = rows.find((r) => r.kind === 'medication');
  return {
    condition_questions: rows.filter((r) => r.kind === 'condition').map((r) => ({ question_id: r.id, question_text: r.text })),
    medication_question: medication ? { question_id: medication.id, question_text: medication.text } : null,
  };
}

/** A member's sealed health answers of the last enrollment (health_info_encrypted), or null. */
export async function memberHealthInfoSealed(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db.select({ sealed: members.healthInfoEncrypted }).from(members).where(eq(members.id, memberId)).limit(1);
  return row?.sealed ?? null;
}
