import '../../helpers/dom-in-node';
import { vi } from 'vitest';
import { customStep } from '../../../schemas/steps';
import { CARRIER_NAMES } from '../../../schemas/test-support/form-engine';
import { enrollmentWithCart } from '../../helpers/wizard';
import { withApp, world } from './bridge';
import { runFormKind } from './form-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

const CUSTOM = 'custom_property_pages';

/** The pages agreement test (issue 28) on a carrier's own page (a custom tab of carriers' fields only): see form-kind.ts. */
withApp();
runFormKind({
  name: 'custom tab',
  rulesTab: CUSTOM,
  route: CUSTOM,
  step: customStep(CUSTOM),
  names: CARRIER_NAMES,
  tabs: [{ tab: CUSTOM, title: 'Property questions', sort: 4, required: true, scope: 'default' }],
  saveCall: 'save-custom-step',
  fieldsUrl: (id) => `/api/v1/get-form-fields-custom?tab=${CUSTOM}&enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [101]),
  body: (data, id) => ({ ...data, tab: CUSTOM, enrollment_id: id }),
  payloadOf: ({ enrollment_id: _e, tab: _t, ...rest }) => rest,
});
