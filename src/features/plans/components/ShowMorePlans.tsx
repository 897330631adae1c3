import type { MorePlans } from '../api/get-filtered-plans';

/**
 * "Show more plans" under a category answered a page at a time: a real button (keyboard and
 * screen readers), busy while the next page loads, with the count shown announced politely.
 */
export function ShowMorePlans({ more }: { more: MorePlans }) {
  if (!more.hasMore) return null;
  return (
    <div className="oe-plans-more">
      <p role="status" aria-live="polite">
        {more.loading ? 'Loading more plans…' : `Showing ${more.shown} of ${more.total} plans`}
      </p>
      {/* aria-disabled, not disabled: the button keeps keyboard focus while the page loads. */}
      <button
        type="button"
        className="oe-button oe-button--secondary"
        onClick={more.loadMore}
        aria-busy={more.loading}
        aria-disabled={more.loading}
      >
        Show more plans
      </button>
    </div>
  );
}
