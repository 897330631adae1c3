import type { ReactNode } from 'react';
import { Footer } from './Footer';
import '../../styles/shell.css';

interface AppShellProps {
  /** The header: a <Header>, or a component that reads its own data and renders one. */
  header: ReactNode;
  /** The footer (a bare <Footer> when omitted), likewise. */
  footer?: ReactNode;
  /** The banner text strip under the header (how-to video). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The storefront frame: a skip link, the header (banner + main navigation), the page's main
 * content and the footer. The 404, landing-config-error and access pages render without it, as the
 * specification hides header and footer there. Header, banner and footer come as elements, so the
 * storefront shell gives each its own component with its own data: an answer for one of them
 * renders that part only (docs/decisions/0130-shell-renders-and-lazy-server-modules.md).
 */
export function AppShell({ header, footer, banner, children }: AppShellProps) {
  return (
    <div className="oe-shell">
      <a className="oe-skip-link" href="#main-content">
        Skip to main content
      </a>
      {header}
      {banner}
      <main id="main-content" className="oe-main" tabIndex={-1}>
        {children}
      </main>
      {footer ?? <Footer />}
    </div>
  );
}
