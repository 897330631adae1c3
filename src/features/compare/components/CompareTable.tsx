import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ComparedPlan, ComparePlans } from '../../../../schemas/api/compare';
import { TIERS } from '../../../../schemas/categories';
import { formatUsd } from '../../../../schemas/money';
import { EMPLOYEE_COST_TEXT, USE_LEVEL_LABELS } from '../../../../schemas/plan-benefits';
import { PaycheckCost } from '../../../components/PaycheckCost';
import { safeImageUrl } from '../../../lib/theme';
import '../compare.css';
import '../compare-table.css';

export type TierPrice = ComparedPlan['tier_price'][number];

interface Props {
  result: ComparePlans['result'];
  prefix: string;
  /** A phone-sized viewport: two plans at a time with a switcher. */
  narrow: boolean;
  onAdd: (plan: ComparedPlan, price: TierPrice) => void;
  pendingPlanId: number | undefined;
  /** A cart refusal shown in its plan's column. */
  cardError: { planId: number; message: string } | null;
  onRemove: (planId: number) => void;
}

/** One row: its header and, per plan, the value compared (null: no figure) and what the cell shows. */
interface Row {
  key: string;
  label: string;
  /** Lower is better (money): the lowest value is marked when the plans differ. */
  lowerIsBetter?: boolean;
  /** Always shown, also with 'Only rows that differ'. */
  pinned?: boolean;
  cell: (plan: ComparedPlan) => { value: string | number | null; content: ReactNode };
}

const tierLabel = (code: string | null) => TIERS.find((t) => t.code === code)?.label ?? 'your tier';
const priceOf = (plan: ComparedPlan, tier: string | null) => plan.tier_price.find((p) => p.tier === tier);

function rowsOf(result: ComparePlans['result']): Row[] {
  const money = (cents: number | undefined) => ({
    value: cents ?? null,
    content: cents === undefined ? 'Not offered' : formatUsd(cents),
  });
  const employee = result.plans.some((p) => p.paycheck);
  const rows: Row[] = [
    {
      key: 'premium',
      // A group employee's leading figure is the paycheck row (first); the premium is the full one.
      label: `${employee ? EMPLOYEE_COST_TEXT.fullMonthlyPremium : 'Monthly premium'} (${tierLabel(result.tier)})`,
      lowerIsBetter: true,
      pinned: true,
      cell: (plan) => {
        const price = priceOf(plan, result.tier);
        return money(price && Math.round(price.price_male_nons * 100));
      },
    },
  ];
  if (employee)
    rows.unshift({
      key: 'paycheck',
      label: 'Your cost per paycheck',
      lowerIsBetter: true,
      pinned: true,
      cell: (plan) => ({
        value: plan.paycheck?.employee_per_paycheck_cents ?? null,
        content: plan.paycheck ? <PaycheckCost paycheck={plan.paycheck} variant="short" /> : 'Not available',
      }),
    });
  for (const row of result.rows)
    rows.push({
      key: row.key,
      label: row.label,
      cell: (plan) => {
        const item = plan.benefits.find((b) => b.key === row.key);
        return { value: item?.display ?? null, content: item?.display ?? 'Not listed' };
      },
    });
  rows.push({
    key: 'yearly',
    label: `${employee ? EMPLOYEE_COST_TEXT.yourYearlyEstimate : 'Estimated yearly cost'} (${USE_LEVEL_LABELS[result.use_level].toLowerCase()})`,
    lowerIsBetter: true,
    pinned: true,
    cell: ({ estimate }) => ({
      value: estimate?.yearly_cents ?? null,
      content: estimate ? (
        <>
          <strong>{formatUsd(estimate.yearly_cents)}</strong>
          <span className="oe-compare__sub">
            {formatUsd(estimate.premium_yearly_cents)} premiums
            {estimate.employer_yearly_cents > 0
              ? ` − ${formatUsd(estimate.employer_yearly_cents)} from your employer`
              : ''}{' '}
            + {formatUsd(estimate.expected_out_of_pocket_cents)} out of pocket
            {estimate.capped_by_out_of_pocket_max ? ' (capped at the maximum)' : ''}
          </span>
        </>
      ) : (
        'Not available'
      ),
    }),
  });
  return rows;
}

/** Whether the comparable plans (those without an eligibility error) differ on a row, and the lowest value. */
function judge(row: Row, plans: readonly ComparedPlan[]) {
  const values = plans.filter((p) => !p.error).map((p) => row.cell(p).value);
  const differs = new Set(values).size > 1;
  const numbers = values.filter((v): v is number => typeof v === 'number');
  const lowest = row.lowerIsBetter && differs && numbers.length > 1 ? Math.min(...numbers) : null;
  return { differs, lowest };
}

