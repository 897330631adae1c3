import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { apiData } from './support/api';
import { mailedCode } from './review/review-utils';
import {
  addDependent,
  enrollFromPlanPage,
  answerYesWithDetails,
  completeToReceipt,
  fillBillingCard,
  fillBillingEft,
  fillContact,
  fillEmployer,
  fillHealth,
  fillPersonal,
  signAgreement,
  startFromReferral,
  type Applicant,
} from './support/journey-steps';

/**
 * Done when: whole enrollments as a new visitor makes them, from the rep's storefront to
 * the receipt and its e-mail; and one saved on the dependent step, resumed in a fresh browser.
 */

const HEALTH_PLAN = { id: 191, name: /Sunfield Critical Illness 20k/ };
const PREMIER_PLAN = { id: 123, name: /Premier L713 Medical Guard/ };
const DENTAL_PLAN = { id: 102, name: /Brightsmile Dental Basic/ };

type Mail = { to: string; subject: string; text: string };
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await apiData<{ result: Mail[] }>(request, 'outbox')).result.filter((m) => m.to === to);

const applicant = (tag: string, project: string): Applicant => ({
  first: 'Ana',
  last: 'Rivera',
  ssn: '123456789',
  email: `ana.${tag}.${project}@example.com`,
});

/** From the referral link to Personal Information with one plan in the cart (its questions answered No). */
async function enrollWith(
  page: Page,
  tier: Parameters<typeof startFromReferral>[1],
  plan: { id: number; name: RegExp },
): Promise<void> {
  const prefix = await startFromReferral(page, tier);
  await enrollFromPlanPage(page, prefix, plan.id, plan.name);
}

