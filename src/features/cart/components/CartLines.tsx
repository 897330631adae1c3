import type { CartPlan } from '../../../../schemas/api/cart';
import { LinePrice } from '../../../components/PaycheckCost';
import { safeImageUrl } from '../../../lib/theme';

interface Props {
  lines: readonly CartPlan[];
  onRemove: (line: CartPlan) => void;
}

/** The cart's plans: logo, name, monthly price (what a group's employee pays, leading) and a remove button on removable lines. */
export function CartLines({ lines, onRemove }: Props) {
  return (
    <ul className="oe-cart-lines" aria-label="Plans in your cart">
      {lines.map((line) => {
        const logo = safeImageUrl(line.plan_logo);
        return (
          <li key={line.plan_id} className="oe-cart-line">
            <span className="oe-cart-line__logo">{logo ? <img src={logo} alt="" width="96" height="40" /> : null}</span>
            <span className="oe-cart-line__name">{line.plan_name}</span>
            <span className="oe-cart-line__price">
              <LinePrice price={line.price} paycheck={line.paycheck} />
            </span>
            {line.removable === 1 ? (
              <button
                type="button"
                className="oe-icon-button oe-icon-button--danger"
                onClick={() => onRemove(line)}
                aria-label={`Remove ${line.plan_name}`}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : (
              <span className="oe-cart-line__note oe-muted">Included with its plan</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
