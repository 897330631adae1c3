import type { LoaderFunctionArgs } from 'react-router';
import { Navigate, useLocation } from 'react-router';
import { pageKindOf } from '../../schemas/steps';
import { isCustomTabName } from '../../schemas/steps/tabs';
import type { QueryClient } from '@tanstack/react-query';
import { registeredQueryClient } from '../lib/query-client-registry';
import { storage } from '../lib/storage';
import { dynamicTabsQueryOptions, useDynamicTabs } from './api/get-dynamic-tabs';
import { layoutOf } from './page-layouts';
import { wizardStepByRoute, type WizardStep } from './wizard-steps';

/**
 * Pages that exist only for an enrollment whose dynamic tabs list them: a carrier's, and a page kind's (a
 * kind that brings its own tab, PAGE_KINDS). A step of the wizard's own that draws its own page does not.
 */
function askedOnly(step: WizardStep): boolean {
  return isCustomTabName(step.tab) || pageKindOf(step.tab) !== undefined;
}

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
  const tabs = prefetch(client, dynamicTabsQueryOptions(enrollmentId));
  if (askedOnly(step)) {
    // A carrier's page (or a page kind's) is read only when the enrollment is asked it (the tabs are usually cached by then).
    await tabs;
    const listed = client
      .getQueryData(dynamicTabsQueryOptions(enrollmentId).queryKey)
      ?.result.some((t) => t.tab_name === step.tab);
    if (!listed) return null;
  }
  await Promise.all([
    tabs,
    ...layoutOf(step)
      .queries(step, enrollmentId)
      .map((options) => prefetch(client, options)),
  ]);
  return null;
}

/** The storefront's 404 page for a wizard path no step answers (/jordan/enrollment/nope -> /jordan/404). */
function StepNotFound({ pathname }: { pathname: string }) {
  return <Navigate replace to={`${pathname.replace(/\/enrollment(\/.*)?$/, '')}/404`} />;
}

function StepPage({ route, enrollmentId, pathname }: { route: string; enrollmentId: string; pathname: string }) {
  // A custom tab's title is the dynamic tabs' (already in the cache: the layout's progress bar reads them).
  const { data } = useDynamicTabs(enrollmentId);
  const step = wizardStepByRoute(route, data.result);
  // A carrier's page (or a page kind's) this enrollment is not asked (no matching plan in the cart) does not exist for it.
  if (!step || (askedOnly(step) && !data.result.some((t) => t.tab_name === step.tab)))
    return <StepNotFound pathname={pathname} />;
  const { Page } = layoutOf(step);
  return <Page key={step.tab} wizardStep={step} enrollmentId={enrollmentId} />;
}

/** The page of the current wizard step: the layout its step module (or custom tab) declares. */
export function WizardStepRoute() {
  const { pathname } = useLocation();
  const enrollmentId = storage.get('tempId');
  const route = stepRouteOf(pathname);
  if (!wizardStepByRoute(route)) return <StepNotFound pathname={pathname} />;
  if (!enrollmentId) return null;
  return <StepPage route={route} enrollmentId={enrollmentId} pathname={pathname} />;
}
