import type { KindPageExports } from '../../src/wizard/form-actions';
import { planCartQueryOptions } from './api-get-plan-cart';
import { PLAN_DOCUMENTS_TAB } from './module';
import { PlanDocumentsPage } from './PlanDocumentsPage';

/** The kind's page, as the browser's registry (steps/pages.ts) finds it. */
export const stepPages: KindPageExports['stepPages'] = {
  [PLAN_DOCUMENTS_TAB]: { Page: PlanDocumentsPage, queries: (_step, id) => [planCartQueryOptions(id)] },
};
