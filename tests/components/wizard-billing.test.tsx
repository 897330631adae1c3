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

const ID = 'd'.repeat(32);
const tabs = ok({
  result: [
    { tab_name: 'primary_info', required: true, order: 1 },
    { tab_name: 'billing_info', required: true, order: 2 },
    { tab_name: 'review_info', required: true, order: 3 },
  ],
});
const saved = ok({ message: 'Saved', saved_tab: 'payment_info' });
const contact = { address1: '77 Peachtree St', city: 'Atlanta', state: 'GA', zip: '30301' };

function renderStep({ type = 'eft' as 'eft' | 'cc', existing = false } = {}) {
  const api = mockApi({
    'get-dynamic-tabs': tabs,
    'get-form-fields-billing-info': ok({ result: billingDescriptorsFor(type) }),
    'get-payment-method': ok({ result: 'cc', payment_types: ['cc', 'eft'] }),
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
    // The directory answers lower case here, so the upper-casing is the page's.
    'routing-number-bank-lookup': (call) =>
      call.url.searchParams.get('q') === '021000021'
        ? ok({ response: { name: 'jpmorgan chase bank, na', routing_number: '021000021' } })
        : fail(400, [{ target_element: 'routing_number', error_message: MESSAGES.routingNineDigits }]),
    'get-enrollment-temp-info': ok({ result: contact }),
    'validate-zip-code': ok({ zip_code: '30301', city: 'Atlanta', state: 'GA' }),
    'save-billing-info': saved,
    'save-billing-info-existing': saved,
    'save-screenshot': ok({ message: 'Saved' }),
  });
  const router = renderWizardStep(ID, 'billing-information', { 'review-confirm': 'Review' });
  return { api, router };
}

beforeEach(() => localStorage.clear());

