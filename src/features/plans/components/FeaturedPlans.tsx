import { useId } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Skeleton } from '../../../components/Skeleton';
import { PlanCard, type FeaturedPlan } from './PlanCard';

export type FeaturedPlansState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void }
  | { status: 'ready'; plans: FeaturedPlan[] };

/** The 'Featured plans' section of the home page: a responsive grid of plan cards. */
export function FeaturedPlans({ state }: { state: FeaturedPlansState }) {
  const headingId = useId();
  return (
    <section className="oe-section" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>Featured plans</h2>
      {state.status === 'loading' && (
        <ul className="oe-plan-grid" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className="oe-card oe-plan-card">
              <Skeleton height="4rem" width="10rem" />
              <Skeleton height="1.25rem" width="70%" />
              <Skeleton />
              <Skeleton width="85%" />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'error' && (
        <ErrorNotice title="Featured plans could not be loaded" error={state.error} onRetry={state.onRetry} />
      )}
      {state.status === 'ready' && state.plans.length === 0 && (
        <p className="oe-muted">No featured plans right now. Use the menu to browse every category.</p>
      )}
      {state.status === 'ready' && state.plans.length > 0 && (
        <ul className="oe-plan-grid">
          {state.plans.map((plan) => (
            <li key={plan.plan_id}>
              <PlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
