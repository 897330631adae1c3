import { Link } from 'react-router';
import { MAX_COMPARE_PLANS, MIN_COMPARE_PLANS } from '../../../../schemas/api/compare';
import { comparePath } from '../compare-path';
import { clearCompare, groupWords, useCompareSelection } from '../selection';
import '../compare.css';

/**
 * The compare tray: while plans are picked it stays at the foot of the listing, the new-plans page
 * and plan pages (a compact bar on a phone), in the page's tab order after its content, with
 * 'Compare now' once two plans are picked and 'Clear'. A spacer in the flow keeps the page's
 * last lines clear of it.
 */
export function CompareTray({ prefix }: { prefix: string }) {
  const selection = useCompareSelection();
  const count = selection.plan_ids.length;
  if (count === 0 || !selection.group) return null;
  const ready = count >= MIN_COMPARE_PLANS;
  return (
    <>
      <div className="oe-compare-tray__spacer" aria-hidden="true" />
      <section className="oe-compare-tray" aria-label="Plans to compare">
        <p className="oe-compare-tray__count" aria-live="polite">
          <strong>
            {count} of {MAX_COMPARE_PLANS}
          </strong>{' '}
          {groupWords(selection.group)} plans picked
          {!ready && <span className="oe-compare-tray__hint"> · pick one more to compare</span>}
        </p>
        <div className="oe-compare-tray__actions">
          <button type="button" className="oe-button oe-button--secondary" onClick={clearCompare}>
            Clear<span className="oe-visually-hidden"> plans to compare</span>
          </button>
          {ready && (
            <Link className="oe-button oe-button--primary" to={comparePath(prefix, selection.plan_ids)}>
              Compare now
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
