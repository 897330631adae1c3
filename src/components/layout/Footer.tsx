interface FooterProps {
  /** The storefront's product name (the copyright holder), not the rep's or group's name. */
  siteName?: string;
  /** For stories and tests; the real footer shows the current year. */
  year?: number;
}

/** Site footer (000 section 2): copyright with the current year. */
export function Footer({ siteName = 'OpenEnroll', year = new Date().getFullYear() }: FooterProps) {
  return (
    <footer className="oe-footer">
      <div className="oe-container oe-footer__inner">
        <p>
          © {year} {siteName}. All rights reserved.
        </p>
        <p className="oe-footer__note">Your information is encrypted and used only for your enrollment.</p>
      </div>
    </footer>
  );
}
