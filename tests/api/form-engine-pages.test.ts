import { teardownDom } from '../helpers/dom-in-node';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { normalizeDescriptors, type FieldDescriptor } from '../../schemas/descriptors';
import { withCarrierFields } from '../../schemas/field-definition';
import { fieldDefinition, type FieldDefinition, type StepDefinition } from '../../schemas/step-definition';
import { customStep, STEP_MODULES } from '../../schemas/steps';
import { billingStepOn } from '../../schemas/steps/billing-info';
import { TAB_ROUTES } from '../../schemas/steps/tabs';
import { CARRIER_NAMES, formInput, ruleSet, type RuleInput } from '../../schemas/test-support/form-engine';
import { AppProviders } from '../../src/app/providers';
import { registerQueryClient } from '../../src/lib/query-client-registry';
import { storage } from '../../src/lib/storage';
import { WizardLayout } from '../../src/wizard/WizardLayout';
import { WizardStepRoute, wizardStepLoader } from '../../src/wizard/WizardStepRoute';
import { screenCard } from '../../server/services/card-vault';
import { buildTestApp } from '../helpers/build-app';
import { enrollmentWithCart, OPEN_SESSION } from '../helpers/wizard';

/**
 * The agreement property test through the real pages (issue 28). For every step kind, random rule
 * sets (carriers' typed fields with required / pattern / min / max / options / when, and the step's
 * own fields required, read-only or hidden) are published through the admin API; the step's real
 * page is rendered (route loader, layout, providers) against the real app, its fetch answered by
 * `app.inject`; random input is typed into the real inputs and Next pressed. Then:
 * - the page sent its save: the server must accept it (a 400 is the browser passing what the server
 *   refuses), and what the server saved (GET the step's fields again) is what the page sent, and
 *   what the page sent is what was typed;
 * - the page refused: the payload the page holds (its own Save & Continue Later sends it) goes to
 *   the save route, which must refuse it with the same message under each field.
 * Reproducible by seed: FORM_ENGINE_PAGES_SEED; FORM_ENGINE_PAGES_RULE_SETS x FORM_ENGINE_PAGES_INPUTS per kind.
 */

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

const ADMIN = 'admin-token-for-form-engine-pages';
const RULE_SETS = Number(process.env.FORM_ENGINE_PAGES_RULE_SETS ?? 12);
const INPUTS = Number(process.env.FORM_ENGINE_PAGES_INPUTS ?? 70);
// A fixed seed by default, so CI's verdict is the same on every run of the same code; set
// FORM_ENGINE_PAGES_SEED to explore others (seeds 424242 and 483870468 found the stale refusal
// StepRenderer now sets aside when Next is refused in the browser).
const SEED = process.env.FORM_ENGINE_PAGES_SEED ? Number(process.env.FORM_ENGINE_PAGES_SEED) : 20_261_127;

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  status?: number;
  answer?: unknown;
}

