import { useId } from 'react';
import { MESSAGES, shopHouseStore } from '../../../../schemas/messages';

/**
 * The default site's way in for a visitor without a code (issue 26): the house agency's store,
 * entered as a shopper enrolling themself (the default site's open session), after the age choice.
 */
export function HouseStoreChoice({ name, onChoose }: { name: string; onChoose: () => void }) {
  const headingId = useId();
  return (
    <section className="oe-house-store" aria-labelledby={headingId}>
      <h3 id={headingId} className="oe-house-store__title">
        {MESSAGES.noAccessCode}
      </h3>
      <p className="oe-muted">{MESSAGES.houseStoreNote}</p>
      <button type="button" className="oe-button oe-button--secondary" onClick={onChoose}>
        {shopHouseStore(name)}
      </button>
    </section>
  );
}