/** The family of journey 1: a spouse, then two children, each form's health questions left on No but the spouse's first. */
async function addFamily(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.dependent_info })).toBeVisible();
  const spouse = page.getByRole('region', { name: 'Dependent #1' });
  await expect(spouse.getByLabel(/Relationship/).locator('option:checked')).toHaveText('Spouse');
  await answerYesWithDetails(spouse, /high blood pressure/i, 'Hypertension');
  await addDependent(page, 1, 'Maria', '05061982', '401223333', /Edit Spouse #1: Maria Rivera/);
  await addDependent(page, 2, 'Lucia', '03142014', '401223334', /Edit Child #2: Lucia Rivera/);
  await addDependent(page, 3, 'Mateo', '07092016', '401223335', /Edit Child #3: Mateo Rivera/);
  await expect(page.getByText(MESSAGES.proceedClickingNext)).toBeVisible();
}

test.describe('whole enrollments', () => {
  // A whole enrollment is a dozen pages and server round trips.
  test.describe.configure({ timeout: 120_000 });

  test('Family tier, a plan with health questions, EFT, signed, one card edited from review, completed; the receipt and its e-mail', async ({
    page,
    request,
  }, info) => {
    const ana = applicant('eft', info.project.name);
    await enrollWith(page, 'Family', HEALTH_PLAN);

    await fillPersonal(page, ana);
    await fillContact(page, ana);
    await fillEmployer(page);
    await fillHealth(page);
    await addFamily(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillBillingEft(page, 'Ana Rivera');
    await signAgreement(page);

    // Review: a card per required tab; the dependents' card lists the spouse's health answer.
    const cards = page.getByRole('list', { name: 'Enrollment details' });
    await expect(cards.getByRole('listitem', { name: STEP_TITLES.dependent_info })).toBeVisible();
    await cards
      .getByRole('listitem', { name: STEP_TITLES.dependent_info })
      .getByRole('button', { name: /View Details/ })
      .click();
    const dependents = page.getByRole('dialog', { name: STEP_TITLES.dependent_info });
    await expect(dependents.getByText('Hypertension')).toBeVisible();
    await expect(dependents.getByText('401223333')).toHaveCount(0);
    await dependents.getByRole('button', { name: 'Close' }).click();

    // Edit Details on the contact card, change the city, Next returns to review with the new value.
    await cards
      .getByRole('listitem', { name: STEP_TITLES.contact_info })
      .getByRole('button', { name: /View Details/ })
      .click();
    await page
      .getByRole('dialog', { name: STEP_TITLES.contact_info })
      .getByRole('button', { name: 'Edit Details' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.contact_info })).toBeVisible();
    await page.getByLabel(/City/).fill('Decatur');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.review_info })).toBeVisible();
    await cards
      .getByRole('listitem', { name: STEP_TITLES.contact_info })
      .getByRole('button', { name: /View Details/ })
      .click();
    await expect(page.getByRole('dialog', { name: STEP_TITLES.contact_info }).getByText('Decatur')).toBeVisible();
    await page.getByRole('dialog', { name: STEP_TITLES.contact_info }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(HEALTH_PLAN.name)).toBeVisible();
    await page.screenshot({ path: info.outputPath(`journey-review-${info.project.name}.png`), fullPage: true });

    const confirmation = await completeToReceipt(page, ana);
    await page.screenshot({ path: info.outputPath(`journey-receipt-${info.project.name}.png`), fullPage: true });
    const [receipt] = await mailsTo(request, ana.email);
    expect(receipt?.subject).toBe(`${MESSAGES.enrollmentReceipt} #${confirmation}`);
    expect(receipt?.text).toContain('Sunfield Critical Illness 20k');
    // The receipt cleared the enrollment id: a reload shows no second receipt.
    await page.reload();
    await expect(page.getByText('There is no completed enrollment to show.')).toBeVisible();
  });

  test('a premier (L713) plan, the spouse question No then Yes, card 4111 1111 1111 1111, completed', async ({
    page,
    request,
  }, info) => {
    const ana = applicant('card', info.project.name);
    await enrollWith(page, 'Family', PREMIER_PLAN);

    await fillPersonal(page, ana);
    await fillContact(page, ana);
    await fillEmployer(page);
    await fillHealth(page);

    // 'Will you be Enrolling your spouse ?': No makes the first dependent a child; Yes then adds the spouse.
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.dependent_info })).toBeVisible();
    const question = page.getByRole('group', { name: MESSAGES.spouseQuestion });
    await question.getByLabel('No').check();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await expect(
      page
        .getByRole('region', { name: 'Dependent #1' })
        .getByLabel(/Relationship/)
        .locator('option:checked'),
    ).toHaveText('Child');
    await addDependent(page, 1, 'Lucia', '03142014', '401223334', /Edit Child #1: Lucia Rivera/);
    await question.getByLabel('Yes').check();
    await page.getByRole('button', { name: 'Submit' }).first().click();
    await expect(
      page
        .getByRole('region', { name: 'Dependent #2' })
        .getByLabel(/Relationship/)
        .locator('option:checked'),
    ).toHaveText('Spouse');
    await addDependent(page, 2, 'Maria', '05061982', '401223333', /Edit Spouse #2: Maria Rivera/);
    await expect(page.getByText(MESSAGES.proceedClickingNext)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    await fillBillingCard(page, ana);
    await signAgreement(page);
    const order = page.getByRole('region', { name: 'Order Summary' });
    await expect(order.getByText(PREMIER_PLAN.name)).toBeVisible();
    const billing = page
      .getByRole('list', { name: 'Enrollment details' })
      .getByRole('listitem', { name: STEP_TITLES.billing_info });
    await billing.getByRole('button', { name: /View Details/ }).click();
    const details = page.getByRole('dialog', { name: STEP_TITLES.billing_info });
    await expect(details.getByText('XXXXXXXX1111')).toBeVisible();
    await expect(details.getByText('4111111111111111')).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).click();

    const confirmation = await completeToReceipt(page, ana);
    const [receipt] = await mailsTo(request, ana.email);
    expect(receipt?.subject).toBe(`${MESSAGES.enrollmentReceipt} #${confirmation}`);
    expect(receipt?.text).toContain('Premier L713 Medical Guard');
  });

  test('saved for later on the dependent step, resumed in a fresh browser with the e-mailed code, finished', async ({
    browser,
    page,
    request,
  }, info) => {
    const ana = applicant('resume', info.project.name);
    await enrollWith(page, 'Member + Spouse', DENTAL_PLAN);
    await fillPersonal(page, ana);
    await fillContact(page, ana);
    await fillEmployer(page);

    // The spouse is added, then Save & Continue Later mails the code to the address given.
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.dependent_info })).toBeVisible();
    await addDependent(page, 1, 'Maria', '05061982', '401223333', /Edit Spouse #1: Maria Rivera/);
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const later = page.getByRole('dialog', { name: 'Save & Continue Later' });
    await later.getByLabel(/Alternate email/).fill(ana.email);
    await later.getByRole('button', { name: 'Send Code' }).click();
    await expect(later.getByText(MESSAGES.informationSaved)).toBeVisible();
    await later.getByRole('button', { name: 'Done' }).click();
    const { code } = await mailedCode(request, ana.email);

    // Another browser: nothing in its storage but what the code and e-mail restore.
    const context = await browser.newContext();
    const resumed = await context.newPage();
    await resumed.goto('/continue-enrollment');
    await expect(resumed.getByRole('heading', { name: MESSAGES.continueWelcome })).toBeVisible();
    await resumed.getByLabel('Enrollment code').fill(code);
    await resumed.getByLabel('Email').fill(ana.email);
    await resumed.getByRole('button', { name: 'Continue' }).click();
    await expect(resumed).toHaveURL(/\/enrollment\/dependent-information$/);
    // Back in the site it was started on (rep Jordan Avery's, from the referral link), not the default store.
    await expect(resumed.getByRole('banner')).toContainText('Jordan Avery');
    await expect(resumed.getByRole('button', { name: 'Edit Spouse #1: Maria Rivera' })).toBeVisible();
    await resumed.getByRole('button', { name: 'Next' }).click();

    await fillBillingEft(resumed, 'Ana Rivera');
    await signAgreement(resumed);
    await expect(resumed.getByRole('region', { name: 'Order Summary' }).getByText(DENTAL_PLAN.name)).toBeVisible();
    const confirmation = await completeToReceipt(resumed, ana);
    await expect
      .poll(async () => (await mailsTo(request, ana.email)).map((m) => m.subject))
      .toContain(`${MESSAGES.enrollmentReceipt} #${confirmation}`);
    await context.close();
  });
});