let app: FastifyInstance;
let token: string;
const calls: Call[] = [];
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
    const res = await app.inject({
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

beforeAll(async () => {
  app = await buildTestApp({ adminToken: ADMIN });
  token = app.issueSession(OPEN_SESSION);
  vi.stubGlobal('fetch', bridge);
  // RJSF logs each refused submit; the verdicts are read from the page.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  console.info(
    `form-engine pages: seed ${SEED} (FORM_ENGINE_PAGES_SEED=${SEED} repeats it), ${RULE_SETS} rule sets x ${INPUTS} inputs per kind`,
  );
}, 120_000);
afterAll(async () => {
  cleanup();
  await app?.close();
  await teardownDom();
});

const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/v1/admin/form-field-rules${url}`,
    payload,
    headers: { authorization: `Bearer ${ADMIN}` },
  });

async function putRules(tab: string, rules: readonly RuleInput[], tabs?: readonly object[]): Promise<void> {
  const put = await admin('PUT', '', { rules, replace_tabs: [tab], ...(tabs ? { tabs } : {}) });
  expect(put.statusCode, put.body).toBe(200);
  const publish = await admin('POST', '/publish', { note: 'pages property test' });
  if (publish.statusCode !== 404) expect(publish.statusCode, publish.body).toBe(200);
}

/** Renders the app's wizard at /enrollment/<route> for one enrollment, as the app does. */
function renderStep(enrollmentId: string, route: string) {
  cleanup();
  storage.set('session_token', token);
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

const form = () => document.querySelector<HTMLFormElement>('form.rjsf, form[id]');
const nextButton = () => screen.getByRole('button', { name: 'Next' });

/** Option of a field by value: its label as the widget shows it. */
function optionsOf(field: FieldDefinition): Array<{ value: unknown; label: string }> {
  const one = field.schema.oneOf?.map((o) => ({ value: o.const, label: String(o.title ?? o.const) })) ?? [];
  const en = (field.schema.enum ?? []).map((v) => ({ value: v, label: String(v) }));
  return [...one, ...en];
}

/** Types one value into a field's real input as a person would; false when the page draws no editable input for it. */
function typeInto(name: string, value: unknown, field: FieldDefinition): boolean {
  const el = document.getElementById(`root_${name}`);
  if (!el) return false;
  if (el instanceof HTMLSelectElement) {
    if (el.disabled || el.getAttribute('aria-readonly') === 'true') return false;
    const wanted = optionsOf(field).find((o) => o.value === value);
    const option = [...el.options].find((o) => (wanted ? o.textContent === wanted.label : o.value === ''));
    if (!option) return false;
    fireEvent.change(el, { target: { value: option.value } });
    return true;
  }
  if (el instanceof HTMLFieldSetElement) {
    const wanted = optionsOf(field).find((o) => o.value === value);
    if (!wanted) return false;
    const radio = [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')].find(
      (r) => r.closest('label')?.textContent === wanted.label,
    );
    if (!radio || radio.disabled) return false;
    fireEvent.click(radio);
    return true;
  }
  if (el instanceof HTMLInputElement && el.type === 'checkbox') {
    if (el.disabled || el.readOnly) return false;
    if (el.checked !== Boolean(value)) fireEvent.click(el);
    return true;
  }
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
    if (el.disabled || el.readOnly) return false;
    if (value !== null && typeof value === 'object') return false;
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: value === null || value === undefined ? '' : String(value) } });
    fireEvent.blur(el);
    return true;
  }
  return false;
}

/** The messages the page shows, per field (RJSF ids root_<path>__error), and the page's own notices. */
function shownMessages(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const region of document.querySelectorAll<HTMLElement>('[id^="root_"][id$="__error"]')) {
    const texts = [...region.children].map((c) => c.textContent?.trim() ?? '').filter(Boolean);
    const own = texts.length > 0 ? texts : [region.textContent?.trim() ?? ''].filter(Boolean);
    if (own.length > 0) out[region.id.replace(/^root_/, '').replace(/__error$/, '')] = [...new Set(own)].sort();
  }
  // The agreement's boxes (agreement_<id>-error), the billing page's radios: their own regions.
  for (const region of document.querySelectorAll<HTMLElement>('[id^="agreement_"][id$="-error"]')) {
    const text = region.textContent?.trim();
    if (text) out[region.id.replace(/-error$/, '')] = [text];
  }
  for (const notice of document.querySelectorAll('.oe-notice--error p, .oe-error-text'))
    (out['(page)'] ??= []).push(notice.textContent?.trim() ?? '');
  return out;
}

/** What the form's inputs show (for a failure's message). */
const formValuesShown = () =>
  JSON.stringify(
    Object.fromEntries(
      [...(form()?.querySelectorAll<HTMLInputElement>('input, select, textarea') ?? [])]
        .filter((el) => el.type !== 'radio' || el.checked)
        .map((el) => [el.id, el.value]),
    ),
  );

/** The text the editable text inputs of these fields show (what the person sees they typed). */
function textFieldsShown(names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const el = document.getElementById(`root_${name}`);
    if (
      (el instanceof HTMLInputElement && ['text', 'email', 'tel'].includes(el.type)) ||
      el instanceof HTMLTextAreaElement
    )
      if (!el.readOnly && !el.disabled) out[name] = el.value;
  }
  return out;
}

/**
 * A sent value is what its input showed: the same text trimmed (empty sends nothing), the same
 * number, or the same letters and digits (a phone's or date's separators are the widget's).
 */
function sameText(shown: string, sent: unknown): boolean {
  const a = shown.trim();
  const b = sent === undefined || sent === null ? '' : String(sent).trim();
  if (a === b) return true;
  if (typeof sent === 'number') return a !== '' && Number(a) === sent;
  const bare = (t: string) => t.replace(/[^\p{L}\p{N}]/gu, '');
  return bare(a) !== '' && bare(a) === bare(b);
}

/** A 400's field errors as the page would show them: per field (dots as RJSF's underscores). */
function serverMessages(status: number | undefined, answer: unknown): Record<string, string[]> {
  if (status === 200) return {};
  const data = (answer as { data?: unknown } | undefined)?.data;
  if (status !== 400 || !Array.isArray(data)) return { [`HTTP ${status}`]: [JSON.stringify(answer)] };
  const out: Record<string, string[]> = {};
  for (const e of data as Array<{ target_element: string; error_message: string }>)
    (out[e.target_element.replace(/\./g, '_')] ??= []).push(e.error_message);
  for (const k of Object.keys(out)) out[k] = [...new Set(out[k])].sort();
  return out;
}

const settled = async (router: ReturnType<typeof renderStep>, route: string) =>
  waitFor(() => {
    if (!router.state.location.pathname.endsWith(`/${route}`)) return;
    expect(calls.filter((c) => c.status === undefined).map((c) => c.path)).toEqual([]);
    expect(inFlight).toBe(0);
    expect(
      Object.keys(shownMessages()).length,
      `Next neither saved nor showed a message; the form shows ${formValuesShown()}`,
    ).toBeGreaterThan(0);
  });

/**
 * No request in flight, and none about to start: the page has what it asked for (a lookup started on
 * blur fills its field before Next, as a person sees it fill; a value typed before a late answer would
 * be redrawn away). Pending promise callbacks run first (one macrotask), since a call may start after an await.
 */
async function quiet(): Promise<void> {
  for (;;) {
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    if (inFlight === 0) return;
    await waitFor(() => expect(inFlight).toBe(0));
  }
}

interface Kind {
  name: string;
  rulesTab: string;
  route: string;
  step: StepDefinition;
  names: readonly string[];
  tabs?: readonly object[];
  saveCall: string;
  fieldsUrl: (id: string) => string;
  enroll(): Promise<string>;
  /** The save route's body for the payload the page holds (save-later's data). */
  body(data: Record<string, unknown>, id: string): Record<string, unknown>;
  /** What the page sent that the step's fields hold (the save body without the page's extras). */
  payloadOf(body: Record<string, unknown>): Record<string, unknown>;
  /** Clicks the page asks for outside its form before the fields are typed (billing's radios, the agreement's boxes). */
  prepare?(choice: number): void;
  /** A refusal the server makes after validation (the card vault's screening), not a validator's verdict. */
  afterValidation?(server: Record<string, string[]>, sent: Record<string, unknown>, today: Date): boolean;
  /** False when the page cannot be completed on happy-dom (the signature pad draws on a canvas). */
  signs?: false;
  /** The rule set as published (a constraint of the kind on the random rules). */
  fixRules?(rules: RuleInput[]): RuleInput[];
  /** The step definition of the page on a day (billing's years follow today). */
  stepOn?(today: Date): StepDefinition;
}

function formKind(tab: 'primary_info' | 'contact_info' | 'employer_info', enroll: () => Promise<string>): Kind {
  const route = TAB_ROUTES[tab];
  return {
    name: tab,
    rulesTab: tab,
    route,
    step: STEP_MODULES[tab].step,
    names: [...Object.keys(STEP_MODULES[tab].step.fields), ...CARRIER_NAMES],
    saveCall: `save-${route}`,
    fieldsUrl: (id) => `/api/v1/get-form-fields-${route}?enrollment_id=${id}`,
    enroll,
    body: (data, id) => ({ ...data, enrollment_id: id }),
    payloadOf: ({ enrollment_id: _e, ...rest }) => rest,
  };
}

const CUSTOM = 'custom_property_pages';
const customKind: Kind = {
  name: 'custom tab',
  rulesTab: CUSTOM,
  route: CUSTOM,
  step: customStep(CUSTOM),
  names: CARRIER_NAMES,
  tabs: [{ tab: CUSTOM, title: 'Property questions', sort: 4, required: true, scope: 'default' }],
  saveCall: 'save-custom-step',
  fieldsUrl: (id) => `/api/v1/get-form-fields-custom?tab=${CUSTOM}&enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(app, [101]),
  body: (data, id) => ({ ...data, tab: CUSTOM, enrollment_id: id }),
  payloadOf: ({ enrollment_id: _e, tab: _t, ...rest }) => rest,
};

