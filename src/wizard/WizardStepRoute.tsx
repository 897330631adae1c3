import { lazy } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { registeredQueryClient } from '../lib/query-client-registry';
import { storage } from '../lib/storage';
import { dynamicTabsQueryOptions } from './api/get-dynamic-tabs';
import { formFieldsQueryOptions } from './api/get-form-fields';
import { savedBeneficiariesQueryOptions } from './api/get-saved-beneficiaries';
import { billingStepQueries } from './api/billing';
import { acceptedAgreementsQueryOptions, agreementFieldsQueryOptions, agreementTextsQueryOptions } from './api/get-agreement-step';
import { AgreementStepPage } from './AgreementStepPage';
import { BeneficiaryStepPage } from './BeneficiaryStepPage';
import { dependentStepQueries } from './api/get-dependent-step';
import { DependentStepPage } from './DependentStepPage';
import { FormStepPage } from './FormStepPage';
import { healthQuestionsQueryOptions, savedHealthInfoQueryOptions } from './api/get-health-step';
import { HealthStepPage } from './HealthStepPage';
import { wizardStepByRoute } from './wizard-steps';

// Its own chunk: the card and bank pages load only when billing is reached.
const BillingStepPage = lazy(() => import('./billing/BillingStepPage').then((m) => ({ default: m.BillingStepPage })));

/** The step's route segment: the last segment of the path (/jordan/enrollment/contact-info -> contact-info). */
export function stepRouteOf(pathname: string): string {
  return pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
}

// A failed prefetch is dropped rather than cached as an error: the page then fetches on its own.
async function prefetch(client: QueryClient, options: { queryKey: readonly unknown[] }): Promise<void> {
  try {
    await client.ensureQueryData(options as Parameters<QueryClient['ensureQueryData']>[0]);
  } catch {
    client.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}

/** Route loader: tabs and the step's descriptors in the cache before the page renders (no spinner flash). */
export async function wizardStepLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const client = registeredQueryClient();
  const enrollmentId = storage.get('tempId');
  const step = wizardStepByRoute(stepRouteOf(new URL(request.url).pathname));
  if (!client || !enrollmentId || !step || !storage.get('session_token')) return null;
  // The dependent step reads its own calls (get-form-fields-dependent-primary-info, plan context, kept list, health questions).
  const stepQueries =
    step.tab === 'dependent_info'
      ? dependentStepQueries(enrollmentId)
      : step.tab === 'billing_info'
        ? billingStepQueries(enrollmentId)
      : step.tab === 'primary_health_info'
        ? [healthQuestionsQueryOptions(enrollmentId), savedHealthInfoQueryOptions(enrollmentId)]
        : step.tab === 'agreement_info'
          ? [agreementFieldsQueryOptions(enrollmentId), agreementTextsQueryOptions(enrollmentId), acceptedAgreementsQueryOptions(enrollmentId)]
          : [formFieldsQueryOptions(step.route, enrollmentId), ...(step.kind === 'list' ? [savedBeneficiariesQueryOptions(enrollmentId)] : [])];
  await Promise.all([prefetch(client, dynamicTabsQueryOptions(enrollmentId)), ...stepQueries.map((options) => prefetch(client, options))]);
  return null;
}

/** The page of the current wizard step (personal-info, contact-info, employer-info, beneficiary-info). */
export function WizardStepRoute() {
  const { pathname } = useLocation();
  const step = wizardStepByRoute(stepRouteOf(pathname));
  const enrollmentId = storage.get('tempId');
  if (!step || !enrollmentId) return null;
  if (step.tab === 'billing_info') return <BillingStepPage key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
  if (step.tab === 'agreement_info') return <AgreementStepPage key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
  const Page =
    step.tab === 'dependent_info' ? DependentStepPage : step.tab === 'primary_health_info' ? HealthStepPage : step.kind === 'list' ? BeneficiaryStepPage : FormStepPage;
  return <Page key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
}
