import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TIERS } from '../../../../schemas/categories';
import type { PricedPlan } from '../../../../schemas/api/pricing';
import { MESSAGES } from '../../../../schemas/messages';
import { cartRefusalOf, ReplacePlanDialog, useAddPlanPairToCart, useAddPlanToCart } from '../../cart';
import { useAflacQuestions } from '../api/get-aflac-questions';
import { useCheckPrudentialPlan } from '../api/check-prudential-plan';
import { useElevatePricing } from '../api/get-plan-pricing-detail-elevate';
import type { PlanPricingAnswer } from '../api/get-plan-pricing-detail';
import { usePlanRequirements } from '../api/get-plan-requirements';
import { useQuestions } from '../api/get-questions';
import { AflacQuestions } from './AflacQuestions';
import { AlreadyActiveDialog } from './AlreadyActiveDialog';
import type { CartRefusalItem } from '../../../../schemas/api/cart';
import { ChoiceDialog } from './ChoiceDialog';
import { HealthQuestions } from './HealthQuestions';
import { MembershipOffer, type MembershipChoice } from './MembershipOffer';
import { PricingErrorMessage } from './PricingErrorMessage';
import { PricingList } from './PricingList';
import { SalaryDialog } from './SalaryDialog';

interface Props {
  tempId: string;
  planId: number;
  pricing: PlanPricingAnswer;
  prefix: string;
}

type Modal = 'salary' | 'tobacco' | 'tier' | null;