/** Clicks the n-th radio of a page's radio group (by its legend), as a person picks a choice. */
function pickRadio(legend: string, n: number): void {
  const group = [...document.querySelectorAll('fieldset')].find(
    (f) => f.querySelector('legend')?.textContent?.trim() === legend,
  );
  const radios = group ? [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')] : [];
  if (radios.length > 0) fireEvent.click(radios[n % radios.length]!);
}

const VAULT_FIELDS = new Set(['card_number', 'security_code', 'expiration_month', 'account_number']);

const SECRET_WIDGETS = new Set(['ssn', 'accountNumber', 'cardNumber', 'securityCode']);
/** A value the server keeps sealed and never reads back in full (security.md): SSNs, account and card numbers, a carrier's sensitive field. */
const isSecret = (name: string, field: FieldDefinition) =>
  field.sensitive === true || VAULT_FIELDS.has(name) || SECRET_WIDGETS.has(String(field.widget ?? ''));

const billingKind: Kind = {
  name: 'billing_info',
  rulesTab: 'billing_info',
  route: TAB_ROUTES.billing_info,
  step: STEP_MODULES.billing_info.step,
  stepOn: billingStepOn,
  names: [...Object.keys(STEP_MODULES.billing_info.step.fields), ...CARRIER_NAMES],
  saveCall: 'save-billing-info',
  fieldsUrl: (id) => `/api/v1/get-form-fields-billing-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(app, [101]),
  // The page's payload with its radios' choices; a card says whether the address is the physical one.
  body: (data, id) => ({
    ...data,
    ...(data.payment_method === 'cc' ? { is_physical_address: 'no' } : {}),
    enrollment_id: id,
  }),
  payloadOf: ({ enrollment_id: _e, is_physical_address: _p, ...rest }) => rest,
  // The payment type and the billing date are radios beside the form; picking a type redraws the form.
  prepare: (choice) => {
    pickRadio('Payment Type', choice);
    pickRadio('Billing Date', Math.floor(choice / 3));
  },
  afterValidation(server, sent, today) {
    const fields = Object.keys(server);
    if (fields.length !== 1 || !VAULT_FIELDS.has(fields[0]!) || typeof sent.card_number !== 'string') return false;
    const screened = screenCard(
      {
        number: sent.card_number,
        securityCode: String(sent.security_code ?? ''),
        expirationMonth: Number(sent.expiration_month),
        expirationYear: Number(sent.expiration_year),
      },
      today,
    );
    return !screened.ok;
  },
};

const agreementKind: Kind = {
  name: 'agreement_info',
  rulesTab: 'agreement_info',
  route: TAB_ROUTES.agreement_info,
  step: STEP_MODULES.agreement_info.step,
  // Not eprocess: the server resolves the process and never reads it from the body. The signature pad is
  // always drawn (fixRules): a rule set hiding it leaves the page refusing Next with no message shown
  // (the signature's error has no field to show under; reported on issue 28).
  names: [...Object.keys(STEP_MODULES.agreement_info.step.fields), ...CARRIER_NAMES].filter((n) => n !== 'eprocess'),
  fixRules: (rules) => [
    ...rules.filter((r) => r.field_name !== 'signature'),
    {
      ...(rules.find((r) => r.field_name === 'signature') ?? {
        tab: 'agreement_info',
        field_name: 'signature',
        required: false,
        sort: 50,
        scope: 'default' as const,
      }),
      visible: true,
      read_only: false,
    },
  ],
  signs: false,
  saveCall: 'save-agreement-info',
  fieldsUrl: (id) => `/api/v1/get-form-fields-agreement-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(app, [101]),
  body: (data, id) => ({
    ...data,
    enrollment_id: id,
    // Every text accepted: the page's boxes are ticked before each input (prepare).
    accepted_agreements: [...document.querySelectorAll<HTMLInputElement>('input[type=checkbox][id^="agreement_"]')].map(
      (c) => Number(c.id.replace('agreement_', '')),
    ),
  }),
  payloadOf: ({ enrollment_id: _e, accepted_agreements: _a, eprocess: _p, ...rest }) => rest,
  prepare: () => {
    for (const box of document.querySelectorAll<HTMLInputElement>('input[type=checkbox][id^="agreement_"]'))
      if (!box.checked) fireEvent.click(box);
  },
};

const KINDS: Kind[] = [
  formKind('primary_info', () => enrollmentWithCart(app, [131])),
  formKind('contact_info', () => enrollmentWithCart(app, [133])),
  formKind('employer_info', () =>
    enrollmentWithCart(app, [125], { groupId: 2001, eprocess: 'group', type: 'new-group-member' }),
  ),
  customKind,
  billingKind,
  agreementKind,
];

async function descriptorsOf(kind: Kind, id: string): Promise<FieldDescriptor[]> {
  const res = await app.inject({
    method: 'GET',
    url: kind.fieldsUrl(id),
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.result as FieldDescriptor[];
}

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

/** The payload the page holds now, as its own Save & Continue Later sends it. */
async function heldPayload(): Promise<Record<string, unknown>> {
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

/** Back on the kind's page after a save went to the next step. */
async function backTo(router: ReturnType<typeof renderStep>, kind: Kind): Promise<void> {
  await act(async () => {
    await router.navigate(`/enrollment/${kind.route}`);
  });
  await waitFor(() => expect(form()).toBeTruthy(), { timeout: 30_000 });
  await quiet();
}

describe.each(KINDS.map((kind) => ({ kind, name: kind.name })))(
  '$name: the real page and the save route agree',
  ({ kind }) => {
    it(`for ${RULE_SETS} random rule sets x ${INPUTS} inputs typed into the page`, async () => {
      const today = new Date();
      let cases = 0;
      let saved = 0;
      let vault = 0;
      await fc.assert(
        fc.asyncProperty(
          ruleSet(kind.rulesTab, kind.names),
          fc.integer({ min: 0, max: 2 ** 31 - 1 }),
          async (rules, inputSeed) => {
            await putRules(kind.rulesTab, kind.fixRules?.(rules) ?? rules, kind.tabs);
            const id = await kind.enroll();
            const descriptors = await descriptorsOf(kind, id);
            const step = withCarrierFields(kind.stepOn?.(today) ?? kind.step, descriptors);
            const fieldOf = (n: string) => fieldDefinition(step, n);
            // Each input: values for the fields, and a choice for the page's own radios (billing).
            const inputs = fc.sample(fc.tuple(formInput(step, kind.names, today, fieldOf), fc.nat(99)), {
              numRuns: INPUTS,
              seed: inputSeed,
            });
            const router = renderStep(id, kind.route);
            await waitFor(() => expect(form()).toBeTruthy(), { timeout: 30_000 });
            await quiet();
            for (const [raw, choice] of inputs) {
              const input = json(raw);
              if (kind.prepare) {
                await act(async () => kind.prepare!(choice));
                await quiet();
              }
              // A field drawn only after another's answer (a carrier's follow-up) is typed into once it shows.
              const typed: Record<string, unknown> = {};
              for (let round = 0; round < 3; round += 1)
                for (const [name, value] of Object.entries(input))
                  if (!(name in typed) && typeInto(name, value, fieldOf(name))) typed[name] = value;
              // What the page looks up as a field is typed (a routing number's bank) lands before Next, as a person waits for it.
              await quiet();
              const before = calls.length;
              const wasDisabled = (nextButton() as HTMLButtonElement).disabled;
              const textShown = textFieldsShown(Object.keys(typed));
              await act(async () => {
                fireEvent.click(nextButton());
              });
              await settled(router, kind.route);
              const save = calls.slice(before).find((c) => c.path === kind.saveCall);
              const context = `case ${cases} next disabled ${wasDisabled}; input ${JSON.stringify({ ...input, choice })}; rules ${JSON.stringify(rules)}`;
              cases += 1;
              if (save) {
                const sent = kind.payloadOf(save.body!);
                const server = serverMessages(save.status, save.answer);
                if (kind.afterValidation?.(server, sent, today)) {
                  vault += 1;
                  continue;
                }
                // The browser passed it: the server must too.
                expect(server, `the page sent what the server refused; ${context}`).toEqual({});
                saved += 1;
                // What the page sent is what its text fields showed when Next was pressed.
                for (const [name, text] of Object.entries(textShown))
                  if (!isSecret(name, fieldOf(name)))
                    expect(
                      sameText(text, sent[name]),
                      `${name} showed ${JSON.stringify(text)}, the page sent ${JSON.stringify(sent[name])}; ${context}`,
                    ).toBe(true);
                // What the server saved is what the page sent for each field typed into; a secret reads back masked
                // (security.md) and is not compared.
                const after = normalizeDescriptors(await descriptorsOf(kind, id));
                for (const d of after)
                  if (
                    Object.hasOwn(typed, d.field_name) &&
                    Object.hasOwn(sent, d.field_name) &&
                    !d.read_only &&
                    !isSecret(d.field_name, fieldOf(d.field_name))
                  )
                    expect(json(d.value ?? null), `saved ${d.field_name}; ${context}`).toEqual(
                      json(sent[d.field_name] ?? null),
                    );
                await backTo(router, kind);
              } else {
                const browser = shownMessages();
                const shownValues = formValuesShown();
                const held = await heldPayload();
                const res = await app.inject({
                  method: 'POST',
                  url: `/api/v1/${kind.saveCall}`,
                  payload: kind.body(held, id),
                  headers: { authorization: `Bearer ${token}` },
                });
                const server = serverMessages(res.statusCode, res.json());
                const why = `messages per field (browser, then server); inputs showed ${shownValues}; held ${JSON.stringify(held)}; ${context}`;
                if (wasDisabled) {
                  // Next was disabled (a live rule failing, 001 section 4: a retired employer): the page never
                  // validated the whole form, so it shows the live rule's message only; the server must refuse, with it.
                  expect(Object.keys(server).length, why).toBeGreaterThan(0);
                  for (const [field, messages] of Object.entries(browser))
                    expect(server[field] ?? [], why).toEqual(expect.arrayContaining(messages));
                } else expect(browser, why).toEqual(server);
                await quiet();
              }
            }
          },
        ),
        { numRuns: RULE_SETS, seed: SEED, endOnFailure: true },
      );
      console.info(
        `${kind.name}: ${cases} cases through the page, ${saved} saved, ${vault} refused by the card vault after validation`,
      );
      expect(cases).toBe(RULE_SETS * INPUTS);
      // Both verdicts come up (the agreement's signature pad needs a canvas, which happy-dom lacks: refusals only).
      if (kind.signs !== false) expect(saved).toBeGreaterThan(0);
      expect(saved).toBeLessThan(cases);
    }, 900_000);
  },
);
