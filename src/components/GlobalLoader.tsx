import { useEffect, useState } from 'react';
import { useOutstandingRequests } from '../lib/loader-store';

interface GlobalLoaderProps {
  /** Requests shorter than this never show the bar, so quick answers do not flicker. */
  delayMs?: number;
}

/**
 * The global loading indicator (000 section 2): a thin bar at the top of the page while any API
 * request is outstanding. The live region stays mounted so that screen readers announce the
 * 'Loading…' text when it appears.
 */
export function GlobalLoader({ delayMs = 200 }: GlobalLoaderProps) {
  const busy = useOutstandingRequests() > 0;
  // Whether the current busy spell has lasted delayMs; reset when the spell ends.
  const [waited, setWaited] = useState(false);

  useEffect(() => {
    if (!busy || delayMs <= 0) return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => {
      clearTimeout(timer);
      setWaited(false);
    };
  }, [busy, delayMs]);
  const visible = busy && (delayMs <= 0 || waited);

  return (
    <div className="oe-global-loader" role="status" aria-live="polite">
      {visible && (
        <>
          <div className="oe-global-loader__bar" aria-hidden="true" />
          <span className="oe-visually-hidden">Loading…</span>
        </>
      )}
    </div>
  );
}