/** Prices, pricing errors with their fixes, plan questions, the membership offer and the cart buttons. */
export function PlanPricingPanel({ tempId, planId, pricing, prefix }: Props) {
  const navigate = useNavigate();
  const [modal, setModal] = useState<Modal>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [alreadyActive, setAlreadyActive] = useState<string | null>(null);
  // A 'single-plan' refusal: the plan in the cart is named, Replace sends the add again replacing it.
  const [replacing, setReplacing] = useState<{ plan: PricedPlan; refusal: CartRefusalItem } | null>(null);
  const [membership, setMembership] = useState<MembershipChoice | null>(null);
  const [questionsOpen, setQuestionsOpen] = useState(false);
  const health = useQuestions(tempId, planId);
  const aflac = useAflacQuestions(tempId, planId);
  const requirements = usePlanRequirements(planId, tempId);
  const prudential = useCheckPrudentialPlan(tempId, planId, pricing.needs_membership);
  const needsMembership = pricing.needs_membership && prudential.data?.status === true && membership === null;
  const elevate = useElevatePricing(tempId, needsMembership);
  const addOne = useAddPlanToCart();
  const addPair = useAddPlanPairToCart();

  const waiting = (health.data?.waiting ?? false) || (aflac.data?.result.length ?? 0) > 0;
  // No cart button until the plan's questions are known: a click before they load would skip them.
  const questionsKnown = !health.isPending && !aflac.isPending;
  // In the membership flow unanswered questions turn the button into Enroll Now, which opens them.
  const enrollNow = waiting && pricing.needs_membership && !questionsOpen;
  const showQuestions = waiting && (!pricing.needs_membership || questionsOpen);

  const onAnswered = (message: string) => {
    setQuestionsOpen(false);
    setNotice({ kind: 'success', text: message });
  };

  const choose = async (plan: PricedPlan, replacePlanIds?: number[]) => {
    if (enrollNow) return setQuestionsOpen(true);
    setNotice(null);
    const replace = replacePlanIds ? { replace_plan_ids: replacePlanIds } : {};
    try {
      if (membership) {
        await addPair.mutateAsync({
          enrollment_id: tempId,
          plan_id: plan.pid,
          plan_pricing_id: plan.ppid,
          plan_id1: membership.pid,
          plan_pricing_id1: membership.ppid,
          ...replace,
        });
        setReplacing(null);
        return navigate(`${prefix}/cart`);
      }
      const result = await addOne.mutateAsync({
        enrollment_id: tempId,
        plan_id: plan.pid,
        plan_pricing_id: plan.ppid,
        ...replace,
      });
      setReplacing(null);
      setNotice({ kind: 'success', text: result.message });
    } catch (error) {
      setReplacing(null);
      const refusal = cartRefusalOf(error);
      if (refusal?.errorCode === 'single-plan') setReplacing({ plan, refusal });
      else if (refusal?.errorCode === 'already-active') setAlreadyActive(refusal.message);
      // Blackout and every other refusal (membership-required, not-sold) show the server's message: none is silent.
      else
        setNotice({
          kind: 'error',
          text: refusal?.message ?? (error instanceof Error ? error.message : String(error)),
        });
    }
  };

  const code = pricing.errorCode;
  const clickHere =
    code === 'salaryError' || code === 'hourError'
      ? () => setModal('salary')
      : code === 'smokerError'
        ? () => setModal('tobacco')
        : undefined;

  return (
    <div className="oe-pd-pricing">
      {code && <PricingErrorMessage errorCode={code} message={pricing.message} onClickHere={clickHere} />}
      {code === 'enrollmentIdError' && (
        <p className="oe-pd-alert">
          Please complete your basic details to view rates.{' '}
          <button type="button" className="oe-pd-link" onClick={() => setModal('tier')}>
            {MESSAGES.chooseTheTierTitle}
          </button>
        </p>
      )}
      {notice && (
        <p className={`oe-pd-alert oe-pd-alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
          {notice.text}
          {notice.kind === 'success' && addOne.isSuccess && (
            <>
              {' '}
              <a href={`${prefix}/cart`} onClick={(e) => (e.preventDefault(), navigate(`${prefix}/cart`))}>
                View Cart
              </a>
            </>
          )}
        </p>
      )}
      {needsMembership && elevate.data && <MembershipOffer plans={elevate.data.plans} onSelect={setMembership} />}
      {!needsMembership && pricing.plans.length > 0 && (
        <PricingList
          plans={pricing.plans}
          showButtons={questionsKnown && !showQuestions}
          buttonLabel={enrollNow ? 'Enroll Now' : 'Add to Cart'}
          busy={addOne.isPending || addPair.isPending}
          onChoose={(p) => void choose(p)}
        />
      )}
      {pricing.admin_fee_included && !needsMembership && pricing.plans.length > 0 && (
        <p className="oe-muted">{MESSAGES.specialCarrierCartNote}</p>
      )}
      {showQuestions && health.data?.waiting && (
        <HealthQuestions
          tempId={tempId}
          planId={planId}
          questions={health.data.result}
          declineMessage={health.data.error_message}
          onSaved={onAnswered}
        />
      )}
      {showQuestions && !health.data?.waiting && aflac.data && aflac.data.result.length > 0 && (
        <AflacQuestions tempId={tempId} planId={planId} questions={aflac.data.result} onSaved={onAnswered} />
      )}
      {modal === 'salary' && (
        <SalaryDialog
          tempId={tempId}
          askSalary={code === 'salaryError' || requirements.data?.is_salary_required === true}
          askHours={code === 'hourError' || requirements.data?.is_working_hours_required === true}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'tobacco' && (
        <ChoiceDialog
          tempId={tempId}
          title="Tobacco Usage"
          field="is_smoker"
          legend={MESSAGES.doYouSmoke}
          initial="0"
          options={[
            { value: '1', label: 'Yes' },
            { value: '0', label: 'No' },
          ]}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'tier' && (
        <ChoiceDialog
          tempId={tempId}
          title={MESSAGES.chooseTheTierTitle}
          field="tier"
          legend={MESSAGES.chooseTierHeading}
          options={TIERS.map((t) => ({ value: t.code, label: t.label }))}
          onClose={() => setModal(null)}
        />
      )}
      {alreadyActive && <AlreadyActiveDialog message={alreadyActive} onClose={() => setAlreadyActive(null)} />}
      {replacing && (
        <ReplacePlanDialog
          message={replacing.refusal.message}
          busy={addOne.isPending || addPair.isPending}
          onReplace={() =>
            void choose(
              replacing.plan,
              (replacing.refusal.in_cart ?? []).map((p) => p.plan_id),
            )
          }
          onKeep={() => setReplacing(null)}
        />
      )}
    </div>
  );
}
