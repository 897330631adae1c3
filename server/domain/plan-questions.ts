import { MESSAGES } from '../../schemas/messages';

/**
 * Plan eligibility questions (001 sections 3-5): health questions need a yes or no each and may
 * decline the applicant; Aflac-type questions must be answered Yes where true_condition is 1.
 */

export interface HealthQuestionRule {
  id: number;
  requireDetail: boolean;
  /** The yes/no answer (1 or 0) that declines, or null. */
  declineOn: number | null;
  declineMessage: string | null;
  options: ReadonlyArray<{ id: number; declines: boolean }>;
}

export interface HealthAnswer {
  question_id: number;
  yes_no_flag: number;
  checkbox_answers?: readonly number[];
  detail?: ReadonlyArray<{ reason_for_condition?: string }>;
}

export type HealthVerdict =
  | { ok: false; target: string; message: string }
  | { ok: true; outcome: 'accepted' }
  | { ok: true; outcome: 'declined'; message: string };

/** The default decline text when a question names none. */
export const DEFAULT_DECLINE_MESSAGE = 'Based on your answers you are not eligible for this plan.';

function declines(q: HealthQuestionRule, a: HealthAnswer): boolean {
  if (q.declineOn === null || a.yes_no_flag !== q.declineOn) return false;
  // Options narrow a declining answer down: only a declining option (or none chosen) declines.
  const declining = q.options.filter((o) => o.declines).map((o) => o.id);
  if (declining.length === 0) return true;
  const chosen = a.checkbox_answers ?? [];
  return chosen.length === 0 || chosen.some((id) => declining.includes(id));
}

/** Judges health answers: every question answered yes/no (with detail where required), then decline or accept. */
export function judgeHealthAnswers(
  questions: readonly HealthQuestionRule[],
  answers: readonly HealthAnswer[],
): HealthVerdict {
  const byId = new Map(answers.map((a) => [a.question_id, a]));
  for (const q of questions) {
    const a = byId.get(q.id);
    if (!a || (a.yes_no_flag !== 0 && a.yes_no_flag !== 1))
      return { ok: false, target: `question_${q.id}`, message: MESSAGES.answerAllQuestions };
    const unknownOption = (a.checkbox_answers ?? []).some((id) => !q.options.some((o) => o.id === id));
    if (unknownOption) return { ok: false, target: `question_${q.id}`, message: MESSAGES.answerAllQuestions };
    if (
      q.requireDetail &&
      a.yes_no_flag === 1 &&
      !a.detail?.some((d) => (d.reason_for_condition ?? '').trim() !== '')
    ) {
      return { ok: false, target: `detail_${q.id}`, message: MESSAGES.fieldRequired };
    }
  }
  const declining = questions.find((q) => {
    const a = byId.get(q.id);
    return a !== undefined && declines(q, a);
  });
  if (declining) return { ok: true, outcome: 'declined', message: declining.declineMessage ?? DEFAULT_DECLINE_MESSAGE };
  return { ok: true, outcome: 'accepted' };
}

export interface AflacQuestionRule {
  id: number;
  /** 1: the answer must be Yes; 0: Yes or No. */
  trueCondition: number | null;
}

export type AflacVerdict = { ok: true } | { ok: false; target: string; message: string };

/** Judges Aflac-type answers: every question answered, and Yes where true_condition is 1. */
export function judgeAflacAnswers(
  questions: readonly AflacQuestionRule[],
  answers: ReadonlyArray<{ qid: number; true_condition: number }>,
): AflacVerdict {
  const byId = new Map(answers.map((a) => [a.qid, a.true_condition]));
  for (const q of questions) {
    const given = byId.get(q.id);
    if (given !== 0 && given !== 1) return { ok: false, target: `qid_${q.id}`, message: MESSAGES.answerAllQuestions };
    if (q.trueCondition === 1 && given !== 1)
      return { ok: false, target: `qid_${q.id}`, message: MESSAGES.answerYesToContinue };
  }
  return { ok: true };
}

/** The hint under an Aflac-type question (001 section 5). */
export function aflacHint(trueCondition: number | null): string {
  return trueCondition === 1 ? MESSAGES.hintAnswerYes : MESSAGES.hintAnswerYesNo;
}

/** True when saved answers cover fewer questions than the plan now asks (the newQuestionsError rule). */
export function questionsChangedSince(
  currentQuestionIds: readonly number[],
  answeredQuestionIds: readonly number[],
): boolean {
  return currentQuestionIds.some((id) => !answeredQuestionIds.includes(id));
}
