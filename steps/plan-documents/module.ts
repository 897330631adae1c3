import type { PageKind } from '../../schemas/steps/step-module';

/**
 * Plan documents (issue 28's example of a new kind): a read-only page listing the cart's plans with a link
 * to each plan's details and documents. It keeps nothing, so the review and save for later ask nothing of
 * it. Off by default: the wizard shows it only where the dynamic tabs list `plan_documents` as required (a
 * wizard tab row and a plan's required tabs, as for any tab).
 */
export const PLAN_DOCUMENTS_TAB = 'plan_documents';

export const planDocumentsKind: PageKind = {
  tab: { title: 'Plan Documents', route: 'plan-documents' },
  page: { layout: 'own' },
};
