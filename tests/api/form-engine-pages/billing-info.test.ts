import '../../helpers/dom-in-node';
import { vi } from 'vitest';
import { STEP_MODULES } from '../../../schemas/steps';
import { billingStepOn } from '../../../steps/billing-info/module';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES } from '../../../schemas/test-support/form-engine';
import { screenCard } from '../../../server/services/card-vault';
import { enrollmentWithCart } from '../../helpers/wizard';
import { withApp, world } from './bridge';
import { pickRadio } from './dom';
import { runFormKind, VAULT_FIELDS } from './form-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

/** Every field of the step shown and optional, sorted as declared, with some fields' flags changed (the rules replace the tab's). */
const rulesWith = (flags: Record<string, { required?: boolean; visible?: boolean; read_only?: boolean }>) =>
  Object.keys(STEP_MODULES.billing_info.step.fields).map((field_name, sort) => ({
    tab: 'billing_info',
    field_name,
    required: false,
    read_only: false,
    visible: true,
    sort,
    scope: 'default' as const,
    ...flags[field_name],
  }));
// The page's payment type radios: 0 = card, 1 = EFT (the group's choices for plan 101: cc offers the card and EFT).
const EFT = 1;
const CARD = 0;

/**
 * The pages agreement test (issue 28) on the billing page: the payment type and the billing date are
 * radios beside the form (picked on the page); the card vault's refusals after validation are counted apart.
 */
withApp();
runFormKind({
  name: 'billing_info',
  rulesTab: 'billing_info',
  route: TAB_ROUTES.billing_info,
  step: STEP_MODULES.billing_info.step,
  stepOn: billingStepOn,
  names: [...Object.keys(STEP_MODULES.billing_info.step.fields), ...CARRIER_NAMES],
  saveCall: 'save-billing-info',
  fieldsUrl: (id) => `/api/v1/get-form-fields-billing-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [101]),
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
        ...(sent.security_code === undefined ? {} : { securityCode: String(sent.security_code) }),
        expirationMonth: Number(sent.expiration_month),
        expirationYear: Number(sent.expiration_year),
      },
      today,
    );
    return !screened.ok;
  },
  regressions: [
    {
      // Seed 483870468, case 667: the routing lookup said 'Invalid routing number' beside the format's message.
      name: 'a routing number failing the ABA checksum gets one message, on the page as on the server',
      rules: rulesWith({ routing_number: { required: true } }),
      inputs: [[{ routing_number: '404555010', account_name: 'Pat Doe', account_number: '123456789' }, EFT]],
      expect: { field: 'routing_number', message: 'Routing number must be of 9 digits' },
    },
    {
      // A carrier hiding the security code: the vault refused every card under a field the page did not draw.
      name: 'a hidden security code: a card saves without it',
      rules: rulesWith({ security_code: { visible: false, required: true }, card_number: { required: true } }),
      inputs: [
        [
          {
            first_name_on_cc: 'Pat',
            last_name_on_cc: 'Doe',
            card_number: '4111111111111111',
            expiration_month: '12',
            expiration_year: String(new Date().getFullYear() + 2),
            address1: '1 Main St',
            city: 'Austin',
            state: 'TX',
            zip: '73301',
          },
          CARD,
        ],
      ],
      expect: 'saved',
    },
  ],
});
