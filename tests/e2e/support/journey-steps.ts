import { expect, type Page } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../../schemas/messages';
import { axeViolations } from './axe';
import { enterWithAcmeCode } from './entry';
import { dismissLocationBanner } from './homes';

/**
 * A new visitor's enrollment, driven the way a person does it: role and label locators and the
 * specification's visible texts. Each helper fills one page and leaves the next one open.
 */

export interface Applicant {
  first: string;
  last: string;
  ssn: string;
  email: string;
}

const heading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title });

/** Draws a stroke across the signature pad with the mouse. */
export async function drawOnPad(page: Page): Promise<void> {
  const pad = page.getByRole('img', { name: /Signature pad/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.3, 0.3],
    [0.45, 0.7],
    [0.6, 0.35],
    [0.8, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * fx, box.y + box.height * fy, { steps: 6 });
  await page.mouse.up();
}

/**
 * A new visitor from the rep's referral link (RF5001, Jordan Avery): '(Referred By: ...)', then the
 * Get Started form; answers the plans page's path prefix ('' or '/{landing}').
 */
export async function startFromReferral(
  page: Page,
  tier: 'Member Only' | 'Member + Spouse' | 'Member + Child(ren)' | 'Family',
): Promise<string> {
  await page.goto('/referrals?rid=RF5001');
  await expect(page.getByText('(Referred By: Jordan Avery)')).toBeVisible();
  await dismissLocationBanner(page);
  await submitGetStarted(page, { gender: 'Female', tier, dob: '04021985' });
  await expect(page).toHaveURL(/\/plans$/);
  return new URL(page.url()).pathname.replace(/\/plans$/, '');
}

/** What the Get Started form asks: zip 30301 always, the gender, the tier and the birth date's digits (MMDDYYYY). */
interface Shopper {
  gender: 'Female' | 'Male';
  tier: string;
  dob: string;
  /** 30301 unless given. */
  zip?: string;
}

/** Fills the Get Started form of the open page with `who` (at 30301 unless given), then Submit. */
export async function submitGetStarted(page: Page, who: Shopper): Promise<void> {
  const form = page.getByRole('region', { name: 'Get Started' });
  await form.getByLabel('Zip code').fill(who.zip ?? '30301');
  await form.getByLabel('Gender').selectOption({ label: who.gender });
  await form.getByLabel('Tier').selectOption({ label: who.tier });
  await form.getByLabel('Date of birth').pressSequentially(who.dob);
  await form.getByRole('button', { name: 'Submit' }).click();
}

/** An Acme employee: Employee Enrollment with GRP2001, Under 65, then Get Started with `who`: Acme's plans. */
export async function enterAsAcmeEmployee(page: Page, who: Shopper): Promise<void> {
  await enterWithAcmeCode(page);
  await dismissLocationBanner(page);
  await submitGetStarted(page, who);
  await expect(page).toHaveURL(/\/acme\/plans/);
}

/** The plan's detail page: its own health questions answered No when it asks them. */
async function answerPlanPage(page: Page, prefix: string, planId: number, name: RegExp): Promise<void> {
  await page.goto(`${prefix}/plan/${planId}/plan`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const questions = page.getByRole('form', { name: 'Health Questions' });
  const add = page.getByRole('button', { name: /^Add to Cart/ });
  // The page shows either the plan's questions or, with none to answer, the cart button.
  await expect(questions.or(add).first()).toBeVisible();
  if (await questions.isVisible()) {
    await answerPlanQuestionsNo(page);
    await expect(questions).toHaveCount(0);
  }
}

/** The plan page's Health Questions: each answered No, then Submit Answers. */
export async function answerPlanQuestionsNo(page: Page): Promise<void> {
  const questions = page.getByRole('form', { name: 'Health Questions' });
  const groups = questions.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (let i = 0; i < (await groups.count()); i++) await groups.nth(i).getByLabel('No').check();
  await questions.getByRole('button', { name: 'Submit Answers' }).click();
}

/** The plan page's Add to Cart, then View Cart in the 'added to your cart' notice. */
export async function addToCartAndView(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Add to Cart/ }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'added to your cart' })
    .getByRole('link', { name: 'View Cart' })
    .click();
}

/** A plan from its detail page into the cart, then Proceed to Enrollment: Personal Information opens. */
export async function enrollFromPlanPage(page: Page, prefix: string, planId: number, name: RegExp): Promise<void> {
  await answerPlanPage(page, prefix, planId, name);
  await addToCartAndView(page);
  await proceedFromCart(page);
}

