import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { dismissLocationBanner } from './support/homes';
import {
  fillBillingEft,
  fillContact,
  fillHealth,
  fillPersonal,
  proceedFromCart,
  signAgreement,
  type Applicant,
} from './support/journey-steps';

/**
 * Issue 26, item 4: the applicant who answered the health questions sees those answers on the
 * review before signing, and still after reloading the page (a full load of the group's storefront
 * re-resolves its landing, whose fresh session used to replace the one that had proved the
 * enrollment). An Acme employee with plan 191, driven through the screens only. That another
 * session gets no answers is tested in tests/api/masked-reads.test.ts.
 */

const HEART = /heart disease, high blood pressure or stroke/;

/** Employee Enrollment with GRP2001, Under 65, then Get Started (30301, Female, Member Only). */
async function enterAsAcmeEmployee(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Employee Enrollment' }).click();
  const entry = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await entry.getByLabel('Group Enrollment Code').fill('GRP2001');
  await entry.getByRole('button', { name: 'Submit' }).click();
  await entry.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/acme$/);
  await page.getByRole('button', { name: 'Under 65' }).click();
  await dismissLocationBanner(page);
  const form = page.getByRole('region', { name: 'Get Started' });
  await form.getByLabel('Zip code').fill('30301');
  await form.getByLabel('Gender').selectOption({ label: 'Female' });
  await form.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await form.getByLabel('Date of birth').pressSequentially('04021985');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/acme\/plans/);
}

/** The employer step of a group's employee: the employer's name, phone and address come filled and read-only. */
async function fillEmployeeEmployer(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.employer_info })).toBeVisible();
  await expect(page.getByLabel(/Employer Name/)).toHaveValue('Acme Manufacturing');
  await page.getByLabel(/Average Work Week/).selectOption({ label: '40 hours' });
  await page.getByLabel(/Employment Start Date/).pressSequentially('01152020');
  await page.getByLabel(/Occupation/).fill('Machinist');
  await page.getByLabel(/Compensation Type/).selectOption({ label: 'Minimum wage' });
  await page.getByLabel(/Employment Status/).selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The review's Health Questions card shows the applicant's own Yes, not the withheld notice. */
async function expectOwnAnswersOnReview(page: Page): Promise<void> {
  const card = page
    .getByRole('list', { name: 'Enrollment details' })
    .getByRole('listitem', { name: STEP_TITLES.primary_health_info });
  await expect(card).toContainText(HEART);
  await expect(card).not.toContainText(MESSAGES.healthAnswersWithheld);
  await card.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: STEP_TITLES.primary_health_info });
  await expect(details.getByText('High blood pressure', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
}

test('an Acme employee sees their own health answers on the review, after a reload too, and signs having seen them', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const ana: Applicant = {
    first: 'Ana',
    last: 'Rivera',
    ssn: '123456789',
    email: `ana.health.${info.project.name}@example.com`,
  };
  await enterAsAcmeEmployee(page);

  // Plan 191 from its card: its questions answered No, then the cart and the wizard.
  await page.getByRole('link', { name: 'View More Details of Sunfield Critical Illness 20k' }).click();
  const questions = page.getByRole('form', { name: 'Health Questions' });
  const groups = questions.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByLabel('No').check();
  await questions.getByRole('button', { name: 'Submit Answers' }).click();
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'added to your cart' })
    .getByRole('link', { name: 'View Cart' })
    .click();
  await proceedFromCart(page);
  await fillPersonal(page, ana);
  await fillContact(page, ana);
  await fillEmployeeEmployer(page);
  await fillHealth(page);
  await fillBillingEft(page, 'Ana Rivera');
  await signAgreement(page);

  await expectOwnAnswersOnReview(page);
  expect(await axeViolations(page)).toEqual([]);

  // A reload re-resolves Acme's landing: the session that answered is kept, and so are the answers.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
  await expectOwnAnswersOnReview(page);

  // Back on the health step from the review, the answers are there to change.
  await page
    .getByRole('list', { name: 'Enrollment details' })
    .getByRole('listitem', { name: STEP_TITLES.primary_health_info })
    .getByRole('button', { name: /View Details/ })
    .click();
  await page
    .getByRole('dialog', { name: STEP_TITLES.primary_health_info })
    .getByRole('button', { name: 'Edit Details' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.primary_health_info })).toBeVisible();
  await expect(page.getByText(MESSAGES.healthAnswersWithheld)).toHaveCount(0);
  await expect(page.getByRole('group', { name: HEART }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(page.getByLabel(/^Condition/)).toHaveValue('High blood pressure');
});
