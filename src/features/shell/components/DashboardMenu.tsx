import { useEffect, useId, useRef, useState } from 'react';

/**
 * The dashboard dropdown (000 section 2): links to the admin, message center, file management,
 * dashboards, ticket management, SSO and registrations, with targets from the storefront configuration.
 */
export function DashboardMenu({ links }: { links: ReadonlyArray<{ label: string; href: string }> }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <div className="oe-dropdown" ref={root}>
      <button
        ref={button}
        type="button"
        className="oe-header__tool"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        Dashboards
      </button>
      <ul id={listId} className="oe-dropdown__list" hidden={!open}>
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} rel="noopener noreferrer" target="_blank">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
