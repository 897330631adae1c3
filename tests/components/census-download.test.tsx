import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CensusSection } from '../../src/features/group-home/components/CensusDownload';
import { storage } from '../../src/lib/storage';

/** A token whose readable claims say what the browser checks (the server verifies the real one). */
const tokenOf = (claims: object) =>
  `h.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })).replace(/=+$/, '')}.sig`;
const GROUP_ADMIN = tokenOf({ kind: 'group', agent_id: 1001, group_id: 2001, portal_id: 501, signed_in: true });
const OPEN = tokenOf({ kind: 'open', agent_id: 1001, group_id: null, portal_id: 502 });
const CSV = '\uFEFFGroup ID,Subscriber ID\r\n2001,U3001\r\n';

interface Call {
  url: string;
  headers: Headers;
}

/** fetch at the network boundary: the sign-in answers the administrator's token, the census its CSV or a refusal. */
function server(census: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push({ url: url.pathname, headers: new Headers(init.headers) });
      if (url.pathname === '/api/v1/group-sign-in')
        return Response.json({
          status: 'success',
          statusCode: 200,
          data: { kind: 'group', name: 'Acme', agent_id: 1001, group_id: 2001, portal_id: 501, token: GROUP_ADMIN },
        });
      if (url.pathname === '/api/v1/group-census.csv') return census();
      return Response.json({ status: 'error', statusCode: 404, data: { message: 'no mock' } }, { status: 404 });
    }),
  );
  return calls;
}

const csvAnswer = () =>
  new Response(CSV, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="census-group-2001-2026-11-24.csv"',
    },
  });

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <CensusSection />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('group home census download', () => {
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

  it('asks the administrator to sign in first, then downloads with the new token and names the file', async () => {
    storage.set('session_token', OPEN);
    const calls = server(csvAnswer);
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download census (CSV)' }));
    expect(calls).toHaveLength(0);
    await user.type(await screen.findByLabelText('E-mail'), 'hr@acme.example.com');
    await user.type(screen.getByLabelText('Password'), 'demo-group-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringContaining('Downloaded census-group-2001-2026-11-24.csv'),
    );
    const download = calls.find((c) => c.url === '/api/v1/group-census.csv');
    expect(download?.headers.get('authorization')).toBe(`Bearer ${GROUP_ADMIN}`);
    expect(await saved[0]?.text()).toBe(CSV);
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it("shows the server's reason as an alert and offers the button again", async () => {
    storage.set('session_token', GROUP_ADMIN);
    server(() =>
      Response.json(
        { status: 'error', statusCode: 403, data: { message: 'Your session does not allow this request.' } },
        { status: 403 },
      ),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download census (CSV)' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Your session does not allow this request.'),
    );
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download census (CSV)' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('a refused sign-in (401) asks for the sign-in again', async () => {
    storage.set('session_token', GROUP_ADMIN);
    server(() =>
      Response.json({ status: 'error', statusCode: 401, data: { message: 'Please sign in.' } }, { status: 401 }),
    );
    const user = renderSection();
    await user.click(screen.getByRole('button', { name: 'Download census (CSV)' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to download the census' })).toBeTruthy();
  });
});
