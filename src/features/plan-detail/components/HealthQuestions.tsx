import { useId, useState, type FormEvent } from 'react';
import type { HealthAnswerInput, HealthQuestion } from '../../../../schemas/api/questions';
import { MESSAGES } from '../../../../schemas/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { useSaveQuestionAnswers } from '../api/save-question-answers';

interface Props {
  tempId: string;
  planId: number;
  questions: HealthQuestion[];
  /** A decline message from earlier answers, shown until new answers are saved. */
  declineMessage: string | null;
  onSaved: (message: string) => void;
}

type Draft = {
  yes?: 0 | 1;
  options: number[];
  reason: string;
  from: string;
  to: string;
  recovery: string;
  physician: string;
};
const EMPTY: Draft = { options: [], reason: '', from: '', to: '', recovery: '', physician: '' };

/** Health questions gating the cart buttons: a yes or no each ('Please answer all questions'), options and details. */
export function HealthQuestions({ tempId, planId, questions, declineMessage, onSaved }: Props) {
  const id = useId();
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [error, setError] = useState<string | null>(declineMessage);
  const save = useSaveQuestionAnswers();
  const draftOf = (q: number) => drafts[q] ?? EMPTY;
  const update = (q: number, patch: Partial<Draft>) =>
    setDrafts((d) => ({ ...d, [q]: { ...(d[q] ?? EMPTY), ...patch } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answers: HealthAnswerInput[] = questions.flatMap((q) => {
      const d = draftOf(q.question_id);
      if (d.yes === undefined) return [];
      const withDetail = d.yes === 1 && (q.require_detail || q.question_sub_type === 'text_field');
      return {
        question_id: q.question_id,
        yes_no_flag: d.yes,
        ...(d.yes === 1 && d.options.length ? { checkbox_answers: d.options } : {}),
        ...(withDetail
          ? {
              detail: [
                {
                  reason_for_condition: d.reason,
                  dot_from: d.from,
                  dot_to: d.to,
                  degree_of_recovery: d.recovery,
                  physician_name_address: d.physician,
                },
              ],
            }
          : {}),
      };
    });
    if (answers.length < questions.length) return setError(MESSAGES.answerAllQuestions);
    try {
      const result = await save.mutateAsync({ enrollment_id: tempId, plan_id: planId, answers });
      if (result.errorCode === 'decline') return setError(result.error_message ?? MESSAGES.answerAllQuestions);
      setError(null);
      onSaved(result.success_message ?? '');
    } catch (e) {
      setError(e instanceof ApiRequestError ? e.message : String(e));
    }
  };

  return (
    <form className="oe-pd-questions" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Health Questions</h2>
      {questions.map((q, n) => {
        const d = draftOf(q.question_id);
        const detailed = d.yes === 1 && (q.require_detail || q.question_sub_type === 'detail');
        return (
          <fieldset key={q.question_id} className="oe-pd-question">
            <legend>
              {n + 1}. {q.question_text}
            </legend>
            <div className="oe-filter__radios">
              {([1, 0] as const).map((v) => (
                <label key={v}>
                  <input
                    type="radio"
                    name={`${id}-q${q.question_id}`}
                    checked={d.yes === v}
                    onChange={() => update(q.question_id, { yes: v })}
                  />{' '}
                  {v === 1 ? 'Yes' : 'No'}
                </label>
              ))}
            </div>
            {d.yes === 1 && q.options.length > 0 && (
              <div className="oe-pd-options">
                {q.options.map((o) => (
                  <label key={o.option_id}>
                    <input
                      type="checkbox"
                      checked={d.options.includes(o.option_id)}
                      onChange={(e) =>
                        update(q.question_id, {
                          options: e.target.checked
                            ? [...d.options, o.option_id]
                            : d.options.filter((x) => x !== o.option_id),
                        })
                      }
                    />{' '}
                    {o.option_text}
                  </label>
                ))}
              </div>
            )}
            {d.yes === 1 && (detailed || q.question_sub_type === 'text_field') && (
              <div className="oe-pd-detail">
                <div className="oe-filter__field">
                  <label htmlFor={`${id}-reason-${q.question_id}`}>
                    {detailed ? 'Reason for condition' : 'Details'}
                  </label>
                  <input
                    id={`${id}-reason-${q.question_id}`}
                    maxLength={500}
                    value={d.reason}
                    onChange={(e) => update(q.question_id, { reason: e.target.value })}
                  />
                </div>
                {detailed &&
                  (
                    [
                      ['from', 'Date from (mm/dd/yyyy)'],
                      ['to', 'Date to (mm/dd/yyyy)'],
                      ['recovery', 'Degree of recovery'],
                      ['physician', 'Physician name and address'],
                    ] as const
                  ).map(([k, label]) => (
                    <div key={k} className="oe-filter__field">
                      <label htmlFor={`${id}-${k}-${q.question_id}`}>{label}</label>
                      <input
                        id={`${id}-${k}-${q.question_id}`}
                        maxLength={k === 'from' || k === 'to' ? 10 : 300}
                        value={d[k]}
                        onChange={(e) => update(q.question_id, { [k]: e.target.value })}
                      />
                    </div>
                  ))}
              </div>
            )}
          </fieldset>
        );
      })}
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
