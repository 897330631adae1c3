import type { APIRequestContext, Page } from '@playwright/test';
import { apiCall } from './api';

/** An open-site enrollment (zip 30301, Member Only) with a plan in its cart, created through the API. */
export async function createEnrollmentWithCart(
  request: APIRequestContext,
  planId = 132,
): Promise<{ token: string; enrollmentId: string }> {
  const { token: siteToken } = await apiCall<{ token: string }>(request, 'get', 'get-default-info', null);
  const filter = await apiCall<{ temp_enrollment_id: string; token: string }>(
    request,
    'post',
    'add-filter-for-new-user',
    siteToken,
    {
      zip: '30301',
      dob: '04/02/1980',
      gender: '1',
      tier: 'IO',
      eprocess: 'applicant',
    },
  );
  const enrollmentId = filter.temp_enrollment_id;
  // The session re-signed as the enrollment's starter, as the browser keeps it (reads its health answers back).
  const token = filter.token;
  const pricing = await apiCall<{ plans: { ppid: number }[] }>(
    request,
    'get',
    `get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`,
    token,
  );
  await apiCall(request, 'post', 'add-plan-to-cart', token, {
    enrollment_id: enrollmentId,
    plan_id: planId,
    plan_pricing_id: pricing.plans[0]!.ppid,
  });
  return { token, enrollmentId };
}

/** Opens the storefront as the browser would after the cart: session, enrollment id and the passed access page in storage. */
export async function openWizard(
  page: Page,
  token: string,
  enrollmentId: string,
  step = 'personal-info',
): Promise<void> {
  await page.addInitScript(
    ([t, id]) => {
      // Only on the first load: the app rewrites these keys itself afterwards.
      if (sessionStorage.getItem('oe-e2e-seeded')) return;
      sessionStorage.setItem('oe-e2e-seeded', '1');
      localStorage.setItem('session_token', t!);
      localStorage.setItem('tempId', id!);
      localStorage.setItem('isRepAuthenticated', 'true');
    },
    [token, enrollmentId],
  );
  await page.goto(`/enrollment/${step}`);
}
