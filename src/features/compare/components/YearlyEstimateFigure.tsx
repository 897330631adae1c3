import type { YearlyEstimate } from '../../../../schemas/api/compare';
import { formatUsd } from '../../../../schemas/money';
import { EMPLOYEE_COST_TEXT, USE_LEVEL_LABELS } from '../../../../schemas/plan-benefits';
import '../compare.css';

/** 'Your estimated yearly cost' where an employer pays part of the premiums (the estimate leaves it out). */
const estimateLabel = (estimate: YearlyEstimate | null | undefined) =>
  estimate && estimate.employer_yearly_cents > 0 ? EMPLOYEE_COST_TEXT.yourYearlyEstimate : 'Estimated yearly cost';

/** A card's row: the server's estimated yearly cost at the kept use level (a dash when it has none). */
export function YearlyEstimateLine({ estimate }: { estimate: YearlyEstimate | null | undefined }) {
  return (
    <p className="oe-estimate-line">
      <span className="oe-estimate-line__label">{estimateLabel(estimate)}</span>{' '}
      {estimate ? (
        <>
          <strong>{formatUsd(estimate.yearly_cents)}</strong>{' '}
          <span className="oe-estimate-line__note">({USE_LEVEL_LABELS[estimate.use_level].toLowerCase()})</span>
        </>
      ) : (
        <span className="oe-estimate-line__note">not available</span>
      )}
    </p>
  );
}

/** The estimate split into premiums and expected out-of-pocket cost, with what the use level assumes. */
export function YearlyEstimateBreakdown({ estimate }: { estimate: YearlyEstimate }) {
  return (
    <dl className="oe-estimate-breakdown">
      <div>
        <dt>Premiums for 12 months</dt>
        <dd>{formatUsd(estimate.premium_yearly_cents)}</dd>
      </div>
      {estimate.employer_yearly_cents > 0 && (
        <div>
          <dt>{EMPLOYEE_COST_TEXT.employerShareYearly}</dt>
          <dd>−{formatUsd(estimate.employer_yearly_cents)}</dd>
        </div>
      )}
      <div>
        <dt>Expected out-of-pocket cost</dt>
        <dd>
          {formatUsd(estimate.expected_out_of_pocket_cents)}
          {estimate.capped_by_out_of_pocket_max && (
            <span className="oe-estimate-breakdown__cap"> (capped at the out-of-pocket maximum)</span>
          )}
        </dd>
      </div>
      <div className="oe-estimate-breakdown__total">
        <dt>{estimateLabel(estimate)}</dt>
        <dd>{formatUsd(estimate.yearly_cents)}</dd>
      </div>
      <div className="oe-estimate-breakdown__assumes">
        <dt>Assumes ({USE_LEVEL_LABELS[estimate.use_level].toLowerCase()})</dt>
        <dd>{estimate.assumptions}</dd>
      </div>
    </dl>
  );
}
