import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { RepLandingBody } from '../../schemas/api/rep-admin';
import { LandingPageEditor } from '../../src/features/agent-home/components/LandingPageEditor';
import { fail, mockApi, ok, type RecordedCall } from './mock-api';

const TEXTS: RepLandingBody = {
  display_name: 'Jordan Avery',
  display_email: null,
  display_phone: '4045550101',
  display_about_name: null,
  tagline: 'Helping Georgia families',
  agent_bio: null,
};

describe("a rep's own landing page", () => {
  it('shows their texts, shows a refusal at its field, and saves the texts alone with empty ones as null', async () => {
    const sent: RepLandingBody[] = [];
    const api = mockApi({
      'rep-admin/landing-page': (call: RecordedCall) => {
        if (call.method !== 'PUT') return ok({ agent_id: 1001, texts: TEXTS, image: null });
        const body = call.body as RepLandingBody;
        if (body.display_phone === '123')
          return fail(400, [{ target_element: 'display_phone', error_message: 'Enter 10 digits.' }]);
        sent.push(body);
        return ok({ agent_id: 1001, texts: body, image: null });
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LandingPageEditor />
      </QueryClientProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Your landing page' });
    const user = userEvent.setup();
    const tagline = within(form).getByLabelText(/^Tagline/);
    expect((tagline as HTMLInputElement).value).toBe('Helping Georgia families');
    const phone = within(form).getByLabelText(/^Contact phone shown/);
    await user.clear(phone);
    await user.type(phone, '123');
    await user.click(within(form).getByRole('button', { name: 'Save your page' }));
    expect(await within(form).findAllByText('Enter 10 digits.')).not.toHaveLength(0);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    await user.clear(phone);
    await user.clear(tagline);
    await user.type(tagline, 'Your benefits, one call away');
    await user.click(within(form).getByRole('button', { name: 'Save your page' }));
    expect(await within(form).findByText('Your landing page is saved.')).toBeTruthy();
    expect(sent[0]).toEqual({ ...TEXTS, tagline: 'Your benefits, one call away', display_phone: null });
    expect(Object.keys(sent[0] ?? {}).sort()).toEqual(Object.keys(TEXTS).sort());
    expect(api.callsTo('rep-admin/landing-page').filter((c) => c.method === 'PUT')).toHaveLength(2);
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
