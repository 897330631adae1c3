import { useEffect, useId, useState } from 'react';
import type { ChangeEffectiveDate } from '../../../schemas/api/effective-date';
import { Dialog } from '../../components/Dialog';
import { ApiRequestError } from '../../lib/api-client';
import { formatUsd } from '../../lib/money';
import { storage } from '../../lib/storage';
import { useChangeEffectiveDate, useEffectiveDateChoice } from './api/effective-date';
import './effective-date.css';

interface Props {
  enrollmentId: string;
  /** A refusal of the date from elsewhere (the cart's checkout), shown under the control. */
  error?: string | undefined;
  /** The hint under the label: what the date decides on this screen. */
  hint?: string;
  /**
   * The dates to offer, when the screen has its own list (the cart's, GET /get-cart-effective-dates,
   * which leaves out dates a cart plan is in blackout on); by default the store's.
   */
  dates?: readonly string[] | undefined;
}

type Unavailable = ChangeEffectiveDate['unavailable'];

/** What a change did, in words: the new prices, the plans taken out (decision 0280). */
function changeSummary(answer: ChangeEffectiveDate): string {
  const parts = [`Coverage now starts ${answer.effective_date}.`];
  if (answer.changed.length)
    parts.push(
      `New prices: ${answer.changed.map((c) => `${c.plan_name} ${formatUsd(c.from)} to ${formatUsd(c.to)} a month`).join('; ')}.`,
    );
  const removed = answer.unavailable.filter((u) => answer.removed.includes(u.plan_id));
  if (removed.length) parts.push(`Removed from your cart: ${removed.map((u) => u.plan_name).join(', ')}.`);
  return parts.join(' ');
}

/**
 * The effective-date control of the listing and the cart (issue 30): a select of the dates the
 * store offers; the prices shown are those in force on the chosen date. A change reprices the cart
 * on the server and says what changed; plans of the cart not offered on the new date are named in a
 * dialog, and taken out only when the shopper confirms (otherwise the date stays).
 */
export function EffectiveDatePicker({ enrollmentId, error, hint, dates }: Props) {
  const id = useId();
  const choice = useEffectiveDateChoice(enrollmentId);
  const change = useChangeEffectiveDate();
  const [asked, setAsked] = useState<{ date: string; unavailable: Unavailable } | null>(null);
  const [notice, setNotice] = useState('');

  const current = choice.data?.effective_date ?? '';
  // The browser keeps the date the server prices by (the specification's `effectiveDate` key).
  useEffect(() => {
    if (current) storage.set('effectiveDate', current);
  }, [current]);

  const submit = (date: string, removeUnavailable: boolean) => {
    setNotice('');
    change.mutate(
      { enrollment_id: enrollmentId, effective_date: date, ...(removeUnavailable ? { remove_unavailable: true } : {}) },
      {
        onSuccess: (answer) => {
          if (answer.applied) {
            setAsked(null);
            setNotice(changeSummary(answer));
          } else setAsked({ date: answer.effective_date, unavailable: answer.unavailable });
        },
      },
    );
  };

  const refusal =
    change.error instanceof ApiRequestError
      ? (change.error.fieldErrors.effective_date ?? change.error.message)
      : change.error
        ? 'We could not change the date. Please try again.'
        : error;
  const shown = change.isPending ? change.variables.effective_date : current;
  const offered = dates ?? choice.data?.result ?? [];
  // The date prices are read for is always there to see, even where the list leaves it out.
  const options = shown && !offered.includes(shown) ? [shown, ...offered] : offered;
  const described = [hint ? `${id}-hint` : '', refusal ? `${id}-error` : ''].filter(Boolean).join(' ');

  return (
    <div className="oe-cart-field oe-effective-date">
      <label htmlFor={id}>Effective Date</label>
      {hint && (
        <p id={`${id}-hint`} className="oe-effective-date__hint">
          {hint}
        </p>
      )}
      <select
        id={id}
        value={shown}
        disabled={!choice.data || change.isPending}
        onChange={(e) => submit(e.target.value, false)}
        aria-invalid={refusal ? true : undefined}
        aria-describedby={described || undefined}
      >
        {options.map((d) => (
          <option key={d} value={d}>
            {d}
          </option>
        ))}
      </select>
      {refusal && (
        <p id={`${id}-error`} className="oe-field__error" role="alert">
          {refusal}
        </p>
      )}
      <p className="oe-effective-date__notice" role="status">
        {notice}
      </p>
      <Dialog
        open={asked !== null}
        title={`Not offered from ${asked?.date ?? ''}`}
        onClose={() => setAsked(null)}
        actions={
          <>
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => setAsked(null)}
              data-autofocus
            >
              Keep {current}
            </button>
            <button
              type="button"
              className="oe-button oe-button--primary"
              disabled={change.isPending}
              onClick={() => asked && submit(asked.date, true)}
            >
              Remove and change the date
            </button>
          </>
        }
      >
        <p>These plans in your cart are not offered for coverage starting {asked?.date}:</p>
        <ul>
          {asked?.unavailable.map((u) => (
            <li key={u.plan_id}>
              <strong>{u.plan_name}</strong>: {u.message}
            </li>
          ))}
        </ul>
        <p>Remove them and change the date, or keep {current}.</p>
      </Dialog>
    </div>
  );
}
