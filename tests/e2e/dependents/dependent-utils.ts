import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall } from '../support/api';

// The price row of the enrollment's own tier (selected_plan), the one that may go into the cart.
async function ppidOf(
  request: APIRequestContext,
  token: string,
  enrollmentId: string,
  planId: number,
): Promise<number> {
  const { plans } = await apiCall<{ plans: { ppid: number; selected_plan: boolean }[] }>(
    request,
    'get',
    `get-plan-pricing-detail?pid=${planId}&enrollment_id=${enrollmentId}`,
    token,
  );
  return (plans.find((p) => p.selected_plan) ?? plans[0]!).ppid;
}

/**
 * An open-site enrollment on a tier with dependents (zip 30301) and one plan in the cart; a premier
 * (L713) plan goes in with its membership, as the cart's pair call puts it.
 */
export async function enrollmentOnTier(
  request: APIRequestContext,
  tier: 'IS' | 'IC' | 'IF',
  { planId = 102, membershipId }: { planId?: number; membershipId?: number } = {},
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
      tier,
      eprocess: 'applicant',
      ...(tier !== 'IC' ? { spouse_dop: '05/06/1982' } : {}),
      ...(tier !== 'IS' ? { child_num: 2 } : {}),
    },
  );
  const enrollmentId = filter.temp_enrollment_id;
  // The session re-signed as the enrollment's starter, as the browser keeps it (reads its health answers back).
  const token = filter.token;
  const ppid = await ppidOf(request, token, enrollmentId, planId);
  if (membershipId === undefined) {
    await apiCall(request, 'post', 'add-plan-to-cart', token, {
      enrollment_id: enrollmentId,
      plan_id: planId,
      plan_pricing_id: ppid,
    });
  } else {
    const ppid1 = await ppidOf(request, token, enrollmentId, membershipId);
    await apiCall(request, 'post', 'add-plan-to-cart-prudentials', token, {
      enrollment_id: enrollmentId,
      plan_id: planId,
      plan_pricing_id: ppid,
      plan_id1: membershipId,
      plan_pricing_id1: ppid1,
    });
  }
  return { token, enrollmentId };
}

/** Fills the open 'Dependent #n' form and submits it; waits for the new row. */
export async function addDependent(page: Page, n: number, first: string, ssn: string, rowLabel: RegExp): Promise<void> {
  const form = page.getByRole('region', { name: `Dependent #${n}` });
  await form.getByLabel(/First Name/).fill(first);
  await form.getByLabel(/Last Name/).fill('Rivera');
  await form.getByLabel(/Date of Birth/).pressSequentially('03142014');
  await form.getByLabel(/Social Security Number/).fill(ssn);
  await form.getByLabel(/Gender/).selectOption({ label: 'Female' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: rowLabel })).toBeVisible();
}
