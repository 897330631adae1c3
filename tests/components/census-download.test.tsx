import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExportJob } from '../../schemas/api/export-jobs';
import { CENSUS_EXPORT_TEXT as T, EXPORT_MESSAGES } from '../../schemas/messages';
import { CensusSection } from '../../src/features/group-home/components/CensusDownload';
import { storage } from '../../src/lib/storage';

/** A token whose readable claims say what the browser checks (the server verifies the real one). */
const tokenOf = (claims: object) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })).replace(/=+$/, '')}.sig`;
const GROUP_ADMIN = tokenOf({ kind: 'group', agent_id: 1001, group_id: 2001, portal_id: 501, signed_in: true });
const OPEN = tokenOf({ kind: 'open', agent_id: 1001, group_id: null, portal_id: 502 });
const CSV = '\uFEFFGroup ID,Subscriber ID\r\n2001,U3001\r\n';

interface Call {
  method: string;
  url: string;
  headers: Headers;
}

const JOB_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const job = (over: Partial<ExportJob>): ExportJob => ({
  id: JOB_ID,
  kind: 'census',
  status: 'queued',
  rows_done: 0,
  rows_total: null,
  error: null,
  file_name: null,
  bytes: null,
  created_at: '2026-11-24T10:00:00.000Z',
  finished_at: null,
  expires_at: '2026-11-25T10:00:00.000Z',
  ...over,
});
const ok = (data: unknown) => Response.json({ status: 'success', statusCode: 200, data });

/**
 * fetch at the network boundary: the sign-in answers the administrator's token; the export starts
 * queued (or as `start` answers), then each read of the job answers the next of `reads` (the last one
 * repeats); the file answers the CSV.
 */
function server(reads: ExportJob[], start: () => Response = () => ok({ result: job({}) })) {
  const calls: Call[] = [];
  let read = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ method: init.method ?? 'GET', url: url.pathname, headers: new Headers(init.headers) });
      if (url.pathname === '/api/v1/group-sign-in')
        return ok({ kind: 'group', name: 'Acme', agent_id: 1001, group_id: 2001, portal_id: 501, token: GROUP_ADMIN });
      if (url.pathname === '/api/v1/group-census-exports') return start();
      if (url.pathname === '/api/v1/export-jobs') return ok({ result: [] });
      if (url.pathname === `/api/v1/export-jobs/${JOB_ID}`)
        return ok({ result: reads[Math.min(read++, reads.length - 1)] });
      if (url.pathname === `/api/v1/export-jobs/${JOB_ID}/file`)
        return new Response(CSV, {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': 'attachment; filename="census-group-2001-2026-11-24.csv"',
          },
        });
      return Response.json({ status: 'error', statusCode: 404, data: { message: 'no mock' } }, { status: 404 });
    }),
  );
  return calls;
}

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CensusSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const RUNNING = job({ status: 'running', rows_done: 1200, rows_total: 3000 });
const DONE = job({
  status: 'done',
  rows_done: 3000,
  rows_total: 3000,
  file_name: 'census-group-2001-2026-11-24.csv',
  bytes: CSV.length,
});

describe('group home census export', () => {
  const saved: Blob[] = [];
  beforeEach(() => {
    saved.length = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      saved.push(b as Blob);
      return 'blob:census';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('asks the administrator to sign in first, starts the export, shows its progress, then downloads the file', async () => {
    storage.set('session_token', OPEN);
    const calls = server([RUNNING, DONE]);
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: T.start }));
    expect(calls).toHaveLength(0);
    await user.type(await screen.findByLabelText('E-mail'), 'hr@acme.example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-group-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // While it runs: a progress bar with the count, and the count in the status line.
    const bar = await screen.findByRole('progressbar', { name: T.progressLabel });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1,200 of 3,000 members'));
    expect(bar.getAttribute('value')).toBe('1200');
    expect(bar.getAttribute('max')).toBe('3000');
    expect(bar.getAttribute('aria-valuetext')).toBe('1,200 of 3,000 members');
    expect((await axe.run(document.body)).violations).toEqual([]);
    const started = calls.find((c) => c.url === '/api/v1/group-census-exports');
    expect(started?.method).toBe('POST');
    expect(started?.headers.get('authorization')).toBe(`Bearer ${GROUP_ADMIN}`);

    // Done: the file is downloaded on request, with the administrator's token.
    await user.click(await screen.findByRole('button', { name: T.download }, { timeout: 3000 }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(T.downloaded('census-group-2001-2026-11-24.csv')),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    const file = calls.find((c) => c.url === `/api/v1/export-jobs/${JOB_ID}/file`);
    expect(file?.headers.get('authorization')).toBe(`Bearer ${GROUP_ADMIN}`);
    expect(await saved[0]?.text()).toBe(CSV);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it("a failed export says the server's reason as an alert, and Try again starts another", async () => {
    storage.set('session_token', GROUP_ADMIN);
    const calls = server([job({ status: 'failed', error: EXPORT_MESSAGES.stopped })]);
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: T.start }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(EXPORT_MESSAGES.stopped));
    expect(saved).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: T.tryAgain }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/group-census-exports')).toHaveLength(2));
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it("a refused start says the server's reason and keeps the button", async () => {
    storage.set('session_token', GROUP_ADMIN);
    server([], () =>
      Response.json(
        { status: 'error', statusCode: 403, data: { message: 'Your session does not allow this request.' } },
        { status: 403 },
      ),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: T.start }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your session does not allow this request.'),
    );
    expect(screen.getByRole('button', { name: T.tryAgain }).getAttribute('aria-disabled')).toBeNull();
  });

  it('a refused sign-in (401) asks for the sign-in again', async () => {
    storage.set('session_token', GROUP_ADMIN);
    server([], () =>
      Response.json({ status: 'error', statusCode: 401, data: { message: 'Please sign in.' } }, { status: 401 }),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: T.start }));
    expect(await screen.findByRole('heading', { name: T.signInTitle })).toBeTruthy();
  });
});
