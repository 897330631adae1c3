import { expect, test, type Page } from '@playwright/test';
import { STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import {
  addDependent,
  enterAsAcmeEmployee,
  expectNoSidewaysScroll,
  fillBillingCard,
  fillContact,
  fillEmployment,
  signAgreement,
} from './support/journey-steps';

/**
 * An Acme employee (GRP2001) enrolls with a spouse and pays by card, through the screens only
 * (issue 26, item 11): no CSP report, console error or failed request from the first step save to
 * the receipt, even after a reload mid-journey; the card page shows no EFT text; the receipt has
 * the effective date, the people covered, what happens next, and a print version; the cart's cost per
 * paycheck is the review's and the receipt's.
 */

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Console errors, CSP violations and failed requests, from the moment it is called. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

test('an Acme employee pays by card and completes: no CSP report, console error or 404; the receipt says what was bought', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const lee = { first: 'Lee', last: 'Park', ssn: '123456782', email: `lee.park.${info.project.name}@example.com` };

  await enterAsAcmeEmployee(page, { gender: 'Male', tier: 'Member + Spouse', dob: '05051990' });

  // The employee reloads the page once (or opens a link in the same tab): the enrollment stays theirs.
  await page.reload();
  await page.goto('/acme/plans?type=DENTAL');
  await page.getByRole('button', { name: 'Add Brightsmile Dental Basic to cart' }).click();
  await page.getByRole('dialog', { name: 'Added to cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL(/\/acme\/cart$/);
  // What the employee pays per paycheck, as the cart says it; the review and the receipt say the same.
  const cartLines = page.getByRole('list', { name: 'Plans in your cart' });
  await expect(cartLines).toContainText('per paycheck');
  const perPaycheck = /(\$[\d,]+\.\d\d) per paycheck/.exec(await cartLines.innerText())?.[1];
  expect(perPaycheck).toBeTruthy();
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page
    .getByRole('dialog', { name: 'Cart page confirmation to proceed further' })
    .getByRole('button', { name: 'Proceed to Enrollment' })
    .click();

  const problems = watchProblems(page);
  await expect(heading(page, STEP_TITLES.primary_info)).toBeVisible();
  await page.getByLabel(/First Name/).fill(lee.first);
  await page.getByLabel(/Last Name/).fill(lee.last);
  await page.getByLabel(/Marital Status/).selectOption({ label: 'Married' });
  await page.getByLabel(/Social Security Number/).fill(lee.ssn);
  await page.getByRole('button', { name: 'Next' }).click();
  await fillContact(page, lee);
  // The employer's details come filled from the group.
  await expect(heading(page, STEP_TITLES.employer_info)).toBeVisible();
  await fillEmployment(page, '01152020', 'Salary');
  await expect(heading(page, STEP_TITLES.dependent_info)).toBeVisible();
  await addDependent(page, 1, 'Maria', '05061991', '401223333', /Edit Spouse #1: Maria Rivera/);
  await page.getByRole('button', { name: 'Next' }).click();

  // Card billing: the card's own text, nothing about EFT drafts.
  await expect(heading(page, STEP_TITLES.billing_info)).toBeVisible();
  await page.getByRole('group', { name: 'Payment Type' }).getByLabel('Credit Card').check();
  const merchant = page.getByText(/^Charges appear on your statement as/);
  await expect(merchant).toContainText(/your card/i);
  await expect(merchant).not.toContainText(/EFT|drafted|insufficient funds/i);
  await expect(page.getByText(/I authorize .* to draft/)).toHaveCount(0);
  await page.screenshot({ path: info.outputPath(`card-billing-${info.project.name}.png`), fullPage: true });
  await fillBillingCard(page, lee);
  await signAgreement(page);
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText(`${perPaycheck!} per paycheck`);
  await page.getByRole('button', { name: 'Complete Enrollment' }).click();

  // The receipt: confirmation number, effective date, who is covered, what happens next, a print version.
  await expect(page.getByText('Your enrollment is complete. Your confirmation number is')).toBeVisible();
  const receipt = page.getByRole('main');
  await expect(receipt.getByText(/^Coverage starts \d\d\/01\/\d{4}$/)).toBeVisible();
  const covered = receipt.getByRole('list', { name: 'People covered' });
  await expect(covered.getByRole('listitem')).toHaveText(['Lee Park, applicant', 'Maria Rivera, spouse']);
  await expect(receipt.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: 'per paycheck' }).first()).toContainText(
    `${perPaycheck!} per paycheck`,
  );
  await expect(receipt.getByRole('list', { name: 'What happens next' }).getByRole('listitem')).not.toHaveCount(0);
  // The invoice of the policy is made once the receipt shows: wait for that call before looking at problems.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tempId'))).toBeNull();
  expect(problems).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: info.outputPath(`receipt-${info.project.name}.png`), fullPage: true });

  // Print: the browser's print dialog opens with a page of the receipt alone (no header, menu or footer).
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await page.getByRole('button', { name: 'Print receipt' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeHidden();
  await expect(covered).toBeVisible();
  await page.screenshot({ path: info.outputPath(`receipt-print-${info.project.name}.png`), fullPage: true });
});
