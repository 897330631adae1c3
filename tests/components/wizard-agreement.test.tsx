import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../schemas/messages';
import { storage } from '../../src/lib/storage';
import { fail, mockApi, ok, type CannedAnswer } from './mock-api';
import { renderWizardStep } from './render-wizard-step';
import { agreementFields, agreementTexts, AGREEMENT_TABS } from '../../stories/fixtures/agreement';

const ID = 'd'.repeat(32);

// happy-dom has no 2D canvas: a stand-in context that remembers the text written on it, and a PNG
// data URL that carries that text, so the test can tell which name became the signature.
let written = '';
const realGetContext = HTMLCanvasElement.prototype.getContext;
const realToDataUrl = HTMLCanvasElement.prototype.toDataURL;
beforeAll(() => {
  const context = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => {
      if (key === 'measureText') return (text: string) => ({ width: text.length * 10 });
      if (key === 'fillText') return (text: string) => (written = text);
      if (key === 'clearRect') return () => (written = '');
      return key in target ? target[key] : () => undefined;
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  HTMLCanvasElement.prototype.getContext = (() => context) as unknown as typeof realGetContext;
  HTMLCanvasElement.prototype.toDataURL = () => `data:image/png;base64,${btoa(written)}`;
});
afterAll(() => {
  HTMLCanvasElement.prototype.getContext = realGetContext;
  HTMLCanvasElement.prototype.toDataURL = realToDataUrl;
});

function renderStep({
  fields = agreementFields('applicant'),
  texts = agreementTexts(),
  saved = null,
  save = ok({ message: 'Saved', saved_tab: 'aggrement_info' }),
}: { fields?: unknown; texts?: unknown; saved?: object | null; save?: CannedAnswer } = {}) {
  const api = mockApi({
    'get-dynamic-tabs': ok({ result: AGREEMENT_TABS }),
    'get-form-fields-agreement-info': ok({ result: fields }),
    'get-agreement-texts': ok(texts),
    'get-enrollment-temp-info': ok({ result: saved }),
    'save-agreement-info': save,
    'save-screenshot': ok({ message: 'Saved' }),
  });
  const router = renderWizardStep(ID, 'agreement-signature', { 'review-confirm': 'Review page' });
  return { api, router };
}

const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => {
  localStorage.clear();
  written = '';
});

describe('Agreement & Signature page', () => {
  it('marks unchecked texts and the empty pad, then signs by keyboard alone and saves as sigapplicant', async () => {
    const user = userEvent.setup();
    const { api, router } = renderStep();
    expect(await screen.findByRole('heading', { name: 'Applicant Verification' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const authorization = screen.getByRole('checkbox', { name: 'Authorization' });
    await waitFor(() => expect(descriptionOf(authorization)).toContain(MESSAGES.thisFieldRequired));
    const typed = screen.getByLabelText('Type your name to sign');
    await waitFor(() => expect(descriptionOf(typed)).toContain(MESSAGES.signatureRequired));
    expect(api.callsTo('save-agreement-info')).toHaveLength(0);
    // The optional text has no checkbox.
    expect(screen.queryByRole('checkbox', { name: 'Privacy' })).toBeNull();

    for (const name of ['Authorization', 'Payment authorization', 'Electronic delivery']) {
      screen.getByRole('checkbox', { name }).focus();
      await user.keyboard(' ');
    }
    expect(descriptionOf(authorization)).not.toContain(MESSAGES.thisFieldRequired);
    typed.focus();
    await user.keyboard('Ana Diaz');
    expect(written).toBe('Ana Diaz');
    expect(screen.getByRole('img', { name: /Signature pad, signed/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/review-confirm'));
    const body = api.callsTo('save-agreement-info')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      enrollment_id: ID,
      eprocess: 'sigapplicant',
      accepted_agreements: [1, 2, 3],
      signature: `data:image/png;base64,${btoa('Ana Diaz')}`,
    });
    expect(storage.get('eprocess')).toBe('sigapplicant');
  });

  it('a return from review keeps the texts accepted in the last save', async () => {
    renderStep({ saved: { eprocess: 'sigapplicant', accepted_agreements: [1, 3] } });
    expect(((await screen.findByRole('checkbox', { name: 'Authorization' })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Payment authorization' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Electronic delivery' }) as HTMLInputElement).checked).toBe(true);
  });

  it('Clear empties a typed signature', async () => {
    const user = userEvent.setup();
    renderStep();
    const typed = await screen.findByLabelText('Type your name to sign');
    await user.type(typed, 'Ana');
    expect(screen.getByRole('img', { name: /signed/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((typed as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('img', { name: /Signature pad, empty/ })).toBeTruthy();
  });

  it("a rep's enrollment: Broker Verification with the rep's read-only name, and the answer is required", async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ fields: agreementFields('rep') });
    const section = (await screen.findByRole('heading', { name: 'Broker Verification' })).closest('section')!;
    expect((within(section).getByLabelText(/Broker Name/) as HTMLInputElement).value).toBe('Jordan Avery');
    expect(
      within(section)
        .getByLabelText(/Broker Name/)
        .hasAttribute('readonly'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(within(section).getByLabelText(/Verify Answer/))).toContain(MESSAGES.fieldRequired),
    );
    expect(api.callsTo('save-agreement-info')).toHaveLength(0);
  });

  it('shows the union carrier message and the server errors under their checkbox and field', async () => {
    const user = userEvent.setup();
    const save = fail(400, [
      { target_element: 'agreement_1', error_message: MESSAGES.thisFieldRequired },
      { target_element: 'answer', error_message: MESSAGES.fieldRequired },
    ]);
    renderStep({ fields: agreementFields('group'), texts: agreementTexts({ union: true }), save });
    const message = await screen.findByRole('region', { name: 'Carrier Message' });
    expect(message.textContent).toContain('union dues $25.00');
    expect(screen.getByRole('heading', { name: 'Group Verification' })).toBeTruthy();
    for (const name of ['Authorization', 'Payment authorization', 'Electronic delivery', 'Union plan fees'])
      await user.click(screen.getByRole('checkbox', { name }));
    await user.type(screen.getByLabelText(/Verify Answer/), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByRole('checkbox', { name: 'Authorization' }))).toContain(
        MESSAGES.thisFieldRequired,
      ),
    );
    expect(descriptionOf(screen.getByLabelText(/Verify Answer/))).toContain(MESSAGES.fieldRequired);
  });
});
