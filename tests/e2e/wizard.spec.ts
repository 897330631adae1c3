import { expect, test } from '@playwright/test';
import { MESSAGES, STEP_TITLES } from '../../schemas/messages';
import { axeViolations } from './support/axe';
import { createEnrollmentWithCart, openWizard } from './support/enrollment-utils';
import { fillEmployer } from './support/journey-steps';

test.describe('the enrollment wizard', () => {
  test('fills Personal, Contact, Employer and Beneficiary information from a cart', async ({ page, request }) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await openWizard(page, token, enrollmentId);

    // Personal Information: server descriptors rendered, required messages on an empty Next.
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.primary_info })).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Enrollment steps' });
    await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(MESSAGES.fieldRequired).first()).toBeVisible();
    await page.getByLabel(/First Name/).fill('Pat');
    await page.getByLabel(/Last Name/).fill('Morgan');
    await page.getByLabel(/Marital Status/).selectOption({ label: 'Married' });
    await page.getByLabel(/Social Security Number/).fill('123456789');
    // The life carrier of plan 132 requires weight and height (a form_field_rules requirement, not a browser rule).
    await expect(page.getByLabel(/Weight/)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(/Weight/).fill('180');
    await page.getByLabel(/Height \(feet\)/).fill('5');
    await page.getByLabel(/Height \(inches\)/).fill('10');
    await page.getByRole('button', { name: 'Next' }).click();

    // Contact Information: zip lookup fills and locks the state.
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.contact_info })).toBeVisible();
    await page.getByLabel(/Address 1/).fill('100 Peachtree St');
    await page.getByLabel(/City/).fill('Atlanta');
    await page.getByLabel(/^Zip/).fill('');
    await page.getByLabel(/^Zip/).pressSequentially('10001');
    await expect(page.getByLabel(/^State/)).toHaveValue('NY');
    await expect(page.getByLabel(/^State/)).toHaveAttribute('readonly', '');
    await page.getByLabel(/Phone Number/).fill('4045550101');
    await page.getByLabel(MESSAGES.clientEmailLabel).fill('pat.morgan@example.com');
    expect(await axeViolations(page)).toEqual([]);

    // Save & Continue Later: invalid e-mail, then the saved message.
    await page.getByRole('button', { name: 'Save & Continue Later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save & Continue Later' });
    await dialog.getByLabel(/Alternate email/).fill('nope');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText(MESSAGES.enterValidEmail)).toBeVisible();
    await dialog.getByLabel(/Alternate email/).fill('alt@example.com');
    await dialog.getByRole('button', { name: 'Send Code' }).click();
    await expect(dialog.getByText(MESSAGES.informationSaved)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Next' }).click();

    // Employer Information.
    await fillEmployer(page);

    // Beneficiary Information: Next appears only at exactly 100%.
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.beneficiary_info })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: '+ Add Beneficiary' }).click();
    const form = page.getByRole('region', { name: 'Beneficiary #1' });
    await form.getByLabel(/First Name/).fill('Alex');
    await form.getByLabel(/Last Name/).fill('Morgan');
    await form.getByLabel(/Date of Birth/).pressSequentially('02031990');
    await form.getByLabel(/Social Security Number/).fill('111223333');
    await form.getByLabel(/Relationship/).selectOption({ label: 'Spouse' });
    await form.getByLabel(/Percentage/).fill('60');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Beneficiary #1: Alex Morgan')).toBeVisible();
    await expect(
      page.getByText('Your total Beneficiary Percentage is 60 and it Should not be less than 100%'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit Beneficiary #1: Alex Morgan' }).click();
    await page.getByLabel(/Percentage/).fill('100');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Total: 100%')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/enrollment\/(?!beneficiary-info)/);
  });

  test('Back on Personal Information goes to the cart', async ({ page, request }) => {
    const { token, enrollmentId } = await createEnrollmentWithCart(request);
    await openWizard(page, token, enrollmentId);
    await expect(page.getByRole('heading', { level: 1, name: STEP_TITLES.primary_info })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/cart$/);
  });
});
