import { useState } from 'react';
import { Dialog } from '../../../components/Dialog';
import { safeImageUrl } from '../../../lib/theme';
import { useAboutPageInfo, type AboutOwner } from '../api/get-about-page-info';

/** The header's About popup with the rep's or group's bio (000 section 2). */
export function AboutButton({ owner }: { owner: AboutOwner }) {
  const [open, setOpen] = useState(false);
  const about = useAboutPageInfo(owner, open);
  const image = safeImageUrl(about.data?.image);
  return (
    <>
      <button type="button" className="oe-header__tool" onClick={() => setOpen(true)}>
        About
      </button>
      <Dialog open={open} title={about.data?.title ?? 'About'} onClose={() => setOpen(false)}>
        {about.isPending && <p aria-live="polite">Loading…</p>}
        {about.isError && <p role="alert">{about.error.message}</p>}
        {about.data && (
          <div className="oe-about">
            {image && <img src={image} alt="" width="96" height="96" className="oe-about__image" />}
            <div>
              <p className="oe-about__name">{about.data.name}</p>
              <p>{about.data.about}</p>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
