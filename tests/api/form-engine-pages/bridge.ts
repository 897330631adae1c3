import { teardownDom } from '../../helpers/dom-in-node';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { FieldDescriptor } from '../../../schemas/descriptors';
import type { RuleInput } from '../../../schemas/test-support/form-engine';
import { AppProviders } from '../../../src/app/providers';
import { registerQueryClient } from '../../../src/lib/query-client-registry';
import { storage } from '../../../src/lib/storage';
import { WizardLayout } from '../../../src/wizard/WizardLayout';
import { WizardStepRoute, wizardStepLoader } from '../../../src/wizard/WizardStepRoute';
import { buildTestApp } from '../../helpers/build-app';
import { OPEN_SESSION } from '../../helpers/wizard';

/**
 * The real app behind the real pages (the pages agreement test, issue 28): the browser's fetch is
 * answered by app.inject, every call recorded; rule sets are published through the admin API; a step
 * is rendered as the app renders it (route loader, layout, providers).
 */

const ADMIN = 'admin-token-for-form-engine-pages';
export const RULE_SETS = Number(process.env.FORM_ENGINE_PAGES_RULE_SETS ?? 12);
export const INPUTS = Number(process.env.FORM_ENGINE_PAGES_INPUTS ?? 47);
// A fixed seed by default, so CI's verdict is the same on every run of the same code; set
// FORM_ENGINE_PAGES_SEED to explore others, FORM_ENGINE_PAGES_PATH (fast-check's path of a failure,
// e.g. "9") to replay one rule set of a run.
export const SEED = process.env.FORM_ENGINE_PAGES_SEED ? Number(process.env.FORM_ENGINE_PAGES_SEED) : 20_261_127;
export const PATH = process.env.FORM_ENGINE_PAGES_PATH;
/** How long a page may take to answer on a loaded machine (a waitFor's default second is too short there). */
export const SLOW = 30_000;

export interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  status?: number;
  answer?: unknown;
}

/** The app and the session the pages use; set by withApp's beforeAll. */
export const world = { app: undefined as unknown as FastifyInstance, token: '' };
export const calls: Call[] = [];
let inFlight = 0;

