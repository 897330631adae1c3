import { Link } from 'react-router';
import type { PlanCardData } from '../../../../schemas/api/plan-listing';
import { PaycheckCost } from '../../../components/PaycheckCost';
import { plainText } from '../../../lib/plain-text';
import { safeImageUrl } from '../../../lib/theme';
import { planDetailHref } from '../plan-href';
import type { TierPrice } from '../use-add-to-cart';
import { TierPriceList } from './TierPriceList';
import { CompareToggle, YearlyEstimateLine } from '../../compare';

interface Props {
  card: PlanCardData;
  selectedTier: string | null;
  prefix: string;
  onAdd: (card: PlanCardData, price: TierPrice) => void;
  busy: boolean;
  /** A cart refusal (blackout or another code) shown in red under this card. */
  error?: string | undefined;
}

/** One plan card of /plans and /new-plans: call-out, logo, name, short text, tier prices, details link. */
export function PlanListingCard({ card, selectedTier, prefix, onAdd, busy, error }: Props) {
  const logo = safeImageUrl(card.plan_logo);
  const errorId = `plan-${card.plan_id}-error`;
  return (
    <article
      className="oe-card oe-listing-card"
      aria-labelledby={`plan-${card.plan_id}-name`}
      aria-describedby={error ? errorId : undefined}
    >
      {card.callout_text && <p className="oe-listing-card__callout">{card.callout_text}</p>}
      <div className="oe-plan-card__logo">
        {logo ? <img src={logo} alt="" loading="lazy" width="160" height="64" /> : null}
      </div>
      <h3 id={`plan-${card.plan_id}-name`} className="oe-plan-card__name">
        {card.plan_name}
      </h3>
      <p className="oe-plan-card__text">{plainText(card.plan_short_text)}</p>
      <PaycheckCost paycheck={card.paycheck} />
      <TierPriceList card={card} selectedTier={selectedTier} busy={busy} onAdd={(price) => onAdd(card, price)} />
      <YearlyEstimateLine estimate={card.estimate} />
      {error && (
        <p id={errorId} className="oe-field-error" role="alert">
          {error}
        </p>
      )}
      <CompareToggle planId={card.plan_id} planName={card.plan_name} category={card.plan_category} />
      <Link className="oe-button oe-button--secondary oe-listing-card__details" to={planDetailHref(prefix, card)}>
        View More Details
        <span className="oe-visually-hidden"> of {card.plan_name}</span>
      </Link>
    </article>
  );
}
