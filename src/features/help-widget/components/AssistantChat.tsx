import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MESSAGES } from '../../../../schemas/messages';
import { errorMessageOf } from '../../../components/ErrorNotice';
import { useAssistAdd } from '../api/assist-add';
import { useAssist } from '../api/assist-get';

/** How long a send error stays on screen (000 section 9). */
export const SEND_ERROR_MS = 5000;

/**
 * Contact Rep / virtual assistant (000 section 4): the assistant's questions one at a time; an
 * earlier answer can be edited; after the last one, 'allow 24 hours for a rep to reach out'.
 */
export function AssistantChat({ deviceId }: { deviceId: string }) {
  const inputId = useId();
  const errorId = useId();
  const state = useAssist(deviceId, true);
  const add = useAssistAdd();
  const [editing, setEditing] = useState<{ id: number; question: string } | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const asking = editing ?? state.data?.question ?? null;

  const showError = (message: string) => {
    setError(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setError(null), SEND_ERROR_MS);
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    if (!text.trim()) return showError(MESSAGES.fieldRequired);
    try {
      await add.mutateAsync({ question_id: asking.id, answer: text.trim(), device_id: deviceId });
      setText('');
      setEditing(null);
    } catch (cause) {
      showError(errorMessageOf(cause));
    }
  };

  if (state.isError) return <p role="alert">{errorMessageOf(state.error)}</p>;
  if (!state.data) return <p className="oe-muted">Loading…</p>;
  return (
    <div className="oe-chat">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling log must take keyboard focus to scroll (WCAG 2.1.1) */}
      <div className="oe-chat__log" role="log" aria-label="Conversation" tabIndex={0}>
        {state.data.answer.map((a) => (
          <div key={a.question_id} className="oe-chat__pair">
            <p className="oe-chat__question">{a.assistant_question.question}</p>
            <p className="oe-chat__answer">
              {a.answer}{' '}
              <button
                type="button"
                className="oe-chat__edit"
                onClick={() => {
                  setEditing({ id: a.question_id, question: a.assistant_question.question });
                  setText(a.answer);
                }}
              >
                Edit<span className="oe-visually-hidden"> answer to {a.assistant_question.question}</span>
              </button>
            </p>
          </div>
        ))}
        {!asking && <p className="oe-chat__question">{MESSAGES.assistantDone}</p>}
      </div>
      {asking && (
        <form onSubmit={send} noValidate className="oe-form-grid">
          <label htmlFor={inputId} className="oe-form-field__label">
            {asking.question}
          </label>
          <input
            id={inputId}
            className="oe-form-field__control"
            value={text}
            maxLength={1000}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setText(e.target.value);
              // 'Field is required' is about the empty box: gone as soon as there is an answer.
              if (error === MESSAGES.fieldRequired && e.target.value.trim()) setError(null);
            }}
          />
          <div className="oe-form-actions">
            {editing && (
              <button
                type="button"
                className="oe-button oe-button--secondary"
                onClick={() => {
                  setEditing(null);
                  setText('');
                }}
              >
                Cancel
              </button>
            )}
            <button type="submit" className="oe-button oe-button--primary" disabled={add.isPending}>
              Send
            </button>
          </div>
        </form>
      )}
      <p id={errorId} className="oe-form-field__error" role="alert">
        {error}
      </p>
    </div>
  );
}