const isChecked = (el: HTMLElement) => (el as HTMLInputElement).checked;
const valueOf = (el: HTMLElement) => (el as HTMLInputElement).value;
/** The text of the regions an element's aria-describedby names (its error region among them). */
const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Billing Information step', () => {
  it('defaults to EFT on the 28th, fills the bank name in upper case on blur and clears it when the lookup fails', async () => {
    const user = userEvent.setup();
    const { api } = renderStep();
    const types = await screen.findByRole('group', { name: 'Payment Type' });
    expect(isChecked(within(types).getByLabelText('EFT'))).toBe(true);
    expect(isChecked(within(screen.getByRole('group', { name: 'Billing Date' })).getByLabelText('28th of month'))).toBe(
      true,
    );
    expect(screen.getByText(/I authorize OpenEnroll Benefits/)).toBeTruthy();

    const routing = screen.getByLabelText(/Routing Number/);
    await user.type(routing, '021000021');
    await user.tab();
    await waitFor(() => expect(valueOf(screen.getByLabelText(/Bank Name/))).toBe('JPMORGAN CHASE BANK, NA'));

    await user.clear(routing);
    await user.type(routing, '123456789');
    await user.tab();
    await waitFor(() => expect(valueOf(screen.getByLabelText(/Bank Name/))).toBe(''));
    expect(descriptionOf(routing)).toContain(MESSAGES.routingNineDigits);
    // Eight digits are not looked up at all.
    await user.clear(routing);
    await user.type(routing, '02100002');
    await user.tab();
    expect(api.callsTo('routing-number-bank-lookup')).toHaveLength(2);
  });

  it('Next with the EFT fields empty announces each message under its field; filled, it saves and moves on', async () => {
    const user = userEvent.setup();
    const { api, router } = renderStep();
    await screen.findByRole('group', { name: 'Payment Type' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Account Holder Name/))).toContain(MESSAGES.fieldRequired),
    );
    expect(api.callsTo('save-billing-info')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Account Holder Name/), 'Pat Morgan');
    await user.type(screen.getByLabelText(/Routing Number/), '021000021');
    await user.type(screen.getByLabelText(/Bank Name/), 'Chase');
    await user.type(screen.getByLabelText(/Account Number/), '12');
    await user.click(within(screen.getByRole('group', { name: /Account Type/ })).getByLabelText('Savings'));
    await user.click(within(screen.getByRole('group', { name: /Account Holder Type/ })).getByLabelText('Company'));
    await user.click(within(screen.getByRole('group', { name: 'Billing Date' })).getByLabelText('3rd of month'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(descriptionOf(screen.getByLabelText(/Account Number/))).toContain(MESSAGES.accountNumberDigits),
    );

    await user.type(screen.getByLabelText(/Account Number/), '345678');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-billing-info')).toHaveLength(1));
    expect(api.callsTo('save-billing-info')[0]!.body).toMatchObject({
      enrollment_id: ID,
      payment_method: 'eft',
      bill_date: 3,
      account_number: '12345678',
      account_type: 'savings',
      account_holder_type: 'company',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/enrollment/review-confirm'));
  });

  it('keeps the typed bank details across EFT -> Credit Card -> EFT', async () => {
    const user = userEvent.setup();
    renderStep();
    const types = await screen.findByRole('group', { name: 'Payment Type' });
    await user.type(screen.getByLabelText(/Account Holder Name/), 'Pat Morgan');
    await user.type(screen.getByLabelText(/Account Number/), '12345678');
    await user.click(within(types).getByLabelText('Credit Card'));
    await waitFor(() => expect(screen.queryByLabelText(/Account Number/)).toBeNull());
    await user.click(within(types).getByLabelText('EFT'));
    expect(valueOf(await screen.findByLabelText(/Account Holder Name/))).toBe('Pat Morgan');
    expect(valueOf(screen.getByLabelText(/Account Number/))).toBe('12345678');
  });

  it("a card: 'Choose physical address' copies the contact address read-only; unchecking clears and unlocks it", async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ type: 'cc' });
    await screen.findByRole('group', { name: 'Payment Type' });
    expect(isChecked(within(screen.getByRole('group', { name: 'Payment Type' })).getByLabelText('Credit Card'))).toBe(
      true,
    );
    expect(screen.queryByLabelText(/Routing Number/)).toBeNull();
    await user.type(screen.getByLabelText(/Card Number/), '4111111111111111');
    expect(screen.getByLabelText(/Card Number/).getAttribute('data-sensitive')).toBe('true');
    expect(screen.getByLabelText(/Security Code/).getAttribute('data-sensitive')).toBe('true');

    await user.click(screen.getByLabelText(MESSAGES.choosePhysicalAddress));
    await waitFor(() => expect(valueOf(screen.getByLabelText(/^Address 1/))).toBe('77 Peachtree St'));
    expect(screen.getByLabelText(/^Address 1/).hasAttribute('readonly')).toBe(true);
    expect(valueOf(screen.getByLabelText(/Card Number/))).toBe('4111111111111111');
    expect(api.callsTo('get-enrollment-temp-info')[0]!.url.searchParams.get('column')).toBe('contact_info');

    await user.click(screen.getByLabelText(MESSAGES.choosePhysicalAddress));
    await waitFor(() => expect(valueOf(screen.getByLabelText(/^Address 1/))).toBe(''));
    expect(screen.getByLabelText(/^Address 1/).hasAttribute('readonly')).toBe(false);
  });

  it('an existing bank disables the new-entry fields and Next saves it with save-billing-info-existing', async () => {
    const user = userEvent.setup();
    const { api } = renderStep({ existing: true });
    const onFile = await screen.findByRole('group', { name: 'Existing bank accounts' });
    expect(isChecked(within(onFile).getByLabelText('New bank account'))).toBe(true);
    await user.click(within(onFile).getByLabelText(/XXXXXXXX6789/));
    await waitFor(() => expect(screen.getByLabelText(/Routing Number/).hasAttribute('readonly')).toBe(true));
    await user.click(within(onFile).getByLabelText('New bank account'));
    await waitFor(() => expect(screen.getByLabelText(/Routing Number/).hasAttribute('readonly')).toBe(false));
    await user.click(within(onFile).getByLabelText(/XXXXXXXX6789/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('save-billing-info-existing')).toHaveLength(1));
    expect(api.callsTo('save-billing-info-existing')[0]!.body).toMatchObject({
      enrollment_id: ID,
      payment_method: 'eft',
      bank_id: 7,
      bill_date: 28,
      bank_routing: '021000021',
    });
    expect(api.callsTo('save-billing-info')).toHaveLength(0);
  });
});
