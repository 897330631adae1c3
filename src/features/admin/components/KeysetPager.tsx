import { useState } from 'react';

/**
 * The keys a keyset-paged list was asked after, one per page shown so far: the page's key, how many
 * pages deep it is, and a step back or forward (to the `next` key the server gave).
 */
export function useKeysetPages<Key>(first: Key) {
  const [keys, setKeys] = useState<Key[]>([first]);
  return {
    key: keys[keys.length - 1] ?? first,
    depth: keys.length,
    back: () => setKeys((k) => (k.length > 1 ? k.slice(0, -1) : k)),
    forward: (next: Key) => setKeys((k) => [...k, next]),
  };
}

/** The console's Previous/Next buttons of a keyset-paged list (staff groups, a group's employees, the audit log). */
export function KeysetPager<Key>({
  label,
  pages,
  next,
  previousText = 'Previous page',
  nextText = 'Next page',
}: {
  label: string;
  pages: ReturnType<typeof useKeysetPages<Key>>;
  next: Key | null;
  previousText?: string;
  nextText?: string;
}) {
  return (
    <nav className="oe-admin-log-pages" aria-label={label}>
      <button
        type="button"
        className="oe-button oe-button--secondary"
        disabled={pages.depth === 1}
        onClick={pages.back}
      >
        {previousText}
      </button>
      <button
        type="button"
        className="oe-button oe-button--secondary"
        disabled={next === null}
        onClick={() => next !== null && pages.forward(next)}
      >
        {nextText}
      </button>
    </nav>
  );
}
