import { formatPhoneDisplay } from '../../../../schemas/input-formatters';
import { signingCheckWith, signingLinkUntil, signingSentBy } from '../../../../schemas/signing-messages';
import { safeImageUrl } from '../../../lib/theme';
import { telHref } from '../../../lib/tel-href';
import type { SignLink } from '../api/signing-link';
import { formatSigningTime } from '../signing-display';

/**
 * The storefront's logo and name, as its header shows them: with a logo (which carries the name),
 * the name is for screen readers only.
 */
export function SigningBrand({ link }: { link: SignLink }) {
  const logo = safeImageUrl(link.brand_logo);
  return (
    <div className="oe-sign-brand">
      {logo && <img src={logo} alt="" className="oe-sign-brand__logo" width="180" height="36" />}
      <span className={logo ? 'oe-visually-hidden' : 'oe-sign-brand__name'}>{link.brand_name}</span>
    </div>
  );
}

/** Who sent the link and what it is for, with their phone to check it: shown before anything is asked. */
export function SigningSender({ link }: { link: SignLink }) {
  const phone = link.enroller_phone;
  return (
    <div className="oe-sign-sender">
      <p className="oe-sign-sender__who">{signingSentBy(link.enroller_name)}</p>
      {phone && (
        <p>
          {signingCheckWith(link.enroller_name)} <a href={telHref(phone)}>{formatPhoneDisplay(phone)}</a>.
        </p>
      )}
      <p className="oe-muted">{signingLinkUntil(formatSigningTime(link.expires_at))}</p>
    </div>
  );
}
