import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * The save state of a console form (group details, plan years, contributions): the server's field
 * errors by target, a failure, and a status line; a refused save moves the focus to the summary,
 * which names each problem, and every outcome is announced.
 */
export function useSaveState() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  return {
    errors,
    failure,
    status,
    async run(title: string, call: () => Promise<unknown>, done: string) {
      setErrors({});
      setFailure('');
      setStatus('');
      try {
        await call();
        setStatus(done);
      } catch (error) {
        if (error instanceof ApiRequestError && error.fieldErrorList.length > 0)
          setErrors(Object.fromEntries(error.fieldErrorList.map((e) => [e.target_element, e.error_message])));
        setFailure(`${title}: ${error instanceof Error ? error.message : 'Something went wrong. Please try again.'}`);
      }
    },
  };
}

export function SaveSummary({ state }: { state: ReturnType<typeof useSaveState> }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.failure) ref.current?.focus();
  }, [state.failure, state.errors]);
  const problems = Object.entries(state.errors);
  return (
    <>
      <div ref={ref} tabIndex={-1} className={state.failure ? 'oe-notice oe-notice--error' : undefined} role="alert">
        {state.failure && <p className="oe-notice__title">{state.failure}</p>}
        {problems.length > 1 && (
          <ul>
            {problems.map(([field, message]) => (
              <li key={field}>
                <code>{field}</code>: {message}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="oe-admin-status" role="status">
        {state.status}
      </p>
    </>
  );
}
