import { useId, useState } from 'react';
import { benefitGroupOf } from '../../../../schemas/plan-benefits';
import { addToCompare, removeFromCompare, useCompareSelection } from '../selection';
import '../compare.css';

interface Props {
  planId: number;
  planName: string;
  category: string;
}

/**
 * The 'Compare' checkbox of a plan card or plan page. A refused pick (a fifth plan, another kind
 * of plan) is said beside it and linked to it; plans with no comparable benefits show nothing.
 */
export function CompareToggle({ planId, planName, category }: Props) {
  const id = useId();
  const selection = useCompareSelection();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!benefitGroupOf(category)) return null;
  const checked = selection.plan_ids.includes(planId);

  const toggle = () => {
    if (checked) {
      removeFromCompare(planId);
      setRefusal(null);
      return;
    }
    const outcome = addToCompare(planId, category);
    setRefusal(outcome.ok ? null : outcome.message);
  };

  return (
    <div className="oe-compare-toggle">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={toggle}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
      />
      <label htmlFor={id}>
        Compare<span className="oe-visually-hidden"> {planName}</span>
      </label>
      {refusal && (
        <p id={`${id}-refusal`} className="oe-compare-toggle__refusal" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
