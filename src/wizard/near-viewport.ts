import { useLayoutEffect, useState } from 'react';

/**
 * The sections within a screen of the viewport, kept by an IntersectionObserver (none where there is
 * none); `onNear` hears of each section as it comes within that screen.
 */
export function useNearViewport(onNear?: (index: number) => void): {
  listen: (listener: ((index: number) => void) | undefined) => void;
  current: ReadonlySet<number>;
  observe: (index: number, element: HTMLElement | null) => void;
} {
  const [state] = useState(() => {
    let listener: ((index: number) => void) | undefined;
    const visible = new Set<number>();
    const indexOf = new WeakMap<Element, number>();
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const e of entries) {
                const i = indexOf.get(e.target);
                if (i === undefined) continue;
                if (e.isIntersecting) {
                  visible.add(i);
                  listener?.(i);
                } else visible.delete(i);
              }
            },
            { rootMargin: '100% 0px' },
          );
    const elements = new Map<number, HTMLElement>();
    return {
      listen: (next: ((index: number) => void) | undefined) => {
        listener = next;
      },
      current: visible,
      observe: (index: number, element: HTMLElement | null) => {
        const old = elements.get(index);
        if (old && old !== element) {
          observer?.unobserve(old);
          visible.delete(index);
          elements.delete(index);
        }
        if (element && old !== element) {
          elements.set(index, element);
          indexOf.set(element, index);
          observer?.observe(element);
        }
      },
    };
  });
  useLayoutEffect(() => state.listen(onNear), [state, onNear]);
  return state;
}
