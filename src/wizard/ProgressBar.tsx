import { useEffect, useRef } from 'react';
import { progressedTabs, type NavItem } from '../../schemas/steps/tabs';

/** The step navigation across the top: the current step active, earlier ones progressed (001 section 2). */
export function ProgressBar({ items, current }: { items: readonly NavItem[]; current: string }) {
  const progressed = new Set(progressedTabs(items, current));
  const active = useRef<HTMLLIElement>(null);
  // On a phone the bar scrolls sideways: keep the current step in view.
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  return (
    <nav aria-label="Enrollment steps">
      {/* Focusable: on a phone the list scrolls sideways, and keyboard users must be able to scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus so the keyboard can scroll it (axe scrollable-region-focusable) */}
      <ol className="oe-progress" tabIndex={0}>
        {items.map((item) => {
          const isCurrent = item.name === current;
          const state = isCurrent ? 'is-active' : progressed.has(item.name) ? 'is-progressed' : '';
          return (
            <li
              key={item.name}
              ref={isCurrent ? active : undefined}
              className={`oe-progress__item ${state}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <span className="oe-progress__dot" aria-hidden="true">
                {item.index}
              </span>
              <span>
                {item.title}
                {state === 'is-progressed' && <span className="oe-visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
