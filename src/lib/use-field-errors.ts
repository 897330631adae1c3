import { useLayoutEffect, useRef, useState } from 'react';

type ErrorMap<K extends string> = Partial<Record<K, string | undefined>>;

/**
 * Field errors that never outlive the value they were about. An error shown by a submit (the
 * browser's check or the server's) stays while its field keeps the value it judged; once the
 * person edits the field, the error shows only while the new value still fails `validate`, with
 * its current message, so a corrected field is not left marked until the next submit.
 * Keys that are not fields (a form-wide message) stay until the next `show`.
 */
export function useFieldErrors<K extends string>(
  values: Readonly<Record<string, unknown>>,
  validate: () => ErrorMap<K>,
) {
  // The values of the last render, for a `show` called later (after an awaited server answer).
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });
  const [shown, setShown] = useState<{ errors: ErrorMap<K>; judged: Readonly<Record<string, unknown>> }>({
    errors: {},
    judged: values,
  });

  const current = validate();
  const errors: ErrorMap<K> = {};
  for (const key of Object.keys(shown.errors) as K[]) {
    const message = shown.errors[key];
    if (!message) continue;
    const edited = Object.hasOwn(values, key) && !Object.is(values[key], shown.judged[key]);
    errors[key] = edited ? current[key] : message;
  }
  /** Shows a submit's errors, judged against `judged` (by default the values as they are now). */
  const show = (found: ErrorMap<K>, judged: Readonly<Record<string, unknown>> = latest.current) =>
    setShown({ errors: found, judged });
  return { errors, show };
}
