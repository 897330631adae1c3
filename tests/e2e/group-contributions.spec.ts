import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { enterAsAcmeEmployee } from './support/journey-steps';
import { dismissLocationBanner, signInOnPrompt } from './support/homes';

/**
 * Acme's group administrator changes the employer's dental share on the group home, and an Acme
 * employee's cost per paycheck follows (issue 30, decision 0290). Screens only. It edits what every
 * Acme shopper sees, so it runs with the catalogue edits (playwright.config.ts) and puts the share back.
 */

const PLAN = 'Brightsmile Dental Plus PPO';

async function setDentalMemberOnly(page: Page, dollars: string) {
  await page.goto('/acme/group-home');
  const form = page.getByRole('form', { name: 'Employer contributions' });
  await expect(form).toBeVisible();
  // Listed by category, then tier as the storefront orders them: Dental, Member Only first.
  const first = form.getByRole('group', { name: 'Contribution 1', exact: true });
  await expect(first.getByLabel('Category')).toHaveValue('DENTAL');
  await expect(first.getByLabel('Tier')).toHaveValue('IO');
  await first.getByLabel('Amount ($ a month)').fill(dollars);
  await form.getByRole('button', { name: 'Save contributions' }).click();
  await expect(form.getByText('Contributions saved.')).toBeVisible();
}

test("a group administrator lowers Acme's dental share and the employee's cost per paycheck rises", async ({
  page,
}) => {
  await enterAsAcmeEmployee(page, { gender: 'Male', tier: 'Member Only', dob: '05051990' });
  await page.goto('/acme/plans?type=DENTAL');
  const card = () => page.getByRole('article').filter({ hasText: PLAN });
  // $38.00 a month, Acme pays $20.00: $18.00 x 12 / 26 = $8.31 a paycheck.
  await expect(card()).toContainText('You pay $8.31 per paycheck');

  await page.goto('/acme/group-select-member');
  await dismissLocationBanner(page);
  await signInOnPrompt(page, { email: 'hr@acme.example.com', password: 'demo-group-pass' });
  await expect(page.getByRole('table')).toBeVisible();
  await setDentalMemberOnly(page, '10.00');
  expect(await axeViolations(page)).toEqual([]);

  // $38.00 - $10.00 = $28.00 x 12 / 26 = $12.923 -> $12.92 a paycheck.
  await page.goto('/acme/plans?type=DENTAL');
  await expect(card()).toContainText('You pay $12.92 per paycheck');
  await expect(card()).toContainText('your employer pays $10.00');

  // Back as it was for the other specs.
  await setDentalMemberOnly(page, '20.00');
});
