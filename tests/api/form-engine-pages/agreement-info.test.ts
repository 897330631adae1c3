import '../../helpers/dom-in-node';
import { vi } from 'vitest';
import { MESSAGES } from '../../../schemas/messages';
import { STEP_MODULES } from '../../../schemas/steps';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES } from '../../../schemas/test-support/form-engine';
import { fireEvent } from '@testing-library/react';
import { enrollmentWithCart } from '../../helpers/wizard';
import { withApp, world } from './bridge';
import { runFormKind } from './form-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

/**
 * The pages agreement test (issue 28) on the agreement page: the texts' boxes ticked before each input;
 * the signature pad draws on a canvas happy-dom lacks, so this page is judged on its refusals. Rule sets
 * may hide or lock the pad: with no name to verify by, the page still draws it (adjustAgreementDescriptors).
 */
withApp();
runFormKind({
  name: 'agreement_info',
  rulesTab: 'agreement_info',
  route: TAB_ROUTES.agreement_info,
  step: STEP_MODULES.agreement_info.step,
  // Not eprocess: the server resolves the process and never reads it from the body.
  names: [...Object.keys(STEP_MODULES.agreement_info.step.fields), ...CARRIER_NAMES].filter((n) => n !== 'eprocess'),
  signs: false,
  saveCall: 'save-agreement-info',
  fieldsUrl: (id) => `/api/v1/get-form-fields-agreement-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [101]),
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
  regressions: [
    {
      // A hidden pad left the server's refusal with no field to show under: Next showed nothing.
      name: 'a carrier hiding the signature pad: the page still asks for a signature, as the server does',
      rules: [
        {
          tab: 'agreement_info',
          field_name: 'signature',
          required: false,
          read_only: false,
          visible: false,
          sort: 50,
          scope: 'default',
        },
      ],
      inputs: [[{ answer: 'Yes' }, 0]],
      expect: { field: 'signature', message: MESSAGES.signatureRequired },
    },
  ],
});
