import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { SITE_IMAGE_KEYS, type SiteDetail, type SiteImageKey } from '../../../../schemas/api/site-admin';
import { safeImageUrl } from '../../../lib/theme';
import { useSite, useSiteList, useUploadSiteImage } from '../api/sites';
import { SelectInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';
import { SiteForm } from './SiteForm';

const IMAGE_LABEL: Record<SiteImageKey, string> = {
  logo: 'Logo',
  cart_logo: 'Cart logo',
  banner_image: 'Banner image',
  thank_you_image: 'Thank-you image',
  review_image: 'Review image',
};

/**
 * Sites (issue 30, decision 0320): choose a site, then edit its name, colours, domains, external
 * names and referrals, and upload its images. The texts of a rep's or group's page are edited with
 * the rep (Reps) or the group (Groups).
 */
export function SitesSection() {
  const list = useSiteList();
  const [chosen, setChosen] = useState<number | null>(null);
  if (list.isPending) return <p className="oe-muted">Loading sites…</p>;
  if (list.isError)
    return <ErrorNotice title="We could not load the sites" error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <div className="oe-admin-carriers">
      <p className="oe-muted">
        Each storefront's colours, images, custom domains, external-site names and referral links. A rep's or group's
        texts are edited under Reps or Groups.
      </p>
      <SelectInput
        label="Site"
        name="site"
        value={chosen === null ? '' : String(chosen)}
        options={[
          { value: '', label: 'Choose a site' },
          ...list.data.sites.map((s) => ({ value: String(s.id), label: `${s.label} (${s.kind}, ${s.id})` })),
        ]}
        onChange={(e) => setChosen(e.target.value ? Number(e.target.value) : null)}
      />
      {chosen !== null && <SitePanel key={chosen} id={chosen} />}
    </div>
  );
}

function SitePanel({ id }: { id: number }) {
  const site = useSite(id);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <article className="oe-admin-carriers" aria-labelledby="oe-admin-site-title">
      <h3 id="oe-admin-site-title" ref={heading} tabIndex={-1}>
        {site.data?.fields.label ?? 'Site'}
      </h3>
      {site.isPending && <p className="oe-muted">Loading the site…</p>}
      {site.isError && <ErrorNotice title="We could not load the site" error={site.error} />}
      {site.data && (
        <>
          <SiteForm site={site.data} />
          <SiteImages site={site.data} />
        </>
      )}
    </article>
  );
}

/** One file input per image; the server decides by the bytes whether it is an image it accepts. */
function SiteImages({ site }: { site: SiteDetail }) {
  const upload = useUploadSiteImage(site.id);
  const state = useSaveState();
  async function send(key: SiteImageKey, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    await state.run(
      `${IMAGE_LABEL[key]} was not uploaded`,
      () => upload.mutateAsync({ key, file }),
      `${IMAGE_LABEL[key]} uploaded.`,
    );
    event.target.value = '';
  }
  return (
    <section className="oe-admin-editor oe-card" aria-labelledby="oe-admin-site-images">
      <h4 id="oe-admin-site-images">Images</h4>
      <p className="oe-muted">PNG, JPEG, WebP or GIF, at most 2 MiB.</p>
      <SaveSummary state={state} />
      {SITE_IMAGE_KEYS.map((key) => {
        const src = safeImageUrl(site.images[key]);
        return (
          <div key={key} className="oe-admin-image">
            <label htmlFor={`oe-site-image-${key}`}>{IMAGE_LABEL[key]}</label>
            {src && <img src={src} alt={`Current ${IMAGE_LABEL[key].toLowerCase()}`} height={48} />}
            <input
              id={`oe-site-image-${key}`}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              disabled={upload.isPending}
              onChange={(e) => void send(key, e)}
            />
          </div>
        );
      })}
    </section>
  );
}
