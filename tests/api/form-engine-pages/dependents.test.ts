import '../../helpers/dom-in-node';
import { vi } from 'vitest';
import { splitDependentPayload } from '../../../schemas/steps/dependent-health';
import { dependentInfoStep } from '../../../steps/dependent-info/module';
import { TAB_ROUTES } from '../../../schemas/steps/tabs';
import { CARRIER_NAMES } from '../../../schemas/test-support/form-engine';
import { enrollmentWithCart } from '../../helpers/wizard';
import { inject, withApp, world } from './bridge';
import { runPeopleKind } from './people-kind';

// The screenshot after a save needs a canvas happy-dom does not have; its failure is ignored by the page anyway.
vi.mock('html2canvas', () => ({ default: () => Promise.reject(new Error('no canvas in happy-dom')) }));

/**
 * The pages agreement test (issue 28) on the dependent page: the people layout with the dependentList
 * field; tier IS with no health plan, so each case adds the one spouse ('Add Spouse', 'Dependent #1').
 */
withApp();
runPeopleKind({
  name: 'dependent_info',
  rulesTab: 'dependent_primary_info',
  route: TAB_ROUTES.dependent_info,
  step: dependentInfoStep,
  names: [...Object.keys(dependentInfoStep.fields), ...CARRIER_NAMES],
  fieldsUrl: (id) => `/api/v1/get-form-fields-dependent-primary-info?enrollment_id=${id}`,
  enroll: () => enrollmentWithCart(world.app, [101], { tier: 'IS' }),
  add: 'Add Spouse',
  section: /^Dependent #/,
  validateCall: 'validate-single-dependent',
  // DependentForm: the form's payload split into the dependent's halves (no health questions here).
  validateBody: (payload, id) => ({
    enrollment_id: id,
    primary_info: splitDependentPayload(payload, false).primary_info,
  }),
  target: (t) => t.replace(/^primary_info\./, ''),
  valuesOf: (body) => body.primary_info as Record<string, unknown>,
  saveCall: 'save-dependent-info',
  listBody: (people, id) => ({ enrollment_id: id, dependents: people.map(({ enrollment_id: _e, ...d }) => d) }),
  async saved(id) {
    const res = await inject('GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${id}&column=dependent_info`);
    const list = (res.json().data?.result as { dependents?: unknown } | null)?.dependents;
    return Array.isArray(list)
      ? (list as Array<{ primary_info: Record<string, unknown> }>).map((d) => d.primary_info)
      : [];
  },
});
