import { TIERS } from '../../../../schemas/categories';
import type { PlanCardData } from '../../../../schemas/api/plan-listing';
import { EMPLOYEE_COST_TEXT } from '../../../../schemas/plan-benefits';
import { formatUsd } from '../../../lib/money';
import type { TierPrice } from '../use-add-to-cart';

interface Props {
  card: PlanCardData;
  selectedTier: string | null;
  onAdd: (price: TierPrice) => void;
  busy: boolean;
}

const tierLabel = (code: string) => TIERS.find((t) => t.code === code)?.label ?? code;

/**
 * Tier prices above 0; the add icon only on the selected tier and only without hide_add_to_cart (000
 * section 5). For a group employee they are the full premium, the detail under what the employee pays.
 */
export function TierPriceList({ card, selectedTier, onAdd, busy }: Props) {
  const prices = card.tier_price.filter((p) => p.price_male_nons > 0);
  if (prices.length === 0) return null;
  const list = (
    <ul className="oe-tier-prices" aria-label={`Monthly prices of ${card.plan_name}`}>
      {prices.map((p) => {
        const canAdd = p.tier === selectedTier && !card.hide_add_to_cart;
        return (
          <li
            key={p.tier}
            className={p.tier === selectedTier ? 'oe-tier-prices__row is-selected' : 'oe-tier-prices__row'}
          >
            <span className="oe-tier-prices__tier">{tierLabel(p.tier)}</span>
            <span className="oe-tier-prices__price">{formatUsd(p.price_male_nons)}</span>
            {canAdd &&
              (card.is_in_cart ? (
                <span className="oe-tier-prices__in-cart">In cart</span>
              ) : (
                <button
                  type="button"
                  className="oe-icon-button"
                  onClick={() => onAdd(p)}
                  disabled={busy}
                  aria-label={`Add ${card.plan_name} to cart`}
                >
                  <span aria-hidden="true">+</span>
                </button>
              ))}
          </li>
        );
      })}
    </ul>
  );
  if (!card.paycheck) return list;
  return (
    <div className="oe-tier-prices--detail">
      <p className="oe-tier-prices__caption">{EMPLOYEE_COST_TEXT.fullMonthlyPremium}</p>
      {list}
    </div>
  );
}
