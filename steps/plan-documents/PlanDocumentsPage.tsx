import { Link } from 'react-router';
import { MESSAGES } from '../../schemas/messages';
import { useWizardNavigation } from '../../src/wizard/use-wizard-navigation';
import type { WizardStep } from '../../src/wizard/wizard-steps';
import { usePlanCartLines } from './api-get-plan-cart';

/** A URL segment of a plan's name, as the plan links of the storefront write it. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Plan Documents: the cart's plans, each with a link to its details and documents (brochure, summary of
 * benefits) on the plan page. Read-only: Next goes on without saving anything.
 */
export function PlanDocumentsPage({ wizardStep, enrollmentId }: { wizardStep: WizardStep; enrollmentId: string }) {
  const { data } = usePlanCartLines(enrollmentId);
  const nav = useWizardNavigation(enrollmentId, wizardStep.tab);
  return (
    <div className="oe-card oe-step">
      <h1>{wizardStep.title}</h1>
      <p>Before you sign, read the documents of the plans you chose: each plan page lists its brochure and benefits.</p>
      {data.result.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <ul className="oe-plan-documents">
          {data.result.map((plan) => (
            <li key={plan.plan_pricing_id}>
              <Link to={`${nav.prefix}/plan/${plan.plan_id}/${slug(plan.plan_name)}`}>
                {plan.plan_name}: details and documents
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="oe-step-actions">
        <button type="button" className="oe-button oe-button--secondary" onClick={nav.goBack}>
          Back
        </button>
        <div className="oe-step-actions__end">
          <button
            type="button"
            className="oe-button oe-button--primary"
            title={MESSAGES.clickToContinueEnrollment}
            onClick={nav.goNext}
          >
            Next
          </button>
        </div>
      </div>
    </div>
  );
}