/** The browser's fetch, answered by the real app (app.inject); save-later's send is answered here, the step's payload kept. */
async function bridge(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
  const call: Call = { method: init.method ?? 'GET', path: url.pathname.replace(/^\/api\/v1\//, ''), body };
  calls.push(call);
  inFlight += 1;
  try {
    if (call.path === 'save-enrollment') {
      call.status = 200;
      return Response.json({ status: 'success', statusCode: 200, data: { message: 'Saved' } });
    }
    const res = await world.app.inject({
      method: call.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: init.body as string | undefined,
    });
    call.status = res.statusCode;
    call.answer = res.body ? (JSON.parse(res.body) as unknown) : undefined;
    return new Response(res.statusCode === 204 ? null : res.body, {
      status: res.statusCode,
      headers: { 'Content-Type': 'application/json' },
    });
  } finally {
    inFlight -= 1;
  }
}

/** The app for a test file: built once, the fetch bridged, torn down after. */
export function withApp(): void {
  beforeAll(async () => {
    world.app = await buildTestApp({ adminToken: ADMIN });
    world.token = world.app.issueSession(OPEN_SESSION);
    vi.stubGlobal('fetch', bridge);
    // RJSF logs each refused submit; the verdicts are read from the page.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    console.info(
      `form-engine pages: seed ${SEED} (FORM_ENGINE_PAGES_SEED=${SEED} repeats it), ${RULE_SETS} rule sets x ${INPUTS} inputs`,
    );
  }, 120_000);
  afterAll(async () => {
    cleanup();
    await world.app?.close();
    await teardownDom();
  });
}

const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  world.app.inject({
    method,
    url: `/api/v1/admin/form-field-rules${url}`,
    payload,
    headers: { authorization: `Bearer ${ADMIN}` },
  });

/** Publishes a rule set for one tab (replacing the tab's rules). */
export async function putRules(tab: string, rules: readonly RuleInput[], tabs?: readonly object[]): Promise<void> {
  const put = await admin('PUT', '', { rules, replace_tabs: [tab], ...(tabs ? { tabs } : {}) });
  expect(put.statusCode, put.body).toBe(200);
  // In force for the enrollments in progress too (decision 0240); the same rule set again is refused as nothing to publish (409).
  const publish = await admin('POST', '/publish', { note: 'pages property test', applies_in_progress: true });
  if (publish.statusCode !== 404 && publish.statusCode !== 409) expect(publish.statusCode, publish.body).toBe(200);
}

/** A wizard call as the page makes it, with the session. */
export const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  world.app.inject({ method, url, payload, headers: { authorization: `Bearer ${world.token}` } });

/** A fields call's descriptors (get-form-fields-*). */
export async function descriptorsAt(url: string): Promise<FieldDescriptor[]> {
  const res = await inject('GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.result as FieldDescriptor[];
}

export type Router = ReturnType<typeof createMemoryRouter>;

/** Renders the app's wizard at /enrollment/<route> for one enrollment, as the app does. */
export function renderStep(enrollmentId: string, route: string): Router {
  cleanup();
  storage.set('session_token', world.token);
  storage.set('tempId', enrollmentId);
  const queryClient = registerQueryClient(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const router = createMemoryRouter(
    [
      {
        path: '/:landing?',
        children: [
          {
            path: 'enrollment',
            Component: WizardLayout,
            // The step's page; any other step (where Next goes) is a plain paragraph, not rendered.
            children: [
              { path: route, Component: WizardStepRoute, loader: wizardStepLoader },
              { path: '*', element: createElement('p', null, 'Another step') },
            ],
          },
        ],
      },
    ],
    { initialEntries: [`/enrollment/${route}`] },
  );
  render(createElement(AppProviders, { queryClient, children: createElement(RouterProvider, { router }) }));
  return router;
}

/** Calls that have not been answered yet. */
export const unanswered = () => calls.filter((c) => c.status === undefined).map((c) => c.path);
export const busy = () => inFlight > 0;

/**
 * No request in flight, and none about to start: the page has what it asked for (a lookup started on
 * blur fills its field before Next, as a person sees it fill; a value typed before a late answer would
 * be redrawn away). Pending promise callbacks run first (one macrotask), since a call may start after an await.
 */
export async function quiet(): Promise<void> {
  for (;;) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    if (inFlight === 0) return;
    await waitFor(() => expect(inFlight).toBe(0), { timeout: SLOW });
  }
}

export const nextButton = () => screen.queryByRole('button', { name: 'Next' });

/** Clicks a button and lets the page settle. */
export async function press(button: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(button);
  });
  await quiet();
}

/** The payload the page holds now, as its own Save & Continue Later sends it. */
export async function heldBySaveLater(): Promise<Record<string, unknown>> {
  const before = calls.length;
  fireEvent.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
  const email = await screen.findByLabelText('Alternate email to send the enrollment code to');
  fireEvent.change(email, { target: { value: 'pages@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Code' }));
  const done = await screen.findByRole('button', { name: 'Done' });
  fireEvent.click(done);
  const call = calls.slice(before).find((c) => c.path === 'save-enrollment');
  expect(call, 'save-later sent the step').toBeTruthy();
  return call!.body!.data as Record<string, unknown>;
}

/** Back on a step's page after a save went to the next step, once the page shows what it waits for. */
export async function backTo(router: Router, route: string, ready: () => unknown): Promise<void> {
  await act(async () => {
    await router.navigate(`/enrollment/${route}`);
  });
  await waitFor(() => expect(ready()).toBeTruthy(), { timeout: 30_000 });
  await quiet();
}
