import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { MESSAGES } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { useFilteredPlans, type ShownPages } from './api/get-filtered-plans';
import { useLeftSideFilterFields } from './api/get-left-side-filter-fields';
import { AddedDialogs } from './components/AddedDialogs';
import { CategoryFilter, CategoryFilterPlaceholder } from './components/CategoryFilter';
import { NeedsBasicDetails } from '../../components/NeedsBasicDetails';
import { PlanSections } from './components/PlanSections';
import { ShowMorePlans } from './components/ShowMorePlans';
import { useAddToCart } from './use-add-to-cart';
import { TopFilter } from '../filters';
import { CompareTray, UseLevelPicker } from '../compare';
import { SortSelect } from './components/SortSelect';
import { EffectiveDatePicker } from '../effective-date';
import '../../styles/commerce.css';
import { HomeCrumb } from '../site';

/** The most pages an address may ask to show at once (a hand-edited `pages` asks no more). */
const MAX_PAGES_IN_ADDRESS = 50;

/** /plans (000 section 2, 001 section 2): category filter on the left, plans grouped by category. */
export function PlansPage() {
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const sort = params.get('sort') === 'yearly_cost' ? 'yearly_cost' : undefined;
  const enrollmentId = storage.get('tempId');

  // A menu link (?type=) selects its category; otherwise the choice kept in storage applies.
  const [chosen, setChosen] = useState<string[]>(() => storage.get('planCategories') ?? []);
  const selected = useMemo(() => (type ? [type] : chosen), [type, chosen]);
  useEffect(() => {
    if (type) storage.set('planCategories', [type]);
  }, [type]);

  // The pages shown stay in the address (replaced, not pushed), so returning from a plan's page
  // shows the same cards (each page kept by React Query) instead of the first page again.
  const pagesShown = Number(params.get('pages'));
  const shown: ShownPages = {
    count: Number.isInteger(pagesShown) && pagesShown > 1 ? Math.min(pagesShown, MAX_PAGES_IN_ADDRESS) : 1,
    set: (count) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('pages', String(count));
          return next;
        },
        { replace: true },
      ),
  };

  const filter = useLeftSideFilterFields(enrollmentId);
  const plans = useFilteredPlans(enrollmentId, selected, sort, shown);
  // The cards render in a transition, which yields to the browser every few milliseconds, instead
  // of inside the task that delivered the listing (on a phone the longest task after first paint).
  const listing = useDeferredValue(plans.data);
  const cart = useAddToCart(enrollmentId, prefix);

  const changeCategories = (next: string[]) => {
    storage.set('planCategories', next);
    setChosen(next);
    // The URL's type no longer describes the choice: removing it returns to plain /plans (keeping
    // the order); a new choice starts again at its first page.
    if (type || params.has('pages')) setParams(sort ? { sort } : {}, { replace: true });
  };
  const changeSort = (next: typeof sort) => {
    const rest = new URLSearchParams(params);
    if (next) rest.set('sort', next);
    else rest.delete('sort');
    rest.delete('pages');
    setParams(rest, { replace: true });
  };

  return (
    <div className="oe-container oe-section oe-plans-page">
      <nav aria-label="Breadcrumb" className="oe-breadcrumb">
        <ol>
          <HomeCrumb prefix={prefix} />
          <li aria-current="page">Plans</li>
        </ol>
      </nav>
      <h1>Plans</h1>
      {!enrollmentId ? (
        <NeedsBasicDetails prefix={prefix} />
      ) : (
        <>
          <TopFilter tempId={enrollmentId} />
          <UseLevelPicker tempId={enrollmentId} />
          <div className="oe-plans-layout">
            <aside className="oe-plans-layout__filter" aria-label="Filter plans">
              {filter.data ? (
                <CategoryFilter
                  categories={filter.data.result.categories}
                  selected={selected}
                  onChange={changeCategories}
                />
              ) : (
                <CategoryFilterPlaceholder />
              )}
            </aside>
            <div className="oe-plans-layout__list">
              <div className="oe-plans-effective-date">
                <EffectiveDatePicker
                  enrollmentId={enrollmentId}
                  hint="Prices shown are those for coverage starting on this date."
                />
              </div>
              <SortSelect value={sort} onChange={changeSort} />
              {(plans.isPending || (plans.isSuccess && !listing)) && <Skeleton height="12rem" />}
              {plans.isError && (
                <ErrorNotice
                  title="We could not load the plans"
                  error={plans.error}
                  onRetry={() => void plans.refetch()}
                />
              )}
              {plans.isSuccess && listing?.result.length === 0 && (
                <p className="oe-empty">{MESSAGES.noPlansForSelection}</p>
              )}
              {plans.isSuccess && listing && (
                <PlanSections
                  cards={listing.result}
                  selectedTier={listing.selected_tier ?? null}
                  prefix={prefix}
                  onAdd={cart.add}
                  pendingPlanId={cart.pendingPlanId}
                  cardError={cart.cardError}
                />
              )}
              {plans.isSuccess && listing && <ShowMorePlans more={plans.more} />}
            </div>
          </div>
        </>
      )}
      <AddedDialogs prefix={prefix} cart={cart} addMoreLabel="Add More Plan" />
      <CompareTray prefix={prefix} />
    </div>
  );
}
