import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';

/**
 * The banner text with the how-to video popup (000 section 2). The video lives on another host,
 * and the strict CSP allows no third-party frames, so the popup links to it in a new tab.
 */
export function HowToBanner({ text, videoUrl }: { text: string; videoUrl: string }) {
  const [open, setOpen] = useState(false);
  return (
    <aside className="oe-howto" aria-label="How to enroll">
      <div className="oe-container oe-howto__inner">
        <p>{text}</p>
        <button type="button" className="oe-link-button" onClick={() => setOpen(true)}>
          Watch the how-to video
        </button>
      </div>
      <Dialog open={open} title="How to enroll" onClose={() => setOpen(false)}>
        <p>The short video shows how to enter your details, compare plans, add them to your cart and enroll.</p>
        <p>
          <a href={videoUrl} rel="noopener noreferrer" target="_blank" className="oe-button oe-button--primary">
            Open the how-to video
          </a>
        </p>
      </Dialog>
    </aside>
  );
}
