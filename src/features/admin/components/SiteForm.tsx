import { useState, type FormEvent } from 'react';
import { THEME_COLOR_KEYS } from '../../../../schemas/api/site';
import type { SiteDetail, SiteFields } from '../../../../schemas/api/site-admin';
import { useSaveSite } from '../api/sites';
import { TextArea, TextInput } from './inputs';
import { SaveSummary, useSaveState } from './SaveStatus';

type ColourKey = keyof typeof THEME_COLOR_KEYS;
const COLOUR_LABEL: Record<ColourKey, string> = {
  primary_color: 'Primary colour',
  primary_contrast_color: 'Text colour on primary, secondary, header and footer',
  secondary_color: 'Secondary colour',
  accent_color: 'Accent colour',
  header_background: 'Header background',
  footer_background: 'Footer background',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** Referrals as lines of "CODE Referrer name". */
function referralsOf(text: string): SiteFields['referrals'] {
  return lines(text).map((l) => {
    const [code = '', ...name] = l.split(/\s+/);
    return { code, referrer_name: name.join(' '), active: true };
  });
}

/** A site's label, colours (hex; the server checks AA contrast), domains, external names and referrals. */
export function SiteForm({ site }: { site: SiteDetail }) {
  const f = site.fields;
  const [label, setLabel] = useState(f.label);
  const [theme, setTheme] = useState(f.theme);
  const [domains, setDomains] = useState(f.domains.join('\n'));
  const [external, setExternal] = useState(f.external_sites.join('\n'));
  const [referrals, setReferrals] = useState(
    f.referrals
      .filter((r) => r.active !== false)
      .map((r) => `${r.code} ${r.referrer_name}`)
      .join('\n'),
  );
  const save = useSaveSite(site.id);
  const state = useSaveState();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: SiteFields = {
      label: label.trim(),
      theme,
      domains: lines(domains).map((d) => d.toLowerCase()),
      external_sites: lines(external),
      referrals: referralsOf(referrals),
    };
    await state.run('The site was not saved', () => save.mutateAsync(body), `Saved ${body.label}.`);
  }

  return (
    <form className="oe-admin-editor oe-card" noValidate aria-labelledby="oe-admin-site-details" onSubmit={submit}>
      <h4 id="oe-admin-site-details">Site details</h4>
      <SaveSummary state={state} />
      <TextInput
        label="Name"
        name="label"
        value={label}
        error={state.errors.label}
        onChange={(e) => setLabel(e.target.value)}
      />
      <fieldset className="oe-admin-colours">
        <legend>Theme colours</legend>
        {(Object.keys(COLOUR_LABEL) as ColourKey[]).map((key) => (
          <TextInput
            key={key}
            label={COLOUR_LABEL[key]}
            hint="#rrggbb"
            name={key}
            value={theme[key]}
            error={state.errors[`theme.${key}`] ?? state.errors[`theme/${key}`]}
            onChange={(e) => setTheme((t) => ({ ...t, [key]: e.target.value }))}
            style={{ borderLeft: `2.5rem solid ${/^#[0-9a-f]{6}$/i.test(theme[key]) ? theme[key] : 'transparent'}` }}
          />
        ))}
      </fieldset>
      <TextArea
        label="Custom domains"
        hint="One host name a line, e.g. benefits.example.com."
        name="domains"
        value={domains}
        error={state.errors.domains}
        onChange={(e) => setDomains(e.target.value)}
      />
      <TextArea
        label="External site names"
        hint="One a line: /external?site=name opens this site."
        name="external_sites"
        value={external}
        error={state.errors.external_sites}
        onChange={(e) => setExternal(e.target.value)}
      />
      <TextArea
        label="Referral links"
        hint="One a line: the code, a space, the referrer's name (RF5001 Jordan Avery)."
        name="referrals"
        value={referrals}
        error={state.errors.referrals}
        onChange={(e) => setReferrals(e.target.value)}
      />
      <p>
        <button type="submit" className="oe-button oe-button--primary" disabled={save.isPending}>
          Save site
        </button>
      </p>
    </form>
  );
}
