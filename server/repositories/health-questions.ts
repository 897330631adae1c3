import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { healthConditionQuestions, members } from '../db/schema';
import type { HealthQuestionSet } from '../../schemas/steps/health-info';

/**
 * The active primary-health questions in order: the condition questions and the (first)
 * medication question, each with the gender it is for (null: everyone). Who is asked which is
 * questionsFor (schemas/steps/health-info.ts) with the person's gender.
 */
export async function healthQuestionSet(db: Db): Promise<HealthQuestionSet> {
  const q = healthConditionQuestions;
  const rows = await db
    .select({ id: q.id, kind: q.kind, text: q.questionText, gender: q.appliesToGender })
    .from(q)
    .where(eq(q.active, true))
    .orderBy(asc(q.sort), asc(q.id));
  const out = (r: (typeof rows)[number]) => ({
    question_id: r.id,
    question_text: r.text,
    applies_to_gender: r.gender === null ? null : String(r.gender),
  });
  const medication = rows.find((r) => r.kind === 'medication');
  return {
    condition_questions: rows.filter((r) => r.kind === 'condition').map(out),
    medication_question: medication ? out(medication) : null,
  };
}

/** A member's sealed health answers of the last enrollment (health_info_encrypted), or null. */
export async function memberHealthInfoSealed(db: Db, memberId: number): Promise<string | null> {
  const [row] = await db
    .select({ sealed: members.healthInfoEncrypted })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return row?.sealed ?? null;
}
