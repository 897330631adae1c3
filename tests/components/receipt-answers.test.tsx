import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMBER_LIST_MESSAGES, RECEIPT_TEXT } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { AgentSelectMemberPage } from '../../src/features/current-members/CurrentMembersPage';
import { ReceiptPage } from '../../src/features/receipt/ReceiptPage';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { receiptFixture, receiptListsFixture } from '../../stories/fixtures/review';
import { mockApi, ok } from './mock-api';

/**
 * The receipt's answers to the carriers' questions (issue 29, decisions 0270 and 0310): grouped by
 * page, each value under its label as the server wrote it (a sensitive one arrives masked), a
 * repeating group one line per item, an upload's files downloadable by the enrollment's session;
 * nothing when there are none. The rep's view of an enrollment (the current-member table's Answers)
 * shows them with the same component, the files listed only (the rep does not prove the
 * enrollment). axe finds nothing.
 */

const ID = 'd'.repeat(32);

function renderRoute(routes: RouteObject[], path: string) {
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const renderReceipt = () =>
  renderRoute(
    [{ path: '/:landing?', children: [{ path: 'enrollment/receipt', element: <ReceiptPage /> }] }],
    '/enrollment/receipt',
  );

beforeEach(() => {
  storage.clearAll();
  storage.set('tempId', ID);
});

describe('Receipt answers', () => {
  it('shows each answer under its label, by page, the masked one as sent', async () => {
    mockApi({ 'get-receipt': ok(receiptFixture) });
    renderReceipt();
    const section = (await screen.findByRole('heading', { level: 2, name: RECEIPT_TEXT.answersTitle })).closest(
      'section',
    );
    expect(section).toBeTruthy();
    const pages = within(section!).getAllByRole('heading', { level: 3 });
    expect(pages.map((h) => h.textContent)).toEqual(['Employer Information', 'Prior coverage']);
    const pairs = [...section!.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Do you use tobacco?', 'Yes'],
      ['Prior coverage ended', '12/31/2030'],
      ['Prior carrier', 'Acme Mutual Insurance Company of North America'],
      ['Prior member number', '******1234'],
    ]);
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });

  it('lists a repeating group one line per item and an upload by name, type and size, downloadable by this session', async () => {
    const api = mockApi({
      'get-receipt': ok(receiptListsFixture),
      'get-document': () => ({ body: 'ignored' }),
    });
    const saved: string[] = [];
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderReceipt();
    const physicians = (await screen.findByText('Physicians seen')).closest('div')!;
    expect(
      within(physicians)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Physician #1: Name: Dr. Lee; Date last seen: 01/03/2026; Reason: Annual check-up',
      'Physician #2: Name: Dr. Ng; Date last seen: 11/20/2025',
    ]);
    const proof = screen.getByText('Proof of prior coverage').closest('div')!;
    expect(within(proof).getByRole('listitem').textContent).toBe('Download coverage letter.pdf (PDF, 12 KB)');
    await userEvent.click(within(proof).getByRole('button', { name: 'Download coverage letter.pdf' }));
    await vi.waitFor(() => expect(saved).toEqual(['coverage letter.pdf']));
    const [call] = api.callsTo('get-document');
    expect(call?.url.searchParams.get('enrollment_id')).toBe(ID);
    expect(call?.url.searchParams.get('id')).toBe('e'.repeat(32));
    click.mockRestore();
    objectUrl.mockRestore();
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });

  it('has no answers section when the enrollment answered no carrier question', async () => {
    mockApi({ 'get-receipt': ok({ ...receiptFixture, answers: [] }) });
    renderReceipt();
    expect(await screen.findByRole('heading', { level: 2, name: RECEIPT_TEXT.peopleCovered })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: RECEIPT_TEXT.answersTitle })).toBeNull();
  });
});

const claims = { kind: 'rep', agent_id: 1001, group_id: null, portal_id: 502, over65: false, signed_in: true };
const TOKEN = `oe1.${btoa(JSON.stringify({ ...claims, iat: 1, exp: 4_102_444_800 }))}.sig`;
const member = (name: string, policy_id: number | null, user_id: number) => ({
  name,
  dob: '04/05/1990',
  policy_id,
  user_id,
  email: `${user_id}@mail.com`,
  ssn: '***-**-6789',
  group_info: { group_id: null, group_name: null },
  plan_info: [{ plan: 101, plan_name: 'Brightsmile Dental Plus PPO', plan_status: 'ACTIVE' }],
});

const renderPage = () =>
  renderRoute([{ path: '/agent-select-member', element: <AgentSelectMemberPage /> }], '/agent-select-member');

describe("The rep's view of an enrollment's answers", () => {
  beforeEach(() => storage.set('session_token', TOKEN));

  it('lists the answers with their labels, the group one line per item and the upload by name only', async () => {
    const api = mockApi({
      'get-agent-members': ok({
        result: [member('Ana Diaz', 700123, 1), member('Bo Lee', null, 2)],
        total: 2,
        next: null,
      }),
      'get-policy-answers': ok({ policy_id: 700123, answers: receiptListsFixture.answers }),
    });
    renderPage();
    const open = await screen.findByRole('button', { name: `${MEMBER_LIST_MESSAGES.answers} of Ana Diaz` });
    expect(screen.queryByRole('button', { name: `${MEMBER_LIST_MESSAGES.answers} of Bo Lee` })).toBeNull();
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: MEMBER_LIST_MESSAGES.answersTitle('Ana Diaz') });
    await within(dialog).findByRole('heading', { level: 3, name: MEMBER_LIST_MESSAGES.answersHeading });
    expect(api.callsTo('get-policy-answers')[0]?.url.searchParams.get('policy_id')).toBe('700123');
    const physicians = within(dialog).getByText('Physicians seen').closest('div')!;
    expect(
      within(physicians)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Physician #1: Name: Dr. Lee; Date last seen: 01/03/2026; Reason: Annual check-up',
      'Physician #2: Name: Dr. Ng; Date last seen: 11/20/2025',
    ]);
    const proof = within(dialog).getByText('Proof of prior coverage').closest('div')!;
    expect(within(proof).getByRole('listitem').textContent).toBe('coverage letter.pdf (PDF, 12 KB)');
    expect(within(proof).queryByRole('button')).toBeNull();
    const rules = { 'color-contrast': { enabled: false }, region: { enabled: false } };
    expect((await axe.run(document.body, { rules })).violations).toEqual([]);
  });

  it('says so when the enrollment answered no carrier question', async () => {
    mockApi({
      'get-agent-members': ok({ result: [member('Ana Diaz', 700123, 1)], total: 1, next: null }),
      'get-policy-answers': ok({ policy_id: 700123, answers: [] }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: `${MEMBER_LIST_MESSAGES.answers} of Ana Diaz` }));
    expect(await screen.findByText(MEMBER_LIST_MESSAGES.noAnswers)).toBeTruthy();
  });
});
