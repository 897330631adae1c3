import { useCallback, useEffect, useState, useTransition } from 'react';

/** Sections drawn with the step's first paint: 20 fields, two screens or more on a laptop and on a phone. */
const FIRST_SECTIONS = 1;
/**
 * Sections added per chunk after the first paint: as many as are drawn already, at least 2 and at most 8.
 * Each commit costs the browser a pass over the whole page (about 30-40 ms at 1x CPU on 1,000 fields,
 * whatever the chunk's size), so the chunks grow; small at first, while the applicant starts typing.
 */
const MIN_CHUNK = 2;
const MAX_CHUNK = 8;

interface Mounted {
  /** Sections 0 .. upTo-1 are drawn. */
  upTo: number;
  /** Sections drawn out of order: the first error's on Next, a section scrolled near the viewport. */
  extra: ReadonlySet<number>;
}

export interface ProgressiveMount {
  isMounted: (index: number) => boolean;
  /** Draws this section now (in the current update: Next mounts the first error's section before it focuses it). */
  mount: (index: number) => void;
  /** Every section is drawn. */
  complete: boolean;
}

/**
 * Which of a long step's `count` sections are in the DOM: the first at once, the rest in order,
 * in growing chunks, each chunk after the paint of the one before (a frame, then a task) and in
 * a transition, so the page is drawn and typeable first and a keystroke interrupts the chunk being
 * rendered. Every section ends up drawn (find-in-page, Tab and screen readers reach every field
 * shortly after the first paint); `mount` draws one at once. docs/decisions/0170-long-steps-in-sections.md.
 */
export function useProgressiveMount(count: number): ProgressiveMount {
  const [state, setState] = useState<Mounted>(() => ({ upTo: Math.min(count, FIRST_SECTIONS), extra: new Set() }));
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (state.upTo >= count) return;
    // After the paint of what is drawn (a frame, then a task): the first screen shows at once, and a
    // frame is painted between chunks.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        startTransition(() =>
          setState((s) => ({ ...s, upTo: Math.min(count, s.upTo + Math.min(MAX_CHUNK, Math.max(MIN_CHUNK, s.upTo))) })),
        ),
      );
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [state.upTo, count]);
  const mount = useCallback(
    (index: number) =>
      setState((s) =>
        index < s.upTo || s.extra.has(index) || index >= count ? s : { ...s, extra: new Set([...s.extra, index]) },
      ),
    [count],
  );
  const isMounted = useCallback((index: number) => index < state.upTo || state.extra.has(index), [state]);
  return { isMounted, mount, complete: state.upTo >= count };
}
