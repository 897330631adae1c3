import '../../helpers/dom-in-node';
import fc from 'fast-check';
import { vi } from 'vitest';
import { beneficiaryInfoStep } from '../../../steps/beneficiary-info/module';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES } from '../../../schemas/test-support/form-engine';
import { enrollmentWithCart } from '../../helpers/wizard';
import { inject, withApp, world } from './bridge';
import { runPeopleKind } from './people-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

/**
 * The pages agreement test (issue 28) on the beneficiary page: the people layout with the beneficiaryList
 * field and its 'Beneficiary #1' form; half of the people get the whole 100%, so lists get saved.
 */
withApp();
runPeopleKind({
  name: 'beneficiary_info',
  rulesTab: 'beneficiary_info',
  route: TAB_ROUTES.beneficiary_info,
  step: beneficiaryInfoStep,
  names: [...Object.keys(beneficiaryInfoStep.fields), ...CARRIER_NAMES],
  fieldsUrl: (id) => `/api/v1/get-form-fields-beneficiary-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [101]),
  add: '+ Add Beneficiary',
  section: /^Beneficiary #/,
  validateCall: 'validate-single-beneficiary',
  validateBody: (payload, id) => ({ ...payload, enrollment_id: id }),
  target: (t) => t,
  valuesOf: ({ enrollment_id: _e, ...rest }) => rest,
  saveCall: 'save-beneficiary-info',
  listBody: (people, id) => ({ enrollment_id: id, beneficiaries: people.map(({ enrollment_id: _e, ...b }) => b) }),
  async saved(id) {
    const res = await inject('GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=benificiary_info`);
    const list = (res.json().data?.result as { beneficiaries?: unknown } | null)?.beneficiaries;
    return Array.isArray(list) ? (list as Array<Record<string, unknown>>) : [];
  },
  inputOf: (values) =>
    values.chain((input) => fc.boolean().map((whole) => (whole ? { ...input, beneficiary_percentage: '100' } : input))),
});
