import { expect, test, type Locator } from '@playwright/test';
import { axeViolations } from './support/axe';
import { enterAsAcmeEmployee } from './support/journey-steps';

/**
 * An Acme employee (group GRP2001, paid every two weeks, Acme paying $20 a month toward dental) sees
 * what they pay first (issue 26, item 7): per paycheck and per year after the employer's share, the
 * full premium as the detail, on the card and in the cart. Driven through the screens only.
 */

const PLAN = 'Brightsmile Dental Plus PPO';

/** The dollar amounts of a text, in order, as cents. */
function amounts(text: string): number[] {
  return [...text.matchAll(/\$([\d,]+)\.(\d\d)/g)].map((m) => Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]));
}

const firstAmount = async (scope: Locator) => amounts(await scope.innerText())[0];

test('an Acme employee sees what they pay first on the card and in the cart, the full premium as the detail', async ({
  page,
}) => {
  await enterAsAcmeEmployee(page, { gender: 'Male', tier: 'Member Only', dob: '05051990' });
  await page.goto('/acme/plans?type=DENTAL');
  const card = page.getByRole('article').filter({ hasText: PLAN });
  await expect(card.locator('.oe-paycheck')).toBeVisible();

  // $38.00 a month, Acme pays $20.00: the employee's $18.00 x 12 / 26 = $8.31 a paycheck, $216.00 a year.
  await expect(card).toContainText('You pay $8.31 per paycheck');
  await expect(card).toContainText('$216.00 a year, paid every two weeks');
  await expect(card).toContainText('Full premium $38.00 a month, your employer pays $20.00');
  // The first figure on the card is the employee's, not the full premium.
  expect(await firstAmount(card)).toBe(831);
  // The yearly estimate is the employee's too: the employer's $240.00 a year is not in it.
  const estimate = card.locator('.oe-estimate-line');
  await expect(estimate).toContainText('Your estimated yearly cost');
  const yearly = (await firstAmount(estimate))!;
  await page.getByRole('link', { name: `View More Details of ${PLAN}` }).click();
  const breakdown = page.locator('.oe-estimate-breakdown');
  await expect(breakdown).toContainText("Less your employer's share−$240.00");
  const [premiums, employer, outOfPocket, total] = amounts(await breakdown.innerText());
  expect([premiums, employer]).toEqual([45_600, 24_000]);
  expect(total).toBe(premiums! - employer! + outOfPocket!);
  expect(total).toBe(yearly);
  await page.goBack();

  await expect(card).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/h3-employee-cards-${test.info().project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: `Add ${PLAN} to cart` }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/acme\/cart$/);

  const line = page.getByRole('list', { name: 'Plans in your cart' }).getByRole('listitem').filter({ hasText: PLAN });
  await expect(line).toContainText('$8.31 per paycheck · $216.00 a year');
  expect(await firstAmount(line)).toBe(831);
  const costs = page.locator('.oe-cart-costs');
  await expect(costs).toContainText('You pay $8.31 per paycheck');
  await expect(costs).toContainText('$216.00 a year, paid every two weeks');
  // The full premium totals follow under their caption, after what the employee pays.
  const detail = costs.locator('.oe-cart-costs__list--detail');
  await expect(costs.getByText("Full premium, before your employer's share")).toBeVisible();
  await expect(detail.getByRole('term').filter({ hasText: 'Total cost' })).toBeVisible();
  const costText = await costs.innerText();
  expect(costText.indexOf('You pay $8.31 per paycheck')).toBeLessThan(costText.indexOf('Total cost'));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/h3-employee-cart-${test.info().project.name}.png`, fullPage: true });
});
