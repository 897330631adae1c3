import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { passAccessPage } from './support/entry';
import { dismissLocationBanner, signInOnPrompt } from './support/homes';
import {
  addPlanFromDetail,
  completeToReceipt,
  fillBillingEft,
  fillContact,
  fillEmployer,
  fillPersonal,
  proceedFromCart,
  signAgreement,
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
  const form = page.getByRole('region', { name: 'Get Started' });
  await form.getByLabel('Zip code').fill('30301');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await form.getByLabel('Date of birth').pressSequentially('08221987');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/jordan\/plans$/);

  await addPlanFromDetail(page, '/jordan', 101, new RegExp(PLAN));
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'added to your cart' })
    .getByRole('link', { name: 'View Cart' })
    .click();
  await proceedFromCart(page);
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
  await rep.goto('/');
  await passAccessPage(rep, 'AG1001');
  await expect(rep).toHaveURL(/\/jordan$/);
  await rep.goto('/jordan/agent-home');
  await dismissLocationBanner(rep);
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
