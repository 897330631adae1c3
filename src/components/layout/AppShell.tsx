import type { ReactNode } from 'react';
import { Footer, type FooterProps } from './Footer';
import { Header, type HeaderProps } from './Header';
import '../../styles/shell.css';

interface AppShellProps {
  header: HeaderProps;
  footer?: FooterProps;
  /** The banner text strip under the header (how-to video). */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * The storefront frame: a skip link, the header (banner + main navigation), the page's main
 * content and the footer. The 404, landing-config-error and access pages render without it, as the
 * specification hides header and footer there.
 */
export function AppShell({ header, footer, banner, children }: AppShellProps) {
  return (
    <div className="oe-shell">
      <a className="oe-skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header {...header} />
      {banner}
      <main id="main-content" className="oe-main" tabIndex={-1}>
        {children}
      </main>
      <Footer {...footer} />
    </div>
  );
}
