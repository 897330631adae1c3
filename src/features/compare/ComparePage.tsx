import { Link, useParams, useSearchParams } from 'react-router';
import { MIN_COMPARE_PLANS } from '../../../schemas/api/compare';
import { ErrorNotice } from '../../components/ErrorNotice';
import { NeedsBasicDetails } from '../../components/NeedsBasicDetails';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { TopFilter } from '../filters';
import { AddedDialogs, useAddToCart } from '../plans';
import { HomeCrumb } from '../site';
import { useComparePlans } from './api/get-compare-plans';
import { CompareTable } from './components/CompareTable';
import { UseLevelPicker } from './components/UseLevelPicker';
import { planIdsOf } from './compare-path';
import { removeFromCompare } from './selection';
import { useNarrow } from './use-narrow';
import '../../styles/commerce.css';
import './compare.css';

/**
 * /compare?plans=101,102,103: the plans side by side, priced for the shopper's filter, with the
 * use level that drives the yearly estimates, Add to Cart per plan (the listing's add and its
 * refusal dialogs) and Remove, which drops the plan from the URL and from the kept selection.
 */
export function ComparePage() {
  const { landing } = useParams();
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const [params, setParams] = useSearchParams();
  const planIds = planIdsOf(params.get('plans'));
  const enrollmentId = storage.get('tempId');
  const compare = useComparePlans(enrollmentId, planIds);
  const cart = useAddToCart(enrollmentId, prefix);
  const narrow = useNarrow();

  const remove = (planId: number) => {
    removeFromCompare(planId);
    const rest = planIds.filter((id) => id !== planId);
    setParams(rest.length > 0 ? { plans: rest.join(',') } : {}, { replace: true });
  };
  const result = compare.data?.result;
  const assumptions = result?.plans.find((p) => p.estimate)?.estimate?.assumptions;

  return (
    <div className="oe-container oe-section oe-compare-page">
      <nav aria-label="Breadcrumb" className="oe-breadcrumb">
        <ol>
          <HomeCrumb prefix={prefix} />
          <li>
            <Link to={`${prefix}/plans`}>Plans</Link>
          </li>
          <li aria-current="page">Compare</li>
        </ol>
      </nav>
      <h1>Compare plans</h1>
      {!enrollmentId ? (
        <NeedsBasicDetails prefix={prefix} />
      ) : planIds.length < MIN_COMPARE_PLANS ? (
        <div className="oe-notice" role="status">
          <p>Pick at least two plans of one kind with their Compare box to see them side by side.</p>
          <Link className="oe-button oe-button--primary" to={`${prefix}/plans`}>
            Browse plans
          </Link>
        </div>
      ) : (
        <>
          <TopFilter tempId={enrollmentId} />
          <UseLevelPicker tempId={enrollmentId} assumptions={assumptions} />
          {compare.isPending && <Skeleton height="24rem" />}
          {compare.isError && (
            <ErrorNotice
              title="We could not compare these plans"
              error={compare.error}
              onRetry={() => void compare.refetch()}
            />
          )}
          {result && (
            <CompareTable
              result={result}
              prefix={prefix}
              narrow={narrow}
              onAdd={cart.add}
              pendingPlanId={cart.pendingPlanId}
              cardError={cart.cardError}
              onRemove={remove}
            />
          )}
        </>
      )}
      <AddedDialogs prefix={prefix} cart={cart} addMoreLabel="Keep comparing" />
    </div>
  );
}
