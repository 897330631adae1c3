import type { YearlyEstimate } from '../../../../schemas/api/compare';
import { formatUsd } from '../../../../schemas/money';
import { USE_LEVEL_LABELS } from '../../../../schemas/plan-benefits';
import '../compare.css';

/** A card's row: the server's estimated yearly cost at the kept use level (a dash when it has none). */
export function YearlyEstimateLine({ estimate }: { estimate: YearlyEstimate | null | undefined }) {
  return (
    <p className="oe-estimate-line">
      <span className="oe-estimate-line__label">Estimated yearly cost</span>{' '}
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
        <dt>Estimated yearly cost</dt>
        <dd>{formatUsd(estimate.yearly_cents)}</dd>
      </div>
      <div className="oe-estimate-breakdown__assumes">
        <dt>Assumes ({USE_LEVEL_LABELS[estimate.use_level].toLowerCase()})</dt>
        <dd>{estimate.assumptions}</dd>
      </div>
    </dl>
  );
}
