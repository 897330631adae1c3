import { useEffect, useRef } from 'react';
import { PLAN_LISTING_MESSAGES } from '../../../../schemas/messages';
import { PLANS_PAGE_SIZE, type MorePlans } from '../api/get-filtered-plans';

/**
 * Under a listing answered a page at a time: how many cards show of how many ("Showing 24 of 4,100
 * plans", announced politely as it changes) and "Show more plans", a real button (keyboard and
 * screen readers) that appends the next page below the cards already shown, so the shopper's place
 * stays where it was. Focus stays on the button while pages remain; after the last page the button
 * goes and focus moves to the count, not to the top of the page.
 */
export function ShowMorePlans({ more, pageSize = PLANS_PAGE_SIZE }: { more: MorePlans; pageSize?: number }) {
  const status = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!more.hasMore && asked.current) {
      asked.current = false;
      status.current?.focus();
    }
  }, [more.hasMore]);
  // A listing that fits one page needs neither the count nor the button.
  if (more.total <= pageSize && !more.hasMore) return null;
  return (
    <div className="oe-plans-more">
      <p role="status" aria-live="polite" tabIndex={-1} ref={status}>
        {more.loading ? PLAN_LISTING_MESSAGES.loadingMore : PLAN_LISTING_MESSAGES.showing(more.shown, more.total)}
      </p>
      {more.hasMore && (
        // aria-disabled, not disabled: the button keeps keyboard focus while the page loads.
        <button
          type="button"
          className="oe-button oe-button--secondary"
          onClick={() => {
            asked.current = true;
            more.loadMore();
          }}
          aria-busy={more.loading}
          aria-disabled={more.loading}
        >
          {PLAN_LISTING_MESSAGES.showMore}
        </button>
      )}
    </div>
  );
}
