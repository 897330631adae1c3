import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MEMBER_LIST_MESSAGES } from '../../schemas/messages';
import { MembersTable } from '../../src/features/current-members/components/MembersTable';
import { WelcomeForm } from '../../src/features/home/components/WelcomeForm';
import { NewLandingPage } from '../../src/features/new-landing/NewLandingPage';
import { AssistantChat, SEND_ERROR_MS } from '../../src/features/help-widget/components/AssistantChat';
import { storage } from '../../src/lib/storage';
import { memberRowsFixture } from '../../stories/fixtures/members';
import { fail, mockApi, ok } from './mock-api';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function withProviders(ui: ReactNode, path = '/jordan') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/:landing?" element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MembersTable', () => {
  const props = {
    rows: memberRowsFixture.slice(5, 10),
    total: 12,
    trail: ['cursor-1'],
    hasNext: true,
    busy: false,
    search: '',
    onSearch: vi.fn(),
    onNext: vi.fn(),
    onPrevious: vi.fn(),
    onEnroll: vi.fn(),
  };

  it('shows one server page with where it stands, Previous and Next, and marks non-active plans', async () => {
    render(<MembersTable {...props} />);
    const table = screen.getByRole('table', { name: MEMBER_LIST_MESSAGES.caption(2, 3) });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText(MEMBER_LIST_MESSAGES.showing(6, 10, 12))).toBeTruthy();
    const casey = within(table).getByRole('row', { name: /Casey Nguyen/ });
    expect(
      within(casey)
        .getByText(/\(TERMED\)/)
        .closest('li')!.className,
    ).toContain('oe-plan-status--inactive');
    await userEvent.click(within(casey).getByRole('button', { name: 'Enroll Now for Casey Nguyen' }));
    expect(props.onEnroll).toHaveBeenCalledWith(expect.objectContaining({ user_id: 'U3004' }));
    const pages = screen.getByRole('navigation', { name: MEMBER_LIST_MESSAGES.pagesLabel });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(props.onNext).toHaveBeenCalledOnce();
    expect(props.onPrevious).toHaveBeenCalledOnce();
    await userEvent.type(screen.getByLabelText(MEMBER_LIST_MESSAGES.searchLabel), 'r');
    expect(props.onSearch).toHaveBeenCalledWith('r');
  });

  it('keeps Previous and Next focusable but idle at the ends and while a page loads', async () => {
    const onNext = vi.fn();
    const onPrevious = vi.fn();
    render(<MembersTable {...props} trail={[]} busy onNext={onNext} onPrevious={onPrevious} />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    await userEvent.click(previous);
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrevious).not.toHaveBeenCalled();
  });

  it('says when a search matches nobody, without a table or pager', () => {
    render(<MembersTable {...props} rows={[]} total={0} trail={[]} hasNext={false} search="zz" />);
    expect(screen.getByText(MEMBER_LIST_MESSAGES.noMatch)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: MEMBER_LIST_MESSAGES.pagesLabel })).toBeNull();
  });
});

describe('WelcomeForm', () => {
  const lead = ok({ status: false, zip_code: null });

  it('names every empty field without calling the server', async () => {
    const api = mockApi({ 'check-lead-information': lead });
    withProviders(<WelcomeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Field is required')).toHaveLength(4);
    expect(screen.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('add-filter-for-new-user')).toHaveLength(0);
  });

  it("shows the zip service's first error on the zip field", async () => {
    mockApi({
      'check-lead-information': lead,
      'validate-zip-code': fail(400, [{ target_element: 'zip_code', error_message: 'Invalid Zip code' }]),
    });
    withProviders(<WelcomeForm />);
    await userEvent.type(screen.getByLabelText('Zip code'), '00000');
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Female');
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'Family');
    await userEvent.type(screen.getByLabelText('Date of birth'), '04121986');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const error = await screen.findByText('Invalid Zip code');
    expect(screen.getByLabelText('Zip code').getAttribute('aria-describedby')).toContain(error.id);
  });

  it('creates the filter, keeps the temp id and goes to /plans', async () => {
    storage.set('eprocess', 'rep');
    storage.set('platform_group_id', 503);
    const api = mockApi({
      'check-lead-information': ok({ status: true, zip_code: '30301' }),
      'validate-zip-code': ok({ zip_code: '30301', city: 'Atlanta', state: 'GA' }),
      'add-filter-for-new-user': ok({ temp_enrollment_id: 'a'.repeat(32), tier: 'IO', state: 'GA', portal_id: 503 }),
    });
    withProviders(<WelcomeForm />);
    // The saved location zip prefills the field.
    await waitFor(() => expect((screen.getByLabelText('Zip code') as HTMLInputElement).value).toBe('30301'));
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'Male');
    await userEvent.selectOptions(screen.getByLabelText('Tier'), 'Member Only');
    await userEvent.type(screen.getByLabelText('Date of birth'), '04121986');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/jordan/plans');
    expect(api.callsTo('add-filter-for-new-user')[0]!.body).toEqual({
      zip: '30301',
      gender: '0',
      tier: 'IO',
      dob: '04/12/1986',
      eprocess: 'rep',
      platform_group_id: 503,
      type: 'new-member',
    });
    expect(storage.get('tempId')).toBe('a'.repeat(32));
  });
});

describe('AssistantChat', () => {
  it('shows a send error for 5 seconds, then clears it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mockApi({
        'assist/get': ok({ question: { id: 1, question: 'What is your name?' }, answer: [] }),
        'assist/add': fail(400, [{ target_element: 'answer', error_message: 'Field is required' }]),
      });
      withProviders(<AssistantChat deviceId="device-0001" />);
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('What is your name?'), 'Pat');
      await user.click(screen.getByRole('button', { name: 'Send' }));
      expect((await screen.findByText('Field is required')).textContent).toBe('Field is required');
      await act(async () => vi.advanceTimersByTime(SEND_ERROR_MS + 10));
      expect(screen.queryByText('Field is required')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('errors follow the value they are about', () => {
  it("GET A QUOTE: a corrected field's error goes at once, a still-wrong one keeps its current message, the untouched ones stay", async () => {
    const api = mockApi({});
    withProviders(<NewLandingPage />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getAllByText('Field is required').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Zip code'), '303');
    expect(screen.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Zip code'), '01');
    expect(screen.getByLabelText('Zip code').getAttribute('aria-invalid')).not.toBe('true');
    // The date of birth was not touched: its error stays until it is.
    expect(screen.getByLabelText(/Date of birth/).getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('add-filter-for-new-user')).toHaveLength(0);
  });

  it("help widget: 'Field is required' goes as soon as an answer is typed", async () => {
    mockApi({ 'assist/get': ok({ question: { id: 1, question: 'What is your name?' }, answer: [] }) });
    withProviders(<AssistantChat deviceId="device-0001" />);
    const user = userEvent.setup();
    const input = await screen.findByLabelText('What is your name?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'P');
    expect(screen.queryByText('Field is required')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