/**
 * The comparison as a real table: a column per plan (`th scope="col"`), a row per figure
 * (`th scope="row"`): the tier's premium, the cost per paycheck when there is one, each benefit and
 * the estimated yearly cost. Rows where the plans differ say 'Differs' and the lowest money figure
 * says 'Lowest' (in words, not only colour). A plan the shopper cannot buy shows its reason in its
 * column and no figures. On a phone two plans show at a time, with a switcher.
 */
export function CompareTable({ result, prefix, narrow, onAdd, pendingPlanId, cardError, onRemove }: Props) {
  const id = useId();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const [start, setStart] = useState(0);
  const plans = result.plans;
  const first = narrow ? Math.min(start, Math.max(0, plans.length - 2)) : 0;
  const shown = narrow ? plans.slice(first, first + 2) : plans;
  const rows = rowsOf(result).map((row) => ({ row, ...judge(row, plans) }));
  const visibleRows = rows.filter((r) => !onlyDifferences || r.differs || r.row.pinned);

  return (
    <div className="oe-compare">
      <div className="oe-compare__controls">
        <label className="oe-compare__only-diff">
          <input type="checkbox" checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
          Only rows that differ
        </label>
        {narrow && plans.length > 2 && (
          <div className="oe-compare__switch" role="group" aria-label="Plans shown">
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => setStart(first - 1)}
              disabled={first === 0}
              aria-controls={id}
            >
              <span aria-hidden="true">‹</span> Previous plan
            </button>
            <p aria-live="polite">
              Plans {first + 1}–{first + shown.length} of {plans.length}
            </p>
            <button
              type="button"
              className="oe-button oe-button--secondary"
              onClick={() => setStart(first + 1)}
              disabled={first + 2 >= plans.length}
              aria-controls={id}
            >
              Next plan <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      <div className="oe-compare__scroll">
        <table id={id} className="oe-compare__table">
          <caption>
            {plans.length} plans side by side: monthly premium for {tierLabel(result.tier)}, estimated yearly cost at{' '}
            {USE_LEVEL_LABELS[result.use_level].toLowerCase()}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="oe-compare__corner">
                <span className="oe-visually-hidden">Figure</span>
              </th>
              {shown.map((plan) => {
                const logo = safeImageUrl(plan.plan_logo);
                return (
                  <th key={plan.plan_id} scope="col" className="oe-compare__plan">
                    {logo ? <img src={logo} alt="" width="96" height="40" /> : null}
                    <Link to={`${prefix}/plan/${plan.plan_id}/${encodeURIComponent(plan.plan_name)}`}>
                      {plan.plan_name}
                    </Link>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr className="oe-compare__actions">
              <th scope="row">Choose</th>
              {shown.map((plan) => {
                const price = priceOf(plan, result.tier);
                const refusal = cardError?.planId === plan.plan_id ? cardError.message : null;
                return (
                  <td key={plan.plan_id}>
                    {plan.error ? (
                      <p className="oe-compare__error">{plan.error}</p>
                    ) : plan.is_in_cart ? (
                      <p className="oe-compare__in-cart">In cart</p>
                    ) : (
                      price && (
                        <button
                          type="button"
                          className="oe-button oe-button--primary"
                          disabled={pendingPlanId === plan.plan_id}
                          onClick={() => onAdd(plan, price)}
                        >
                          Add to Cart<span className="oe-visually-hidden"> for {plan.plan_name}</span>
                        </button>
                      )
                    )}
                    {refusal && (
                      <p className="oe-field-error" role="alert">
                        {refusal}
                      </p>
                    )}
                    <button type="button" className="oe-compare__remove" onClick={() => onRemove(plan.plan_id)}>
                      Remove<span className="oe-visually-hidden"> {plan.plan_name} from the comparison</span>
                    </button>
                  </td>
                );
              })}
            </tr>
            {visibleRows.map(({ row, differs, lowest }) => (
              <tr key={row.key} className={differs ? 'is-different' : undefined}>
                <th scope="row">
                  {row.label}
                  {differs && <span className="oe-compare__badge">Differs</span>}
                </th>
                {shown.map((plan) => {
                  if (plan.error)
                    return (
                      <td key={plan.plan_id} className="is-unavailable">
                        <span aria-hidden="true">—</span>
                        <span className="oe-visually-hidden">Not available</span>
                      </td>
                    );
                  const { value, content } = row.cell(plan);
                  const isLowest = lowest !== null && value === lowest;
                  return (
                    <td key={plan.plan_id} className={isLowest ? 'is-lowest' : undefined}>
                      {content}
                      {isLowest && <span className="oe-compare__badge oe-compare__badge--best">Lowest</span>}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
