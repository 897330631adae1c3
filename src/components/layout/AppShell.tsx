import type { ReactNode } from 'react';
import { Footer } from './Footer';
import { Header, type HeaderProps } from './Header';

interface AppShellProps {
  header: HeaderProps;
  children: ReactNode;
}

/**
 * The storefront frame: a skip link, the header (banner + main navigation), the page's main
 * content and the footer. Error pages (404, landing-config-error) render without it, as the
 * specification hides header and footer there.
 */
export function AppShell({ header, children }: AppShellProps) {
  return (
    <div className="oe-shell">
      <a className="oe-skip-link" href="#main-content">
        Skip to main content
      </a>
      <Header {...header} />
      <main id="main-content" className="oe-main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
