import { expect, test } from '@playwright/test';
import { PRICING_ERROR_MESSAGES, MESSAGES } from '../../schemas/messages';
import { apiData } from './support/api';
import { axeViolations } from './support/axe';
import { openPlan, startQuote } from './support/plan-detail-utils';

test.describe('plan detail', () => {
  test('at zip 30301: answer the health questions of a plan, then add it to the cart', async ({ page, request }) => {
    const { tempId, token } = await startQuote(page);
    await openPlan(page, 191);
    await expect(page.getByRole('heading', { level: 1, name: /Sunfield Critical Illness 20k/ })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    for (const name of ['Home', 'Plans']) await expect(breadcrumb.getByRole('link', { name })).toBeVisible();
    await expect(breadcrumb.getByText('Plan Details')).toBeVisible();
    await expect(breadcrumb.getByRole('link', { name: 'Current Member' })).toHaveCount(0);

    // The questions gate the cart buttons.
    const questions = page.getByRole('form', { name: 'Health Questions' });
    await expect(questions).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    await questions.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(questions.getByRole('alert')).toHaveText(MESSAGES.answerAllQuestions);

    const groups = questions.getByRole('group');
    const count = await groups.count();
    expect(count).toBe(3);
    for (let i = 0; i < count; i++) await groups.nth(i).getByLabel('No').check();
    expect(await axeViolations(page)).toEqual([]);
    await questions.getByRole('button', { name: 'Submit Answers' }).click();
    await expect(questions).toHaveCount(0);

    const add = page.getByRole('button', { name: /^Add to Cart/ });
    await expect(add).toHaveCount(1);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toBeVisible();
    const count2 = await apiData<{ result: number }>(request, `get-cart-count?enrollment_id=${tempId}`, token);
    expect(count2.result).toBe(1);

    // Description toggles are disclosure buttons.
    const exclusions = page.getByRole('button', { name: /Exclusions/ });
    await expect(exclusions).toHaveAttribute('aria-expanded', 'false');
    await exclusions.click();
    await expect(exclusions).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('stateError at zip 10001, fixed by editing the basic details', async ({ page }) => {
    await startQuote(page, { zip: '10001' });
    await openPlan(page, 211);
    await expect(page.getByRole('alert').filter({ hasText: PRICING_ERROR_MESSAGES.stateError })).toHaveText(
      PRICING_ERROR_MESSAGES.stateError,
    );
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: MESSAGES.basicDetailsTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Zip Code').fill('30301');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
    await expect(page.getByText(PRICING_ERROR_MESSAGES.stateError)).toHaveCount(0);
  });

  test('tierError for a plan without a Family tier', async ({ page }) => {
    await startQuote(page, { tier: 'IF' });
    await openPlan(page, 103);
    await expect(page.getByRole('alert').filter({ hasText: PRICING_ERROR_MESSAGES.tierError })).toHaveText(
      PRICING_ERROR_MESSAGES.tierError,
    );
    await expect(page.getByRole('list', { name: 'Plan prices' })).toHaveCount(0);
  });

  test('salaryError: the salary entered by clicking here unlocks the rates', async ({ page }) => {
    await startQuote(page);
    await openPlan(page, 181);
    const alert = page.getByRole('alert').filter({ hasText: 'annual salary' });
    await expect(alert).toHaveText(PRICING_ERROR_MESSAGES.salaryError);
    await alert.getByRole('button', { name: 'by clicking here' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annual Salary' });
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.fieldRequired);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByLabel('Annual Salary ($)').fill('52000');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Plan prices' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
  });
});

test.describe('plan detail: membership flow', () => {
  test('a plan needing the association membership: Select MemberShip, then add both and go to the cart', async ({
    page,
    request,
  }) => {
    const { tempId, token } = await startQuote(page);
    await openPlan(page, 133);
    await expect(page.getByRole('heading', { name: 'Elevate Wellness Membership', exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Plan prices' })).toHaveCount(0);
    const select = page.getByRole('button', { name: new RegExp(`^${MESSAGES.selectMembership}: .*Entry`) });
    await expect(page.getByRole('listitem').filter({ has: select })).toContainText('$5.00');
    expect(await axeViolations(page)).toEqual([]);
    await select.click();
    await expect(page.getByRole('list', { name: 'Plan prices' })).toBeVisible();
    await expect(page.getByText(MESSAGES.specialCarrierCartNote).first()).toBeVisible();
    await page.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page).toHaveURL(/\/jordan\/cart$/);
    const cart = await apiData<{ result: number }>(request, `get-cart-count?enrollment_id=${tempId}`, token);
    expect(cart.result).toBe(2);
  });
});
