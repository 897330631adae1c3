import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { selectionLine } from '../../../schemas/messages';
import { EMPLOYEE_COST_TEXT } from '../../../schemas/plan-benefits';
import { ErrorNotice } from '../../components/ErrorNotice';
import { PaycheckCost } from '../../components/PaycheckCost';
import { Skeleton } from '../../components/Skeleton';
import { storage } from '../../lib/storage';
import { BenefitsTable, CompareToggle, CompareTray, UseLevelPicker, YearlyEstimateBreakdown } from '../compare';
import { TopFilter } from '../filters';
import { usePlanDetail } from './api/get-plan-detail';
import { usePlanPricingDetail } from './api/get-plan-pricing-detail';
import { useRelatedPlans } from './api/get-related-plans';
import { Breadcrumb } from './components/Breadcrumb';
import { PlanDescription } from './components/PlanDescription';
import { PlanPricingPanel } from './components/PlanPricingPanel';
import { StartQuote } from './components/StartQuote';
import { SuggestedProducts } from './components/SuggestedProducts';
import { planPath } from './plan-path';
import './plan-detail.css';

/** The selection line, shown once a group, member or portal has been chosen. */
function SelectionLine() {
  const group = storage.get('gname');
  const member = storage.get('username');
  const portal = storage.get('portal_name');
  if (!group && !member && !portal) return null;
  return <p className="oe-pd-selection">{selectionLine(group ?? '-', member ?? '-', portal ?? '-')}</p>;
}

/** Plan detail /plan/{id}/{name} (001 sections 2 and 4): prices, eligibility, questions, description. */
export function PlanDetailPage() {
  const { landing, planId: rawId } = useParams();
  const navigate = useNavigate();
  const planId = Number(rawId);
  const prefix = landing ? `/${encodeURIComponent(landing)}` : '';
  const [tempId, setTempId] = useState(() => storage.get('tempId'));
  const detail = usePlanDetail(planId, tempId);
  const pricing = usePlanPricingDetail(planId, tempId);
  const related = useRelatedPlans(tempId, planId);

  useEffect(() => {
    storage.set('planId', planId);
    if (detail.data) storage.set('planName', detail.data.result.plan_name);
  }, [planId, detail.data]);

  // changePid: the plan was replaced, so the page reloads under the plan id the server names.
  const movedTo = pricing.data?.statusCode === 'changePid' ? pricing.data.pid : null;
  useEffect(() => {
    if (movedTo !== null && movedTo !== planId) navigate(planPath(prefix, movedTo, 'plan'), { replace: true });
  }, [movedTo, planId, prefix, navigate]);

  if (!Number.isInteger(planId) || planId < 1)
    return <ErrorNotice title="Plan not found" error={new Error('This plan does not exist.')} />;
  const plan = detail.data?.result;

  return (
    <div className="oe-container oe-section oe-pd">
      <Breadcrumb prefix={prefix} />
      <h1>{plan?.plan_name ?? 'Plan Details'}</h1>
      <SelectionLine />
      {tempId ? (
        <TopFilter tempId={tempId} askSmoker={pricing.data?.errorCode === 'smokerError'} />
      ) : (
        <StartQuote onCreated={setTempId} />
      )}
      <div className="oe-pd-layout">
        <div className="oe-pd-main">
          {detail.isError && (
            <ErrorNotice
              title="We could not load this plan"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          )}
          {plan && <PaycheckCost paycheck={plan.paycheck} />}
          {tempId && pricing.isPending && <Skeleton height="6rem" />}
          {pricing.isError && (
            <p className="oe-pd-alert oe-pd-alert--error" role="alert">
              {pricing.error.message}
            </p>
          )}
          {tempId && pricing.data && movedTo === null && (
            <PlanPricingPanel tempId={tempId} planId={planId} pricing={pricing.data} prefix={prefix} />
          )}
          {plan && <CompareToggle planId={plan.plan_id} planName={plan.plan_name} category={plan.plan_category} />}
          {plan?.benefits && (
            <section className="oe-pd-benefits" aria-labelledby="oe-pd-benefits-title">
              <h2 id="oe-pd-benefits-title">Benefits</h2>
              <BenefitsTable benefits={plan.benefits} planName={plan.plan_name} />
            </section>
          )}
          {tempId && plan?.estimate && (
            <section className="oe-pd-estimate" aria-labelledby="oe-pd-estimate-title">
              <h2 id="oe-pd-estimate-title">
                {plan.estimate.employer_yearly_cents > 0
                  ? EMPLOYEE_COST_TEXT.yourYearlyEstimate
                  : 'Estimated yearly cost'}
              </h2>
              <UseLevelPicker tempId={tempId} />
              <YearlyEstimateBreakdown estimate={plan.estimate} />
            </section>
          )}
          {plan && <PlanDescription plan={plan} />}
        </div>
        <aside className="oe-pd-aside">
          {related.data && <SuggestedProducts plans={related.data.result} prefix={prefix} />}
        </aside>
      </div>
      <CompareTray prefix={prefix} />
    </div>
  );
}
