import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '../../../../schemas/envelope';
import { usePlanNames } from '../api/sign-in';
import { problemInWords, type SentItems } from '../problem-words';

interface Props {
  title: string;
  /** Everything the last save was refused for (each also under its input where it has one). */
  problems: readonly FieldError[];
  /** What the refused save sent, so each problem names its field or tab. */
  sent?: SentItems;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  /** Removes the edited item from the draft; absent while adding one. */
  onRemove?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * The console's add/edit form of a draft item (a field's rule, a custom tab): its heading takes the
 * focus when it opens, a refused save lists its problems above the inputs and takes the focus,
 * then the inputs and Save to draft, Cancel and (when editing) Remove from draft.
 */
export function EditorForm({ title, problems, sent, pending, onSubmit, onCancel, onRemove, children }: Props) {
  const titleId = useId();
  const problemsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const summary = useRef<HTMLDivElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (problems.length > 0) summary.current?.focus();
  }, [problems]);

  return (
    <form
      className="oe-admin-editor oe-card"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <h3 id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <div
        ref={summary}
        tabIndex={-1}
        role="alert"
        className={problems.length > 0 ? 'oe-notice oe-notice--error' : undefined}
        aria-labelledby={problems.length > 0 ? problemsId : undefined}
      >
        {problems.length > 0 && (
          <>
            <p id={problemsId} className="oe-notice__title">
              The draft was not saved: {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
            </p>
            <ProblemList problems={problems} sent={sent} />
          </>
        )}
      </div>
      {children}
      <div className="oe-form-actions">
        <button type="submit" className="oe-button oe-button--primary" disabled={pending}>
          {pending ? 'Saving…' : 'Save to draft'}
        </button>
        <button type="button" className="oe-button oe-button--secondary" onClick={onCancel}>
          Cancel
        </button>
        {onRemove && (
          <button
            type="button"
            className="oe-button oe-button--secondary oe-admin-danger"
            disabled={pending}
            onClick={onRemove}
          >
            Remove from draft
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The server's field errors as a list, each in words naming the field (or tab) and the input it is
 * about ('sf_code (Carrier 11), Label: Enter a text'), never the request's path (`rules[1].definition.label`).
 */
export function ProblemList({ problems, sent }: { problems: readonly FieldError[]; sent?: SentItems | undefined }) {
  const plans = usePlanNames();
  return (
    <ul className="oe-admin-problems">
      {problems.map((e, i) => (
        <li key={i}>{problemInWords(e, sent, plans)}</li>
      ))}
    </ul>
  );
}
