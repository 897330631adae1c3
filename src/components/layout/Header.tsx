import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { formatPhoneDisplay } from '../../../schemas/formats';
import { telHref } from '../../lib/tel-href';
import { Skeleton } from '../Skeleton';
import { useOverflowCue } from './use-overflow-cue';

export interface MenuItem {
  category: string;
  label: string;
  href: string;
  /** Decorative icon url (the label says what it is). */
  icon?: string;
}

export interface SiteContact {
  email?: string | null;
  phone?: string | null;
  tagline?: string | null;
}

export type MenuState =
  { status: 'loading' } | { status: 'error'; onRetry: () => void } | { status: 'ready'; items: MenuItem[] };

/** The employer shown for employee enrollment: group name and address. */
export interface HeaderGroup {
  name: string;
  address?: string | null;
}

/** The cart link: item count (and amount when known). */
export interface HeaderCart {
  href: string;
  count: number;
  amount?: string | null;
}

export interface HeaderProps {
  siteName: string;
  homeHref: string;
  logoUrl?: string;
  /** The logo is not known yet (theme loading): its slot is kept so the name and tools do not move when it arrives. */
  logoPending?: boolean;
  contact?: SiteContact | null;
  menu: MenuState;
  group?: HeaderGroup | null;
  cart?: HeaderCart | null;
  /** About popup, dashboard dropdown and age toggle, shown beside the brand (before the cart link). */
  tools?: ReactNode;
}

/**
 * The header's cart link with its item count and amount. The storefront shell renders it among the
 * header's tools from its own component, so a cart answer renders the link, not the whole header.
 */
export function HeaderCartLink({ href, count, amount }: HeaderCart) {
  return (
    <Link to={href} className="oe-header__cart">
      Cart
      <span className="oe-header__cart-count">
        {count}
        <span className="oe-visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
      </span>
      {/* Always present, at a reserved width: the amount arriving does not push the tools aside. */}
      <span className="oe-header__cart-amount">{amount}</span>
    </Link>
  );
}

/**
 * Site header (000 section 2, Shared screens): contact line, logo and name, and the navigation menu
 * of categories plus Home. Below the tablet breakpoint the menu folds behind a disclosure button.
 */
export function Header({
  siteName,
  homeHref,
  logoUrl,
  logoPending = false,
  contact,
  menu,
  group,
  cart,
  tools,
}: HeaderProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const menuRow = useRef<HTMLUListElement>(null);
  // Wide screens keep the categories on one row: when they do not fit, its ends say so and scroll it.
  const cue = useOverflowCue(menuRow, menu.status === 'ready' ? menu.items.length : 0);
  const location = useLocation();

  // A followed link or Escape closes the phone menu, as a visitor expects from a disclosure.
  const here = `${location.pathname}${location.search}`;
  const [shownAt, setShownAt] = useState(here);
  if (shownAt !== here) {
    setShownAt(here);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const hasContact = Boolean(contact && (contact.email || contact.phone || contact.tagline));
  const withLogo = Boolean(logoUrl) || logoPending;

  return (
    <header className="oe-header">
      {hasContact && contact && (
        <div className="oe-header__contact">
          <div className="oe-container oe-header__contact-inner">
            {contact.tagline && <p className="oe-header__tagline">{contact.tagline}</p>}
            <ul className="oe-header__contact-list" aria-label="Contact">
              {contact.email && (
                <li>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              )}
              {contact.phone && (
                <li>
                  <a href={telHref(contact.phone)}>{formatPhoneDisplay(contact.phone)}</a>
                </li>
              )}
            </ul>
          </div>
        </div>
      )}
      <div className="oe-container oe-header__bar">
        <Link to={homeHref} className="oe-header__brand">
          {logoUrl ? (
            <img src={logoUrl} alt="" className="oe-header__logo" width="176" height="40" />
          ) : (
            logoPending && <span className="oe-header__logo oe-header__logo--pending" aria-hidden="true" />
          )}
          {/* With a logo, phones keep the name for screen readers only, so the bar fits one line. */}
          <span
            className={withLogo ? 'oe-header__name oe-header__name--with-logo oe-visually-hidden' : 'oe-header__name'}
          >
            {siteName}
          </span>
        </Link>
        {group && (
          <p className="oe-header__group">
            <span className="oe-header__group-name">{group.name}</span>
            {group.address && <span className="oe-header__group-address">{group.address}</span>}
          </p>
        )}
        <div className="oe-header__tools">
          {tools}
          {cart && <HeaderCartLink {...cart} />}
        </div>
        <button
          type="button"
          className="oe-header__menu-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="oe-header__menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav className="oe-header__nav" aria-label="Main">
          {cue.before && (
            <button
              type="button"
              className="oe-header__menu-scroll oe-header__menu-scroll--before"
              aria-label="Previous categories"
              onClick={() => cue.scroll(-1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
          )}
          <ul ref={menuRow} id={listId} className={`oe-header__menu${open ? ' is-open' : ''}`}>
            <li>
              <NavLink to={homeHref} end className="oe-header__link">
                Home
              </NavLink>
            </li>
            {menu.status === 'loading' &&
              [0, 1, 2].map((i) => (
                <li key={i} className="oe-header__placeholder">
                  <Skeleton width="5rem" />
                </li>
              ))}
            {menu.status === 'error' && (
              <li>
                <button type="button" className="oe-header__link oe-header__retry" onClick={menu.onRetry}>
                  Menu unavailable, try again
                </button>
              </li>
            )}
            {menu.status === 'ready' &&
              menu.items.map((item) => (
                <li key={item.category}>
                  <Link to={item.href} className="oe-header__link">
                    {/* Lazy: on a phone the menu is folded away, and its icons are fetched when it opens. */}
                    {item.icon && (
                      <img
                        src={item.icon}
                        alt=""
                        className="oe-header__icon"
                        width="20"
                        height="20"
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    {item.label}
                  </Link>
                </li>
              ))}
          </ul>
          {cue.after && (
            <button
              type="button"
              className="oe-header__menu-scroll oe-header__menu-scroll--after"
              aria-label="More categories"
              onClick={() => cue.scroll(1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          )}
        </nav>
      </div>
    </header>
  );
}
