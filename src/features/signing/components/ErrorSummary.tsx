import { useEffect, useRef } from 'react';

export interface SummaryError {
  /** The id of the input the error belongs to (the link's target). */
  field: string;
  message: string;
  /** An id for the message itself, when the input names it as its description (aria-describedby). */
  id?: string;
}

/**
 * The errors of a submit, listed and linked to their inputs: announced (role alert) and focused
 * when they appear, so a screen-reader or keyboard user goes straight to what needs fixing.
 */
export function ErrorSummary({
  errors,
  title = 'Please check the following',
}: {
  errors: SummaryError[];
  title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = errors.map((e) => `${e.field}:${e.message}`).join('|');
  useEffect(() => {
    if (shown) box.current?.focus();
  }, [shown]);
  if (errors.length === 0) return null;
  return (
    <div ref={box} className="oe-notice oe-notice--error oe-sign-errors" role="alert" tabIndex={-1}>
      <p className="oe-notice__title">{title}</p>
      <ul>
        {errors.map((e) => (
          <li key={e.field} id={e.id}>
            <a
              href={`#${e.field}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(e.field)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
