import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assistantAnswers, assistantQuestions } from '../db/schema';

export interface AssistantState {
  question: { id: number; question: string } | null;
  answer: Array<{ id: number; question_id: number; answer: string; assistant_question: { question: string } }>;
}

const sameAgent = (agentId: number | null) => sql`coalesce(${assistantAnswers.agentId}, 0) = ${agentId ?? 0}`;

/** The device's answers so far and the first active question it has not answered (one at a time). */
export async function assistantState(db: Db, deviceId: string, agentId: number | null): Promise<AssistantState> {
  const questions = await db
    .select({ id: assistantQuestions.id, question: assistantQuestions.question })
    .from(assistantQuestions)
    .where(eq(assistantQuestions.active, true))
    .orderBy(asc(assistantQuestions.sort), asc(assistantQuestions.id));
  const answers = await db
    .select({ id: assistantAnswers.id, questionId: assistantAnswers.questionId, answer: assistantAnswers.answer })
    .from(assistantAnswers)
    .where(and(eq(assistantAnswers.deviceId, deviceId), sameAgent(agentId)));
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return {
    question: questions.find((q) => !byQuestion.has(q.id)) ?? null,
    answer: questions.flatMap((q) => {
      const a = byQuestion.get(q.id);
      return a ? [{ id: a.id, question_id: q.id, answer: a.answer, assistant_question: { question: q.question } }] : [];
    }),
  };
}

/** True when the question exists and is active. */
export async function isActiveQuestion(db: Db, questionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: assistantQuestions.id })
    .from(assistantQuestions)
    .where(and(eq(assistantQuestions.id, questionId), eq(assistantQuestions.active, true)))
    .limit(1);
  return row !== undefined;
}

/** Saves an answer; answering the same question again replaces the earlier answer (edit). */
export async function saveAnswer(
  db: Db,
  a: { questionId: number; answer: string; deviceId: string; agentId: number | null; webUrl: string | null },
  now = new Date(),
): Promise<void> {
  const updated = await db
    .update(assistantAnswers)
    .set({ answer: a.answer, webUrl: a.webUrl, updatedAt: now })
    .where(
      and(
        eq(assistantAnswers.deviceId, a.deviceId),
        eq(assistantAnswers.questionId, a.questionId),
        sameAgent(a.agentId),
      ),
    )
    .returning({ id: assistantAnswers.id });
  if (updated.length === 0) await db.insert(assistantAnswers).values({ ...a, createdAt: now, updatedAt: now });
}
