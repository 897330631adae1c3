import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading) before focus is left alone. */
const WAIT_MS = 10_000;

function focusHeading(heading: HTMLElement): void {
  // Focusable from script only: the heading stays out of the tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Moves focus to the new page's heading (its h1) after every change of path, as a screen reader
 * user expects from a page load: otherwise focus falls to <body> and the next Tab starts from the
 * top of the page. The first load keeps the browser's own focus. A page whose heading comes with
 * its data gets focus when the heading appears, unless the visitor has moved focus themself by then;
 * a change of the query alone (filters, sorting, paging) moves nothing.
 */
export function RouteFocus(): null {
  const { pathname } = useLocation();
  // The path whose heading was handled (the first load's counts as handled), so an effect run again
  // for it (React's development double run) moves nothing, while one cut short tries again.
  const handled = useRef(pathname);

  useEffect(() => {
    if (handled.current === pathname) return;
    const before = document.activeElement;
    const untouched = () => document.activeElement === before || document.activeElement === document.body;
    const tryFocus = () => {
      const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (untouched()) focusHeading(heading);
      handled.current = pathname;
      return true;
    };
    if (tryFocus()) return;
    const observer = new MutationObserver(() => {
      if (tryFocus()) stop();
    });
    const timer = window.setTimeout(() => {
      handled.current = pathname;
      stop();
    }, WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);

  return null;
}
