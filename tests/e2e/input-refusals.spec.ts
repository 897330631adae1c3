import { expect, test, type Page } from '@playwright/test';
import { INPUT_MESSAGES, MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { openJordansHome } from './support/entry';
import { dismissLocationBanner, signInOnPrompt } from './support/homes';
import { enrollFromPlanPage, fillContact, fillEmployer, fillPersonal, type Applicant } from './support/journey-steps';

/**
 * Issue 26, item 8, on screen: impossible input is kept as typed and refused with a message that
 * names what is wrong: 02/30/1990 on Get Started, Employment Start 13/45/2020, and a card that
 * expired in 10/2026 on 11/27/2026 (the browser's clock pinned to the day). Screens only.
 */

const DENTAL_PLAN = { id: 102, name: /Brightsmile Dental Basic/ };
const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

test('dates that do not exist and an expired card are kept as typed and refused, each with what is wrong', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.clock.setFixedTime(new Date(2026, 10, 27, 12));
  const ana: Applicant = {
    first: 'Ana',
    last: 'Rivera',
    ssn: '123456789',
    email: `ana.refusals.${info.project.name}@example.com`,
  };

  await page.goto('/referrals?rid=RF5001');
  await expect(page.getByText('(Referred By: Jordan Avery)')).toBeVisible();
  await dismissLocationBanner(page);
  const form = page.getByRole('region', { name: 'Get Started' });
  await form.getByLabel('Zip code').fill('30301');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Tier').selectOption({ label: 'Member Only' });
  const dob = form.getByLabel('Date of birth');
  await dob.pressSequentially('02301990');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(dob).toHaveValue('02/30/1990');
  await expect(dob).toHaveAccessibleDescription(new RegExp(INPUT_MESSAGES.dayOutOfRange('30', 'February', 1990, 28)));
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/h3-get-started-${info.project.name}.png` });
  await dob.fill('');
  await dob.pressSequentially('04021985');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  const prefix = new URL(page.url()).pathname.replace(/\/plans$/, '');

  await enrollFromPlanPage(page, prefix, DENTAL_PLAN.id, DENTAL_PLAN.name);
  await fillPersonal(page, ana);
  await fillContact(page, ana);

  // Employer Information: 13/45/2020 stays as typed and is refused with its month named.
  await fillEmployer(page, '13452020');
  const start = page.getByLabel(/Employment Start Date/);
  await expect(start).toHaveValue('13/45/2020');
  await expect(start).toHaveAccessibleDescription(new RegExp(INPUT_MESSAGES.monthOutOfRange('13')));
  await start.fill('');
  await start.pressSequentially('01152020');
  await page.getByRole('button', { name: 'Next' }).click();

  // Billing: a card that expired last month is refused under Expiration Month, not Card Number.
  await expect(heading(page, STEP_TITLES.billing_info)).toBeVisible();
  await page.getByRole('group', { name: 'Payment Type' }).getByLabel('Credit Card').check();
  await page.getByLabel(/First Name on Card/).fill(ana.first);
  await page.getByLabel(/Last Name on Card/).fill(ana.last);
  await page.getByLabel(/Card Number/).fill('4111111111111111');
  await page.getByLabel(/Security Code/).fill('123');
  await page.getByLabel(/Expiration Month/).selectOption('10');
  await page.getByLabel(/Expiration Year/).selectOption('2026');
  await page.getByLabel(/Address 1/).fill('100 Peachtree St');
  await page.getByLabel(/City/).fill('Atlanta');
  await page.getByLabel(/^State/).fill('GA');
  await page.getByLabel(/^Zip/).fill('30301');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel(/Expiration Month/)).toHaveAccessibleDescription(
    new RegExp(INPUT_MESSAGES.cardExpired('10', '2026').replace(/[/]/g, '\\/')),
  );
  await expect(page.getByLabel(/Card Number/)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(heading(page, STEP_TITLES.billing_info)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/h3-billing-expired-${info.project.name}.png`, fullPage: true });
});

test("a rep's current member keeps the seeded @example.com address: the contact step's e-mail check passes in the demo", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openJordansHome(page);
  await page.getByRole('button', { name: /Current Member/ }).click();
  await signInOnPrompt(page);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  await table
    .getByRole('row')
    .nth(1)
    .getByRole('button', { name: /Enroll Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Choose Tier' });
  await dialog.getByRole('radio', { name: 'Member Only' }).check();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/jordan\/plans$/);

  await enrollFromPlanPage(page, '/jordan', DENTAL_PLAN.id, DENTAL_PLAN.name);
  // The SSN is never sent back in full, so it is typed again.
  await fillPersonal(page, { first: 'Morgan', last: 'Lee', ssn: '401229999', email: '' });

  // Contact Information comes filled from the member on file, with the seeded address.
  await expect(heading(page, STEP_TITLES.contact_info)).toBeVisible();
  const email = page.getByLabel(MESSAGES.clientEmailLabel);
  await expect(email).toHaveValue(/@example\.com$/);
  const checked = page.waitForResponse((r) => r.url().includes('/api/v1/validate-email-neverbounce'));
  await page.getByRole('button', { name: 'Next' }).click();
  expect((await checked).status()).toBe(200);
  await expect(heading(page, STEP_TITLES.contact_info)).toHaveCount(0);
  await expect(page.getByText(MESSAGES.emailNotCorrectFormat)).toHaveCount(0);
});
