import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import type { StorefrontConfig } from '../../../schemas/api/shell';
import '../../styles/shell.css';

/** Which of the footer's code popups is open. */
export type FooterDialog = 'rep' | 'group' | null;

/** The popups behind the Rep Access Code and Employee Enrollment buttons (the access feature's). */
export interface FooterDialogsProps {
  open: FooterDialog;
  onClose: () => void;
}

export interface FooterProps {
  /** The storefront's product name (the copyright holder), not the rep's or group's name. */
  siteName?: string;
  /** For stories and tests; the real footer shows the current year. */
  year?: number;
  /** Link targets from the storefront configuration; without it only the copyright shows. */
  config?: Pick<StorefrontConfig, 'footer_links' | 'app_links'>;
  /** The support-request link (get-ticket-link). */
  ticketUrl?: string;
  /** The footer plan (get-goenroll-footer-plan). */
  plan?: { href: string; name: string } | null;
  /** The Rep Access Code and Employee Enrollment popups; without them the two buttons open nothing. */
  dialogs?: ComponentType<FooterDialogsProps>;
  /** 'Not My Site': clears everything and starts over. */
  onNotMySite?: () => void;
  /** For tests: whether this is an Apple device (the Android link is hidden there). */
  appleDevice?: boolean;
}

/** iPhone, iPad (also when it reports itself as a Mac with touch) and Mac. */
function isAppleDevice(): boolean {
  if (typeof navigator === 'undefined') return false;
  return /iPhone|iPad|iPod|Macintosh/i.test(navigator.userAgent);
}

/**
 * Site footer (000 section 2): member app links (Android hidden on Apple devices), the
 * support-request link, links for reps, employees and employers with the Rep Access Code and
 * Employee Enrollment popups, Not My Site, and the copyright with the current year.
 */
export function Footer({
  siteName = 'OpenEnroll',
  year = new Date().getFullYear(),
  config,
  ticketUrl,
  plan,
  dialogs: Dialogs,
  onNotMySite,
  appleDevice = isAppleDevice(),
}: FooterProps) {
  const [dialog, setDialog] = useState<FooterDialog>(null);
  return (
    <footer className="oe-footer">
      <div className="oe-container oe-footer__grid">
        {config && (
          <>
            <nav className="oe-footer__col" aria-label="Reps, employees and employers">
              <h2 className="oe-footer__heading">Reps, employees and employers</h2>
              <ul>
                <li>
                  <button type="button" className="oe-footer__button" onClick={() => setDialog('rep')}>
                    Rep Access Code
                  </button>
                </li>
                <li>
                  <button type="button" className="oe-footer__button" onClick={() => setDialog('group')}>
                    Employee Enrollment
                  </button>
                </li>
                {config.footer_links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} rel="noopener noreferrer" target="_blank">
                      {link.label}
                    </a>
                  </li>
                ))}
                {onNotMySite && (
                  <li>
                    <button type="button" className="oe-footer__button" onClick={onNotMySite}>
                      Not My Site
                    </button>
                  </li>
                )}
              </ul>
            </nav>
            <div className="oe-footer__col">
              <h2 className="oe-footer__heading">Member app and support</h2>
              <ul>
                <li>
                  <a href={config.app_links.ios} rel="noopener noreferrer" target="_blank">
                    Download on the App Store
                  </a>
                </li>
                {!appleDevice && (
                  <li>
                    <a href={config.app_links.android} rel="noopener noreferrer" target="_blank">
                      Get it on Google Play
                    </a>
                  </li>
                )}
                {ticketUrl && (
                  <li>
                    <a href={ticketUrl} rel="noopener noreferrer" target="_blank">
                      Submit a support request
                    </a>
                  </li>
                )}
                {plan && (
                  <li>
                    <Link to={plan.href}>{plan.name}</Link>
                  </li>
                )}
              </ul>
            </div>
          </>
        )}
        <div className="oe-footer__legal">
          <p>
            © {year} {siteName}. All rights reserved.
          </p>
          <p className="oe-footer__note">Your information is encrypted and used only for your enrollment.</p>
        </div>
      </div>
      {config && Dialogs && <Dialogs open={dialog} onClose={() => setDialog(null)} />}
    </footer>
  );
}
