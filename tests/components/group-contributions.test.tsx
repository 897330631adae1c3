import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Contribution } from '../../schemas/api/group-admin';
import { ContributionsSection } from '../../src/features/group-home/components/ContributionsSection';
import { storage } from '../../src/lib/storage';
import { mockApi, ok, type RecordedCall } from './mock-api';

/** A token whose readable claims say what the browser checks (the server verifies the real one). */
const tokenOf = (claims: object) => `oe1.${btoa(JSON.stringify({ ...claims, iat: 1, exp: 4102444800 }))}.sig`;
const GROUP_ADMIN = tokenOf({ kind: 'group', agent_id: 1001, group_id: 2001, portal_id: 501, signed_in: true });
const VISITOR = tokenOf({ kind: 'group', agent_id: 1001, group_id: 2001, portal_id: 501 });

function serve() {
  let contributions: Contribution[] = [
    { category: 'DENTAL', tier: 'IO', kind: 'flat', flat_cents: 2000, percent: null },
  ];
  const detail = () => ({ id: 2001, fields: {}, contributions, plan_years: [], employee_count: 0 });
  return mockApi({
    'group-admin/group': () => ok(detail()),
    'group-admin/contributions': (call: RecordedCall) => {
      contributions = (call.body as { contributions: Contribution[] }).contributions;
      return ok(detail());
    },
  });
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContributionsSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the group administrator's contributions on the group home", () => {
  afterEach(() => storage.remove('session_token'));

  it('is not shown to a visitor who only has the group code, nor asked for', async () => {
    const api = serve();
    storage.set('session_token', VISITOR);
    show();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form', { name: 'Employer contributions' })).toBeNull();
    expect(api.callsTo('group-admin/group')).toEqual([]);
  });

  it("changes Acme's dental share with the session's token, axe-clean", async () => {
    const api = serve();
    storage.set('session_token', GROUP_ADMIN);
    const user = show();
    const form = await screen.findByRole('form', { name: 'Employer contributions' });
    const amount = within(form).getByLabelText('Amount ($ a month)');
    await user.clear(amount);
    await user.type(amount, '12.50');
    await user.click(within(form).getByRole('button', { name: 'Save contributions' }));
    expect(await within(form).findByText('Contributions saved.')).toBeTruthy();
    const put = api.callsTo('group-admin/contributions')[0];
    expect(put?.body).toEqual({
      contributions: [{ category: 'DENTAL', tier: 'IO', kind: 'flat', flat_cents: 1250, percent: null }],
    });
    expect(put?.headers.get('authorization')).toBe(`Bearer ${GROUP_ADMIN}`);
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });
});
