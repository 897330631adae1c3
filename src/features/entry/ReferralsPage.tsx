import { referredBy } from '../../../schemas/messages';
import { storage } from '../../lib/storage';
import { HomePage } from '../home';

/**
 * /referrals?rid= (000 section 2): the home content under a '(Referred By: {name})' line. The
 * layout has already resolved the referral (unknown or missing rid went to /404).
 */
export function ReferralsPage() {
  const name = storage.get('r_valid') ? storage.get('r_name') : undefined;
  return (
    <>
      {name && (
        <div className="oe-referral">
          <p className="oe-container oe-referral__text">{referredBy(name)}</p>
        </div>
      )}
      <HomePage />
    </>
  );
}
