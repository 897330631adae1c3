import { lazy } from 'react';
import type { KindPageExports } from '../../src/wizard/form-actions';
import { billingStepQueries } from './api-billing';

// Its own chunk: the card and bank pages load only when billing is reached.
const BillingStepPage = lazy(() => import('./BillingStepPage').then((m) => ({ default: m.BillingStepPage })));

/** The kind's page (layout 'own'), as the browser's registry (steps/pages.ts) finds it. */
export const stepPages: KindPageExports['stepPages'] = {
  billing_info: { Page: BillingStepPage, queries: (_step, id) => billingStepQueries(id) },
};
