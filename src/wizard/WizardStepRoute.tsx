import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { registeredQueryClient } from '../lib/query-client-registry';
import { storage } from '../lib/storage';
import { dynamicTabsQueryOptions } from './api/get-dynamic-tabs';
import { formFieldsQueryOptions } from './api/get-form-fields';
import { savedBeneficiariesQueryOptions } from './api/get-saved-beneficiaries';
import { BeneficiaryStepPage } from './BeneficiaryStepPage';
import { FormStepPage } from './FormStepPage';
import { wizardStepByRoute } from './wizard-steps';

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
  await Promise.all([
    prefetch(client, dynamicTabsQueryOptions(enrollmentId)),
    prefetch(client, formFieldsQueryOptions(step.route, enrollmentId)),
    step.kind === 'list' ? prefetch(client, savedBeneficiariesQueryOptions(enrollmentId)) : undefined,
  ]);
  return null;
}

/** The page of the current wizard step (personal-info, contact-info, employer-info, beneficiary-info). */
export function WizardStepRoute() {
  const { pathname } = useLocation();
  const step = wizardStepByRoute(stepRouteOf(pathname));
  const enrollmentId = storage.get('tempId');
  if (!step || !enrollmentId) return null;
  const Page = step.kind === 'list' ? BeneficiaryStepPage : FormStepPage;
  return <Page key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
}
