import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_TEXT } from '../../schemas/messages';
import { AppProviders } from '../../src/app/providers';
import { ReceiptPage } from '../../src/features/receipt/ReceiptPage';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { receiptFixture, receiptListsFixture } from '../../stories/fixtures/review';
import { mockApi, ok } from './mock-api';

/**
 * The receipt's answers to the carriers' questions (issue 29, decision 0270): grouped by page, each
 * value under its label as the server wrote it (a sensitive one arrives masked), nothing when there
 * are none; axe finds nothing.
 */

const ID = 'd'.repeat(32);

function renderReceipt() {
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(
    [{ path: '/:landing?', children: [{ path: 'enrollment/receipt', element: <ReceiptPage /> }] }],
    { initialEntries: ['/enrollment/receipt'] },
  );
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

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
