import { useEffect, useRef, useState } from 'react';
import { deviceId } from '../../lib/device-id';
import { storage } from '../../lib/storage';
import { useCheckLead } from './api/check-lead-information';
import { useGetLeadInformation } from './api/get-lead-information';
import './location-banner.css';

/** The CSS property that carries the bar's height while it shows. */
const BAR_HEIGHT = '--oe-location-bar-height';

const canLocate = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The location-permission banner (000 sections 2 and 4): a device already known keeps its saved
 * zip; Allow asks the browser for the position and saves the nearest zip. A denied or failed
 * position only hides the banner: nothing else depends on it.
 */
export function LocationBanner() {
  const id = deviceId();
  const lead = useCheckLead(id);
  const save = useGetLeadInformation();
  // An answer (Allow or Don't Allow) is kept on the device, so the banner is not asked again on every page.
  const [hidden, setHidden] = useState(() => storage.get('locationAnswered') === true);

  const hide = () => {
    storage.set('locationAnswered', true);
    setHidden(true);
  };
  const allow = () => {
    hide();
    navigator.geolocation.getCurrentPosition(
      (position) =>
        save.mutate({ deviceId: id, latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => undefined,
      { maximumAge: 600_000, timeout: 15_000 },
    );
  };

  const shown = !hidden && canLocate() && lead.isSuccess && !lead.data.status;
  const bar = useRef<HTMLElement>(null);
  // The bar's height, for the page to keep what focus and scrolling reach clear of it (location-banner.css).
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(BAR_HEIGHT, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(BAR_HEIGHT);
    };
  }, [shown]);

  if (!shown) return null;
  return (
    <section ref={bar} className="oe-location-banner" aria-label="Location">
      <div className="oe-container oe-location-banner__inner">
        <p className="oe-location-banner__text">Allow us to use your location to fill in your zip code?</p>
        <div className="oe-location-banner__actions">
          <button type="button" className="oe-button oe-button--primary" onClick={allow}>
            Allow
          </button>
          <button type="button" className="oe-button oe-button--secondary" onClick={hide}>
            Don't Allow
          </button>
          <button type="button" className="oe-location-banner__close" aria-label="Close location banner" onClick={hide}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </section>
  );
}
