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
import { STEP_MODULES } from '../../schemas/steps';
import { agreementFields, agreementTexts } from '../../stories/fixtures/agreement';
import { billingDescriptorsFor } from '../../steps/billing-info/BillingStep.fixtures';
import {
  beneficiaryDescriptors,
  contactDescriptors,
  employerDescriptors,
  personalDescriptors,
} from '../../stories/fixtures/wizard';
import { fail, mockApi, ok, type CannedAnswer, type RecordedCall } from './mock-api';
import { renderWizardStep } from './render-wizard-step';

/**
 * The browser half of the carrier fields: on every step a carrier's required field (a name no step
 * module knows) is rendered and Next (or the person form's Submit) refuses it empty.
 */

const ID = 'c'.repeat(32);
const EXTRA = { field_name: 'carrier_extra_ref', value: null, required: true, read_only: false, visible: true };
const LABEL = /Carrier extra ref/;
const tabsOf = (tab: string) =>
  ok({
    result: [
      { tab_name: tab, required: true, order: 1 },
      { tab_name: 'review_info', required: true, order: 2 },
    ],
  });
const saved = (tab: string) => ok({ message: 'Saved', saved_tab: tab });
const descriptionOf = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

interface PageCase {
  route: string;
  api: Record<string, CannedAnswer | ((call: RecordedCall) => CannedAnswer)>;
  /** Opens the form holding the field (a person's add form), when the page needs it. */
  open?: (user: ReturnType<typeof userEvent.setup>) => Promise<void>;
  /** The button that submits that form. */
  submit: string;
  save: string;
}

const flat = (tab: string, route: string, descriptors: object[], save: string): PageCase => ({
  route,
  api: {
    'get-dynamic-tabs': tabsOf(tab),
    [`get-form-fields-${route}`]: ok({ result: [...descriptors, EXTRA] }),
    [save]: saved(tab),
    'save-screenshot': ok({ message: 'Saved' }),
  },
  submit: 'Next',
  save,
});

const billingApi = (type: 'eft' | 'cc') => ({
  'get-dynamic-tabs': tabsOf('billing_info'),
  'get-form-fields-billing-info': ok({ result: [...billingDescriptorsFor(type), EXTRA] }),
  'get-payment-method': ok({ result: 'cc', payment_types: ['cc', 'eft'] }),
  'get-billing-text': ok({
    text: merchantBillingText(BILLING_MERCHANT),
    eft_authorization: eftAuthorizationText(BILLING_MERCHANT),
    card_text: merchantCardBillingText(BILLING_MERCHANT),
    merchant: BILLING_MERCHANT,
  }),
  'get-bill-date': ok({ result: BILL_DATE_OPTIONS.map((o) => ({ bill_date: o.value, name: o.label })), default: 28 }),
  'get-existing-bank-info': fail(403, { message: 'no' }),
  'get-existing-card-info': fail(403, { message: 'no' }),
  'save-billing-info': saved('payment_info'),
  'save-screenshot': ok({ message: 'Saved' }),
});

const dependentField = (field_name: string, extra: object = {}) => ({
  field_name,
  value: null,
  required: true,
  read_only: false,
  ...extra,
});

const CASES: Record<string, PageCase[]> = {
  primary_info: [flat('primary_info', 'personal-info', personalDescriptors, 'save-personal-info')],
  contact_info: [flat('contact_info', 'contact-info', contactDescriptors, 'save-contact-info')],
  employer_info: [flat('employer_info', 'employer-info', employerDescriptors, 'save-employer-info')],
  beneficiary_info: [
    {
      route: 'beneficiary-info',
      api: {
        'get-dynamic-tabs': tabsOf('beneficiary_info'),
        'get-form-fields-beneficiary-info': ok({ result: [...beneficiaryDescriptors, EXTRA] }),
        'get-enrollment-temp-info': ok({ result: null }),
        'get-beneficiaries-existing-user-enrollment': ok({ result: [] }),
        'validate-single-beneficiary': ok({ message: 'Valid' }),
      },
      open: async (user) => user.click(await screen.findByRole('button', { name: '+ Add Beneficiary' })),
      submit: 'Submit',
      save: 'validate-single-beneficiary',
    },
  ],
  dependent_info: [
    {
      route: 'dependent-information',
      api: {
        'check-tab-required': ok({ result: { tab_name: 'primary_health_info', required: false } }),
        'get-dynamic-tabs': tabsOf('dependent_info'),
        'get-form-fields-dependent-primary-info': ok({
          result: [
            dependentField('first_name'),
            dependentField('last_name'),
            dependentField('birthdate'),
            dependentField('ssn'),
            dependentField('relationship', { read_only: true }),
            dependentField('gender'),
            dependentField('employed', { required: false, visible: false, value: '0' }),
            EXTRA,
          ],
          disclaimer: 'Dependents must be eligible.',
        }),
        'get-more-requirement': ok({ result: false }),
        'get-cart-plan-info': ok({ is_IHA: false, has_spouse: true }),
        'get-enrollment-temp-info': (call: RecordedCall) =>
          ok({ result: call.url.searchParams.get('column') === 'filter_info' ? { tier: 'IF' } : null }),
        'validate-single-dependent': ok({ message: 'Valid' }),
      },
      open: async (user) => user.click(await screen.findByRole('button', { name: 'Add Child' })),
      submit: 'Submit',
      save: 'validate-single-dependent',
    },
  ],
  billing_info: [
    { route: 'billing-information', api: billingApi('eft'), submit: 'Next', save: 'save-billing-info' },
    {
      route: 'billing-information',
      api: billingApi('cc'),
      open: async (user) =>
        user.click(within(await screen.findByRole('group', { name: 'Payment Type' })).getByLabelText('Credit Card')),
      submit: 'Next',
      save: 'save-billing-info',
    },
  ],
  agreement_info: [
    {
      route: 'agreement-signature',
      api: {
        'get-dynamic-tabs': tabsOf('agreement_info'),
        'get-form-fields-agreement-info': ok({ result: [...agreementFields('rep'), EXTRA] }),
        'get-agreement-texts': ok(agreementTexts()),
        'get-enrollment-temp-info': ok({ result: null }),
        'save-agreement-info': saved('aggrement_info'),
        'save-screenshot': ok({ message: 'Saved' }),
      },
      submit: 'Next',
      save: 'save-agreement-info',
    },
  ],
};

beforeEach(() => localStorage.clear());

describe('a carrier-required field on every step page', () => {
  it('covers every step module but health (its questions come from the question catalogue)', () => {
    expect(new Set([...Object.keys(CASES), 'primary_health_info'])).toEqual(new Set(Object.keys(STEP_MODULES)));
  });

  for (const [tab, cases] of Object.entries(CASES)) {
    cases.forEach((c, i) => {
      it(`${tab}${cases.length > 1 ? ` (${i + 1})` : ''}: rendered, and refused empty`, async () => {
        const user = userEvent.setup();
        const api = mockApi(c.api);
        renderWizardStep(ID, c.route, { 'review-confirm': 'Review' });
        await c.open?.(user);
        const input = await screen.findByLabelText(LABEL);
        expect(input).toBeTruthy();
        const buttons = screen.getAllByRole('button', { name: c.submit });
        await user.click(buttons.at(-1)!);
        await waitFor(() => expect(descriptionOf(screen.getByLabelText(LABEL))).toContain(MESSAGES.fieldRequired));
        expect(api.callsTo(c.save)).toHaveLength(0);
      });
    });
  }
});
