import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteDetail, SiteFields } from '../../schemas/api/site-admin';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';
import { openConsoleSection } from './open-console';

const STAFF = {
  email: 'staff@openenroll.example',
  name: 'Robin Staff',
  role: 'staff',
  carrier_id: null,
  carrier_name: null,
};
const TOKEN = `oes1.${'b'.repeat(40)}.sig`;
const ACME: SiteDetail = {
  id: 4,
  kind: 'group',
  agent_id: null,
  group_id: 2001,
  fields: {
    label: 'Acme Manufacturing',
    theme: {
      primary_color: '#8c2f39',
      primary_contrast_color: '#ffffff',
      secondary_color: '#334e68',
      accent_color: '#f0b429',
      header_background: '#6e242d',
      footer_background: '#243b53',
    },
    domains: ['benefits.acme.test'],
    external_sites: [],
    referrals: [],
  },
  images: { logo: '/img/logo-acme.svg' },
};

function siteServer() {
  const saved: SiteFields[] = [];
  const api = mockApi({
    'admin/sign-in': ok({ token: TOKEN, staff: STAFF, expires_at: new Date(Date.now() + 8 * 3600e3).toISOString() }),
    'admin/me': ok({ staff: STAFF, plan_ids: null, plans: [] }),
    'admin/form-field-rules': ok({ rules: [], tabs: [] }),
    'admin/sites': ok({ sites: [{ id: 4, kind: 'group', label: 'Acme Manufacturing' }] }),
    'admin/sites/4': (call: RecordedCall) => {
      if (call.method !== 'PUT') return ok(ACME);
      const body = call.body as SiteFields;
      if (body.theme.header_background === '#7aa7d6')
        return fail(400, [
          {
            target_element: 'theme.header_background',
            error_message: 'Text in #ffffff on #7aa7d6 has a contrast of 2.53:1; it needs 4.5:1 (WCAG AA).',
          },
        ]);
      saved.push(body);
      return ok({ ...ACME, fields: body });
    },
  });
  return { api, saved };
}

describe('staff console: sites', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('shows a contrast refusal at its colour, then saves domains and referrals as lists', async () => {
    const { saved } = siteServer();
    const user = await openConsoleSection('Sites', STAFF.email);
    await user.selectOptions(await screen.findByLabelText('Site'), '4');
    const form = await screen.findByRole('form', { name: 'Site details' });
    const header = within(form).getByLabelText(/^Header background/);
    await user.clear(header);
    await user.type(header, '#7aa7d6');
    await user.click(within(form).getByRole('button', { name: 'Save site' }));
    expect(await within(form).findAllByText(/needs 4.5:1/)).not.toHaveLength(0);
    expect(header.getAttribute('aria-invalid')).toBe('true');
    await user.clear(header);
    await user.type(header, '#6e242d');
    await user.type(within(form).getByLabelText(/^Custom domains/), '\nEnroll.Acme.test');
    await user.type(within(form).getByLabelText(/^Referral links/), 'RF7002 Acme HR');
    await user.click(within(form).getByRole('button', { name: 'Save site' }));
    expect(await within(form).findByText('Saved Acme Manufacturing.')).toBeTruthy();
    expect(saved[0]).toMatchObject({
      domains: ['benefits.acme.test', 'enroll.acme.test'],
      referrals: [{ code: 'RF7002', referrer_name: 'Acme HR', active: true }],
    });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
