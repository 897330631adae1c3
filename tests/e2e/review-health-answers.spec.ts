import { expect, test, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import {
  addToCartAndView,
  answerPlanQuestionsNo,
  enterAsAcmeEmployee,
  fillBillingEft,
  fillContact,
  fillEmployment,
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

/** The employer step of a group's employee: the employer's name, phone and address come filled and read-only. */
async function fillEmployeeEmployer(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.employer_info })).toBeVisible();
  await expect(page.getByLabel(/Employer Name/)).toHaveValue('Acme Manufacturing');
  await fillEmployment(page);
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
  await enterAsAcmeEmployee(page, { gender: 'Female', tier: 'Member Only', dob: '04021985' });

  // Plan 191 from its card: its questions answered No, then the cart and the wizard.
  await page.getByRole('link', { name: 'View More Details of Sunfield Critical Illness 20k' }).click();
  await answerPlanQuestionsNo(page);
  await addToCartAndView(page);
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
