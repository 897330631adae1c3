import type { SiteSession } from '../../site';
import { formatPhoneDisplay } from '../../../../schemas/formats';
import { telHref } from '../../../lib/tel-href';

interface WelcomeBannerProps {
  /** The rep's or group's details on a landing page; null on the default storefront. */
  display: SiteSession['display'];
  /** Decorative banner image from the site theme. */
  imageUrl?: string;
  /** The theme has not answered yet: the image's box is drawn empty so nothing moves when it arrives. */
  imagePending?: boolean;
}

/** The home page's welcome banner, with the rep's or group's contact card on a landing page. */
export function WelcomeBanner({ display, imageUrl, imagePending = false }: WelcomeBannerProps) {
  const address = display?.address_information;
  return (
    <section className="oe-hero" aria-labelledby="welcome-heading">
      <div className="oe-container oe-hero__inner">
        <div className="oe-hero__text">
          <h1 id="welcome-heading">
            {display ? `Find your benefits with ${display.display_name}` : 'Benefits that fit your life'}
          </h1>
          <p className="oe-hero__lead">
            {display?.tagline ||
              'Compare dental, vision, medical, life and more from trusted carriers, then enroll online in a few minutes.'}
          </p>
        </div>
        {display && (
          <aside className="oe-card oe-contact-card" aria-label="Your contact">
            <p className="oe-contact-card__label">Your benefits contact</p>
            <p className="oe-contact-card__name">{display.display_name}</p>
            <ul className="oe-contact-card__list">
              {display.display_email && (
                <li>
                  <span className="oe-visually-hidden">E-mail: </span>
                  <a href={`mailto:${display.display_email}`}>{display.display_email}</a>
                </li>
              )}
              {display.display_phone && (
                <li>
                  <span className="oe-visually-hidden">Phone: </span>
                  <a href={telHref(display.display_phone)}>{formatPhoneDisplay(display.display_phone)}</a>
                </li>
              )}
              {address?.address1 && (
                <li>
                  {address.address1}, {address.city}, {address.state} {address.zip}
                </li>
              )}
            </ul>
          </aside>
        )}
        {/* Banners are 10:3 (1200 x 360); the box keeps that ratio whatever the file, so it never resizes. */}
        {!display && imageUrl && <img className="oe-hero__image" src={imageUrl} alt="" width="1200" height="360" />}
        {!display && !imageUrl && imagePending && (
          <div className="oe-hero__image oe-hero__image--pending" aria-hidden="true" />
        )}
      </div>
    </section>
  );
}
