import type { KindPageExports } from '../../src/wizard/form-actions';
import { formFieldsQueryOptions } from '../../src/wizard/api/get-form-fields';
import { CARRIER_QUESTIONS_CALL, healthQuestionsQueryOptions, savedHealthInfoQueryOptions } from './api-health-step';
import { HealthStepPage } from './HealthStepPage';

/**
 * The kind's page, as the browser's registry (steps/pages.ts) finds it: the questions, the saved answers
 * and a carrier's questions on the tab, read by its route loader first.
 */
export const stepPages: KindPageExports['stepPages'] = {
  primary_health_info: {
    Page: HealthStepPage,
    queries: (_step, id) => [
      healthQuestionsQueryOptions(id),
      savedHealthInfoQueryOptions(id),
      formFieldsQueryOptions(CARRIER_QUESTIONS_CALL, id),
    ],
  },
};
