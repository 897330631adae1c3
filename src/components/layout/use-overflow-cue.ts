import { useEffect, useState, type RefObject } from 'react';

interface OverflowCue {
  /** Some of the row is scrolled out at its start / at its end. */
  before: boolean;
  after: boolean;
  /** Scrolls most of a row's width towards its start (-1) or its end (1). */
  scroll: (direction: -1 | 1) => void;
}

/**
 * Whether a row that scrolls sideways has more to show at either end, kept up to date as it
 * scrolls, resizes or gets new items (`items`), so the row can show a cue and a button for it.
 */
export function useOverflowCue(ref: RefObject<HTMLElement | null>, items: number): OverflowCue {
  const [state, setState] = useState({ before: false, after: false });
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const end = row.scrollWidth - row.clientWidth;
      const next = { before: row.scrollLeft > 1, after: end > 1 && row.scrollLeft < end - 1 };
      setState((s) => (s.before === next.before && s.after === next.after ? s : next));
    };
    update();
    row.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, items]);
  const scroll = (direction: -1 | 1) => {
    const row = ref.current;
    if (!row) return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollBy({ left: direction * row.clientWidth * 0.75, behavior: reduced ? 'auto' : 'smooth' });
  };
  return { ...state, scroll };
}
