import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { categoryLabel } from '../../../schemas/categories';
import { MESSAGES, availablePlansHeading } from '../../../schemas/messages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { useFilteredPlans } from './api/get-filtered-plans';
import { useLeftSideFilterFields } from './api/get-left-side-filter-fields';
import { AddedDialogs } from './components/AddedDialogs';
import { NeedsBasicDetails } from '../../components/NeedsBasicDetails';
import { PlanSections } from './components/PlanSections';
import { ShowMorePlans } from './components/ShowMorePlans';
import { useAddToCart } from './use-add-to-cart';
import { TopFilter } from '../filters';
import { CompareTray, UseLevelPicker } from '../compare';
import '../../styles/commerce.css';

/** /new-plans (000 section 2): the plans of the category chosen on the quote form, with a category switch. */
export function NewPlansPage() {
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const enrollmentId = storage.get('tempId');
  const [category, setCategory] = useState(() => storage.get('new_landing_category') ?? '');
  const selectId = useId();

  const filter = useLeftSideFilterFields(enrollmentId);
  const active = category || filter.data?.result.categories[0]?.category || '';
  const plans = useFilteredPlans(active ? enrollmentId : undefined, [active]);
  const cart = useAddToCart(enrollmentId, prefix);

  const choose = (code: string) => {
    storage.set('new_landing_category', code);
    setCategory(code);
  };

  return (
    <div className="oe-container oe-section">
      <h1 className="oe-new-plans__heading">{availablePlansHeading(categoryLabel(active))}</h1>
      {!enrollmentId ? (
        <NeedsBasicDetails prefix={prefix} />
      ) : (
        <>
          <TopFilter tempId={enrollmentId} />
          <UseLevelPicker tempId={enrollmentId} />
          {filter.data && (
            <div className="oe-cart-field oe-new-plans__switch">
              <label htmlFor={selectId}>{MESSAGES.viewOtherPlans}</label>
              <select id={selectId} value={active} onChange={(e) => choose(e.target.value)}>
                {filter.data.result.categories.map((c) => (
                  <option key={c.category} value={c.category}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
          )}
          {plans.isPending && <Skeleton height="12rem" />}
          {plans.isError && (
            <ErrorNotice title="We could not load the plans" error={plans.error} onRetry={() => void plans.refetch()} />
          )}
          {plans.isSuccess && plans.data.result.length === 0 && (
            <p className="oe-empty">{MESSAGES.plansNotAvailable}</p>
          )}
          {plans.isSuccess && (
            <PlanSections
              cards={plans.data.result}
              selectedTier={plans.data.selected_tier ?? null}
              prefix={prefix}
              onAdd={cart.add}
              pendingPlanId={cart.pendingPlanId}
              cardError={cart.cardError}
            />
          )}
          {plans.isSuccess && <ShowMorePlans more={plans.more} />}
        </>
      )}
      <AddedDialogs prefix={prefix} cart={cart} addMoreLabel="Add More Plans" />
      <CompareTray prefix={prefix} />
    </div>
  );
}
