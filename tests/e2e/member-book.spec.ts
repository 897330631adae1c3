import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { openJordansHome, passAccessPage } from './support/entry';
import { dismissLocationBanner, signInOnPrompt } from './support/homes';
import {
  enrollFromPlanPage,
  completeToReceipt,
  fillBillingEft,
  fillContact,
  fillEmployer,
  fillPersonal,
  signAgreement,
  submitGetStarted,
  type Applicant,
} from './support/journey-steps';

/**
 * A member enrolled on a rep's storefront is in that rep's Current Member list (issue 26, item 6):
 * a shopper with Jordan Avery's code enrolls themself on /jordan through every screen; then Jordan,
 * signed in on the rep home's Current Member table (another device), finds them by name with the plan.
 */

const PLAN = 'Brightsmile Dental Plus PPO';

/** The shopper: one person per project, so the desktop and phone runs do not meet in one book row. */
const shopper = (project: string): Applicant => ({
  first: project.startsWith('phone') ? 'Yuna' : 'Yara',
  last: 'Zeller',
  ssn: project.startsWith('phone') ? '521447702' : '521447701',
  email: `yara.zeller.${project}@example.com`,
});

async function shopperEnrollsOnJordansStorefront(page: Page, who: Applicant): Promise<string> {
  await page.goto('/');
  await passAccessPage(page, 'AG1001');
  await expect(page).toHaveURL(/\/jordan$/);
  await dismissLocationBanner(page);
  await submitGetStarted(page, { gender: 'Female', tier: 'Member Only', dob: '08221987' });
  await expect(page).toHaveURL(/\/jordan\/plans$/);

  await enrollFromPlanPage(page, '/jordan', 101, new RegExp(PLAN));
  await fillPersonal(page, who);
  await fillContact(page, who);
  await fillEmployer(page);
  await fillBillingEft(page, `${who.first} ${who.last}`);
  await signAgreement(page);
  return completeToReceipt(page, who);
}

test("a shopper's enrollment on /jordan is in Jordan's Current Member list, with its plan", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(150_000);
  const who = shopper(info.project.name);
  await shopperEnrollsOnJordansStorefront(page, who);

  // Jordan, on their own device: the rep home's Current Member, the sign-in, then a search by name.
  const repDevice = await browser.newContext({ viewport: page.viewportSize() });
  const rep = await repDevice.newPage();
  await openJordansHome(rep);
  await rep.getByRole('button', { name: /Current Member/ }).click();
  await signInOnPrompt(rep);
  await rep.getByLabel('Search members').fill(`${who.first} ${who.last}`);
  const table = rep.getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(`${who.first} ${who.last}`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${PLAN} (ACTIVE)`);
  await expect(row).toContainText(`***-**-${who.ssn.slice(-4)}`);
  await expect(row).toContainText(who.email);
  expect(await axeViolations(rep)).toEqual([]);
  await rep.screenshot({ path: info.outputPath(`member-book-${info.project.name}.png`), fullPage: true });
  await repDevice.close();
});
