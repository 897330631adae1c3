import type { Ref } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '../../../../schemas/messages';
import type { MissingField, MissingStep } from '../api/get-missing-fields';

/**
 * What completion still needs, each with a link to its page: the required steps not finished (a
 * review reached by its address) and the fields a published change made required since the
 * applicant saved their step. Completion waits for them (the server refuses it meanwhile); the
 * review moves focus here when Complete Enrollment is pressed too early.
 */
export function MissingFieldsNotice({
  steps,
  fields,
  hrefOf,
  onFollow,
  ref,
}: {
  steps: readonly MissingStep[];
  fields: readonly MissingField[];
  /** The page of a tab, under the storefront's prefix. */
  hrefOf: (tab: string) => string;
  /** Called as a link is followed (the review marks that the step returns to it). */
  onFollow: () => void;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} className="oe-notice oe-notice--error" role="alert" tabIndex={-1}>
      {steps.length > 0 && (
        <>
          <p>
            <strong>{MESSAGES.reviewStepsNotComplete}</strong> {MESSAGES.reviewCompleteTheseFirst}
          </p>
          <ul>
            {steps.map((s) => (
              <li key={s.tab}>
                <Link to={hrefOf(s.tab)} onClick={onFollow}>
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {fields.length > 0 && (
        <>
          <p>
            <strong>{MESSAGES.reviewFieldsNowRequired}</strong> {MESSAGES.reviewCompleteTheseFirst}
          </p>
          <ul>
            {fields.map((f) => (
              <li key={`${f.tab}.${f.field_name}`}>
                {f.label} on {f.title}{' '}
                <Link to={hrefOf(f.tab)} onClick={onFollow}>
                  Go to {f.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
