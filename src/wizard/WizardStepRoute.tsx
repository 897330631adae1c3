import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { registeredQueryClient } from '../lib/query-client-registry';
import { storage } from '../lib/storage';
import { dynamicTabsQueryOptions, useDynamicTabs } from './api/get-dynamic-tabs';
import { layoutOf } from './page-layouts';
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

/** Route loader: tabs and the step's data (as its layout declares) in the cache before the page renders (no spinner flash). */
export async function wizardStepLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const client = registeredQueryClient();
  const enrollmentId = storage.get('tempId');
  const step = wizardStepByRoute(stepRouteOf(new URL(request.url).pathname));
  if (!client || !enrollmentId || !step || !storage.get('session_token')) return null;
  await Promise.all([prefetch(client, dynamicTabsQueryOptions(enrollmentId)), ...layoutOf(step).queries(step, enrollmentId).map((options) => prefetch(client, options))]);
  return null;
}

function StepPage({ route, enrollmentId }: { route: string; enrollmentId: string }) {
  // A custom tab's title is the dynamic tabs' (already in the cache: the layout's progress bar reads them).
  const { data } = useDynamicTabs(enrollmentId);
  const step = wizardStepByRoute(route, data.result);
  if (!step) return null;
  const { Page } = layoutOf(step);
  return <Page key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
}

/** The page of the current wizard step: the layout its step module (or custom tab) declares. */
export function WizardStepRoute() {
  const { pathname } = useLocation();
  const enrollmentId = storage.get('tempId');
  const route = stepRouteOf(pathname);
  if (!enrollmentId || !wizardStepByRoute(route)) return null;
  return <StepPage route={route} enrollmentId={enrollmentId} />;
}
