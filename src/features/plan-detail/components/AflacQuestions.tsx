import { useId, useState, type FormEvent } from 'react';
import type { AflacQuestion } from '../../../../schemas/api/questions';
import { MESSAGES } from '../../../../schemas/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveAflacQuestions } from '../api/save-aflac-questions';

interface Props {
  tempId: string;
  planId: number;
  questions: AflacQuestion[];
  onSaved: (message: string) => void;
}

/** Aflac-type questions: Yes required where true_condition is 1, each with its hint (001 section 5). */
export function AflacQuestions({ tempId, planId, questions, onSaved }: Props) {
  const id = useId();
  const [answers, setAnswers] = useState<Record<number, 0 | 1>>({});
  const [error, setError] = useState<string | null>(null);
  const save = useSaveAflacQuestions();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (questions.some((q) => q.true_condition === 1 && answers[q.qid] !== 1))
      return setError(MESSAGES.answerYesToContinue);
    const aflacData = questions.flatMap((q) => {
      const answer = answers[q.qid];
      return answer === undefined ? [] : [{ qid: q.qid, true_condition: answer }];
    });
    if (aflacData.length < questions.length) return setError(MESSAGES.answerAllQuestions);
    try {
      const result = await save.mutateAsync({ enrollment_id: tempId, plan_id: planId, aflac_data: aflacData });
      setError(null);
      onSaved(result.message);
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : String(e));
    }
  };

  return (
    <form className="oe-pd-questions" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Eligibility Questions</h2>
      {questions.map((q, n) => (
        <fieldset key={q.qid} className="oe-pd-question" aria-describedby={`${id}-hint-${q.qid}`}>
          <legend>
            {n + 1}. {q.question}
          </legend>
          <div className="oe-filter__radios">
            {([1, 0] as const).map((v) => (
              <label key={v}>
                <input
                  type="radio"
                  name={`${id}-q${q.qid}`}
                  checked={answers[q.qid] === v}
                  onChange={() => setAnswers((a) => ({ ...a, [q.qid]: v }))}
                />{' '}
                {v === 1 ? 'Yes' : 'No'}
              </label>
            ))}
          </div>
          <p id={`${id}-hint-${q.qid}`} className="oe-pd-hint">
            {q.hint}
          </p>
        </fieldset>
      ))}
      {error && (
        <p className="oe-pd-alert oe-pd-alert--error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
        Submit Answers
      </button>
    </form>
  );
}