/** The cart's Proceed to Enrollment and its confirmation: Personal Information opens. */
export async function proceedFromCart(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page
    .getByRole('dialog', { name: 'Cart page confirmation to proceed further' })
    .getByRole('button', { name: 'Proceed to Enrollment' })
    .click();
  await expect(heading(page, STEP_TITLES.primary_info)).toBeVisible();
}

export async function fillPersonal(page: Page, who: Applicant): Promise<void> {
  await expect(heading(page, STEP_TITLES.primary_info)).toBeVisible();
  await page.getByLabel(/First Name/).fill(who.first);
  await page.getByLabel(/Last Name/).fill(who.last);
  await page.getByLabel(/Marital Status/).selectOption({ label: 'Married' });
  await page.getByLabel(/Social Security Number/).fill(who.ssn);
  // A carrier may ask for weight and height (form_field_rules); fill them when they are shown.
  if (await page.getByLabel(/Weight/).isVisible()) {
    await page.getByLabel(/Weight/).fill('150');
    await page.getByLabel(/Height \(feet\)/).fill('5');
    await page.getByLabel(/Height \(inches\)/).fill('6');
  }
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillContact(page: Page, who: Applicant, phone = '4045550101'): Promise<void> {
  await expect(heading(page, STEP_TITLES.contact_info)).toBeVisible();
  await page.getByLabel(/Address 1/).fill('100 Peachtree St');
  await page.getByLabel(/City/).fill('Atlanta');
  await page.getByLabel(/^Zip/).fill('');
  await page.getByLabel(/^Zip/).pressSequentially('30301');
  await expect(page.getByLabel(/^State/)).toHaveValue('GA');
  await page.getByLabel(/Phone Number/).fill(phone);
  await page.getByLabel(MESSAGES.clientEmailLabel).fill(who.email);
  await page.getByRole('button', { name: 'Next' }).click();
}

/** The employer step of a visitor: the employer's name, phone and address, then the employment (started `start`). */
export async function fillEmployer(page: Page, start = '01152020'): Promise<void> {
  await expect(heading(page, STEP_TITLES.employer_info)).toBeVisible();
  await page.getByLabel(/Employer Name/).fill('Acme Manufacturing');
  await page.getByLabel(/Employer Phone/).fill('4045550199');
  await page.getByLabel(/Address 1/).fill('1 Industrial Way');
  await page.getByLabel(/City/).fill('Atlanta');
  await page.getByLabel(/^Zip/).fill('');
  await page.getByLabel(/^Zip/).pressSequentially('30301');
  await expect(page.getByLabel(/^State/)).toHaveValue('GA');
  await fillEmployment(page, start);
}

/**
 * The employment part of the open employer step (work week, start date as MMDDYYYY digits,
 * occupation, pay, status), then Next. A group's employee has only this part to fill.
 */
export async function fillEmployment(page: Page, start = '01152020', pay = 'Minimum wage'): Promise<void> {
  await page.getByLabel(/Average Work Week/).selectOption({ label: '40 hours' });
  await page.getByLabel(/Employment Start Date/).pressSequentially(start);
  await page.getByLabel(/Occupation/).fill('Machinist');
  await page.getByLabel(/Compensation Type/).selectOption({ label: pay });
  await page.getByLabel(/Employment Status/).selectOption({ label: 'Active' });
  await page.getByRole('button', { name: 'Next' }).click();
}

type Scope = Page | ReturnType<Page['getByRole']>;

/** Fills the standard follow-up entry of a Yes (condition, dates, treatment, medication, physician, symptoms). */
export async function fillConditionEntry(scope: Scope, condition: string): Promise<void> {
  await scope.getByLabel(/^Condition/).fill(condition);
  await scope.getByLabel(/Date of Onset/).fill('');
  await scope.getByLabel(/Date of Onset/).pressSequentially('03012019');
  await scope.getByLabel(/Date of Recovery/).pressSequentially('06012020');
  await scope.getByLabel(/Currently Receiving Treatment/).selectOption({ label: 'No' });
  await scope.getByLabel(/Taking Medication/).selectOption({ label: 'Yes' });
  await scope.getByLabel(/Date Last Seen by Physician/).pressSequentially('01152025');
  await scope.getByLabel(/Remaining Symptoms/).fill('None');
}

/** Answers Yes to one question of `scope` (a page or a dependent's form) and fills its standard follow-up entry. */
export async function answerYesWithDetails(scope: Scope, question: RegExp, condition: string): Promise<void> {
  await scope.getByRole('group', { name: question }).getByRole('radio', { name: 'Yes' }).check();
  await fillConditionEntry(scope, condition);
}

/** Primary Health Questions: every question starts on No; one Yes with its follow-ups. */
export async function fillHealth(page: Page): Promise<void> {
  await expect(heading(page, STEP_TITLES.primary_health_info)).toBeVisible();
  await answerYesWithDetails(page, /high blood pressure/i, 'High blood pressure');
  // The question reads first: its text is not smaller than the labels of its follow-up fields.
  const size = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(await size('.oe-health-question legend')).toBeGreaterThan(await size('.oe-health-question label.oe-label'));
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Fills the open 'Dependent #n' form (its health questions stay on No unless answered before) and submits it. */
export async function addDependent(
  page: Page,
  n: number,
  first: string,
  birth: string,
  ssn: string,
  row: RegExp,
): Promise<void> {
  const form = page.getByRole('region', { name: `Dependent #${n}` });
  await form.getByLabel(/First Name/).fill(first);
  await form.getByLabel(/Last Name/).fill('Rivera');
  await form.getByLabel(/Date of Birth/).pressSequentially(birth);
  await form.getByLabel(/Social Security Number/).fill(ssn);
  await form.getByLabel(/Gender/).selectOption({ label: first === 'Mateo' ? 'Male' : 'Female' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('button', { name: row })).toBeVisible();
}

/** EFT with routing 021000021: the bank name fills in upper case on blur. */
export async function fillBillingEft(page: Page, holder: string): Promise<void> {
  await expect(heading(page, STEP_TITLES.billing_info)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Payment Type' }).getByLabel('EFT')).toBeChecked();
  const routing = page.getByLabel(/Routing Number/);
  await routing.fill('021000021');
  await routing.blur();
  await expect(page.getByLabel(/Bank Name/)).toHaveValue('JPMORGAN CHASE BANK, NA');
  await page.getByLabel(/Account Holder Name/).fill(holder);
  await page.getByLabel(/Account Number/).fill('987654321012');
  await page
    .getByRole('group', { name: /Account Type/ })
    .getByLabel('Checking')
    .check();
  await page
    .getByRole('group', { name: /Account Holder Type/ })
    .getByLabel('Individual')
    .check();
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Card 4111111111111111 with the physical address copied from the contact step. */
export async function fillBillingCard(page: Page, who: Applicant): Promise<void> {
  await expect(heading(page, STEP_TITLES.billing_info)).toBeVisible();
  await page.getByRole('group', { name: 'Payment Type' }).getByLabel('Credit Card').check();
  await page.getByLabel(/First Name on Card/).fill(who.first);
  await page.getByLabel(/Last Name on Card/).fill(who.last);
  await page.getByLabel(/Card Number/).fill('4111111111111111');
  await page.getByLabel(/Security Code/).fill('123');
  await page.getByLabel(/Expiration Month/).selectOption('12');
  await page.getByLabel(/Expiration Year/).selectOption(String(new Date().getFullYear() + 2));
  await page.getByLabel(MESSAGES.choosePhysicalAddress).check();
  await expect(page.getByLabel(/^Address 1/)).toHaveValue('100 Peachtree St');
  await page.getByRole('button', { name: 'Next' }).click();
}

/** Agreement & Signature: every text accepted, a drawn signature, Next to review. */
export async function signAgreement(page: Page): Promise<void> {
  await expect(heading(page, STEP_TITLES.agreement_info)).toBeVisible();
  const texts = page.getByRole('checkbox');
  for (let i = 0; i < (await texts.count()); i++) await texts.nth(i).check();
  await drawOnPad(page);
  await expect(page.getByRole('img', { name: /Signature pad, signed/ })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(heading(page, STEP_TITLES.review_info)).toBeVisible();
}

/** The page fits its width: nothing makes a phone scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(client);
}

/** Complete Enrollment on the review page, then the receipt: greeting and confirmation number (answered). */
export async function completeToReceipt(page: Page, who: Applicant): Promise<string> {
  expect(await axeViolations(page)).toEqual([]);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Complete Enrollment' }).click();
  await expect(page.getByText(`Dear ${who.first} ${who.last}, Thank you`)).toBeVisible();
  await expect(page.getByText('Your enrollment is complete. Your confirmation number is')).toBeVisible();
  const number = /^#(\d+)$/.exec((await page.getByText(/^#\d+$/).textContent()) ?? '')?.[1];
  expect(number).toBeTruthy();
  // The cart became a policy: the header shows it empty.
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName(/0 items?\s*\$0\.00/);
  expect(await axeViolations(page)).toEqual([]);
  return number!;
}
