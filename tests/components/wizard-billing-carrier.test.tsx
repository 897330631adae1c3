import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BILLING_MERCHANT,
  eftAuthorizationText,
  merchantBillingText,
  merchantCardBillingText,
} from '../../steps/billing-info/module-text';
import { MESSAGES } from '../../schemas/messages';
import { BILL_DATE_OPTIONS } from '../../steps/billing-info/module';
import { billingDescriptorsFor, storyBanks, storyCards } from '../../steps/billing-info/BillingStep.fixtures';
import { fail, mockApi, ok } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/** A carrier's required billing field is rendered and enforced beside every payment choice. */

const ID = 'e'.repeat(32);
const FIELD = { field_name: 'carrier_billing_ref', value: null, required: true, read_only: false, visible: true };
const tabs = ok({
  result: [
    { tab_name: 'billing_info', required: true, order: 1 },
    { tab_name: 'review_info', required: true, order: 2 },
  ],
});
const saved = ok({ message: 'Saved', saved_tab: 'payment_info' });

function renderStep({ type = 'eft' as 'eft' | 'cc', existing = false, method = 'cc', types = ['cc', 'eft'] } = {}) {
  const api = mockApi({
    'get-dynamic-tabs': tabs,
    'get-form-fields-billing-info': ok({ result: [...billingDescriptorsFor(type), FIELD] }),
    'get-payment-method': ok({ result: method, payment_types: types }),
    'get-billing-text': ok({
      text: merchantBillingText(BILLING_MERCHANT),
      eft_authorization: eftAuthorizationText(BILLING_MERCHANT),
      card_text: merchantCardBillingText(BILLING_MERCHANT),
      merchant: BILLING_MERCHANT,
    }),
    'get-bill-date': ok({ result: BILL_DATE_OPTIONS.map((o) => ({ bill_date: o.value, name: o.label })), default: 28 }),
    'get-existing-bank-info': existing
      ? ok({ result: storyBanks })
      : fail(403, { message: 'Your session does not allow this request.' }),
    'get-existing-card-info': existing
      ? ok({ result: storyCards })
      : fail(403, { message: 'Your session does not allow this request.' }),
    'save-billing-info': saved,
    'save-billing-info-existing': saved,
    'save-screenshot': ok({ message: 'Saved' }),
  });
  renderWizardStep(ID, 'billing-information', { 'review-confirm': 'Review' });
  return api;
}

const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => localStorage.clear());

describe('a carrier-required billing field', () => {
  it('is rendered beside EFT and beside a card, and Next refuses it empty', async () => {
    const user = userEvent.setup();
    const api = renderStep();
    const input = await screen.findByLabelText(/Carrier billing ref/);
    await user.click(within(screen.getByRole('group', { name: 'Payment Type' })).getByLabelText('Credit Card'));
    const again = await screen.findByLabelText(/Carrier billing ref/);
    expect(again).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Carrier billing ref/))).toContain(MESSAGES.fieldRequired),
    );
    expect(api.callsTo('save-billing-info')).toHaveLength(0);
    expect(input).toBeTruthy();
  });

  it('list billing shows it alone and saves it', async () => {
    const user = userEvent.setup();
    const api = renderStep({ method: 'list', types: ['list'] });
    const input = await screen.findByLabelText(/Carrier billing ref/);
    expect(screen.queryByLabelText(/Routing Number/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Carrier billing ref/))).toContain(MESSAGES.fieldRequired),
    );
    await user.type(input, 'REF-9');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-billing-info')).toHaveLength(1));
    expect(api.callsTo('save-billing-info')[0]!.body).toMatchObject({
      payment_method: 'list',
      carrier_billing_ref: 'REF-9',
    });
  });

  it('an existing bank keeps it editable and sends it with save-billing-info-existing', async () => {
    const user = userEvent.setup();
    const api = renderStep({ existing: true });
    const onFile = await screen.findByRole('group', { name: 'Existing bank accounts' });
    await user.click(within(onFile).getByLabelText(/XXXXXXXX6789/));
    await waitFor(() => expect(screen.getByLabelText(/Routing Number/).hasAttribute('readonly')).toBe(true));
    const input = screen.getByLabelText(/Carrier billing ref/);
    expect(input.hasAttribute('readonly')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Carrier billing ref/))).toContain(MESSAGES.fieldRequired),
    );
    expect(api.callsTo('save-billing-info-existing')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Carrier billing ref/), 'BANK-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-billing-info-existing')).toHaveLength(1));
    expect(api.callsTo('save-billing-info-existing')[0]!.body).toMatchObject({
      payment_method: 'eft',
      bank_id: 7,
      carrier_billing_ref: 'BANK-1',
    });
  });
});
